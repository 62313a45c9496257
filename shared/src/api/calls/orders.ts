import type { Order } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

/** GET {backend}/v1/orders?cartId */
export function getOrderByCartId(cartId: string): Promise<Order> {
  return fetchJson(
    'Get order',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/orders`, { cartId }),
  );
}

/**
 * GET {backend}/v1/orders/lookup/{lookupNumber}?email (path chosen by us): the number alone proves
 * nothing, so the order's email must come with it. The answer has no checkout id.
 */
export function getOrderByLookupNumber(lookupNumber: string, email: string): Promise<Order> {
  return fetchJson(
    'Get order by lookup number',
    withQuery(
      `${getRuntimeConfig().hosts.backend}/v1/orders/lookup/${encodeURIComponent(lookupNumber)}`,
      { email },
    ),
  );
}

/** POST {commerce}/v1/orders/recover?email&slug with no body. */
export function recoverOrders(
  email: string,
  slug: string,
): Promise<{ success: boolean; error: string | null }> {
  return fetchJson(
    'Recover orders',
    withQuery(`${getRuntimeConfig().hosts.commerce}/v1/orders/recover`, { email, slug }),
    { method: 'POST', retries: 0 },
  );
}
