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
