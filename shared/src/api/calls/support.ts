import type { PersistedCart, SubmitResult, SupportCategory } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

/** GET {backend}/v1/support/articles?storeSlug (path chosen by us). */
export function getSupportArticles(storeSlug: string): Promise<{ categories: SupportCategory[] }> {
  return fetchJson(
    'Get support articles',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/support/articles`, { storeSlug }),
  );
}

/** GET {backend}/v1/carts/{storeSlug}?cartToken — the persisted cart (path chosen by us). */
export function getPersistedCart(storeSlug: string, cartToken: string): Promise<PersistedCart> {
  return fetchJson(
    'Get persisted cart',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/carts/${encodeURIComponent(storeSlug)}`, {
      cartToken,
    }),
    { retries: 0 },
  );
}

/** PUT {backend}/v1/carts/{storeSlug}?cartToken — replaces the persisted cart. */
export function savePersistedCart(
  storeSlug: string,
  cartToken: string,
  cart: PersistedCart,
): Promise<PersistedCart> {
  return fetchJson(
    'Save persisted cart',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/carts/${encodeURIComponent(storeSlug)}`, {
      cartToken,
    }),
    { method: 'PUT', body: cart, retries: 0 },
  );
}

export interface WalletOrderBody {
  checkoutId: string;
  storeSlug: string;
  paymentId: string;
  paymentToken: string;
  walletType: 'google-pay' | 'apple-pay';
  payerName: string;
  payerEmail: string;
  payerPhone?: string;
  deliveryOption?: string;
}

/** POST {checkout}/v1/checkout/wallet — place order with wallet details (path chosen by us). */
export function placeWalletOrder(body: WalletOrderBody): Promise<SubmitResult> {
  return fetchJson(
    'Place wallet order',
    `${getRuntimeConfig().hosts.checkout}/v1/checkout/wallet`,
    {
      method: 'POST',
      body,
      retries: 0,
    },
  );
}
