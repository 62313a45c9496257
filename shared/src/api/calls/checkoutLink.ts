import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

/** What an encrypted checkout `?id=` decrypts to (GET {checkout}/v1/checkout_links). */
export interface CheckoutLink {
  checkoutId: string;
  storeSlug: string;
  expiresAt: string;
}

/**
 * SPEC route table: the `id` of /checkout/{checkoutId} is encrypted; only the API holds the key,
 * so the browser asks it to decrypt (path chosen by us). 4xx when the link is altered, expired or
 * another store's.
 */
export function openCheckoutLink(token: string, storeSlug: string): Promise<CheckoutLink> {
  return fetchJson(
    'Open checkout link',
    withQuery(`${getRuntimeConfig().hosts.checkout}/v1/checkout_links`, { token, storeSlug }),
  );
}
