import crypto from 'node:crypto';
import type { StoreReads } from '../commerce/storeReads';

/** An id a checkout can have (any backend's: letters, digits, `_` and `-`). */
export const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a checkout page's render is made of, as one short string: the checkout as the API answers
 * it (lines, saved details, delivery choice, promo, totals, status) and the day (UTC) the
 * delivery estimates count from. Two requests with the same fingerprint get the same page, so
 * its render can be kept and served again (the slowest page of a soak was the checkout, rendered
 * afresh for each request); any save changes the answer and so the fingerprint. Null for any
 * other path, or a checkout the API does not give: that page is rendered each time.
 */
export async function checkoutFingerprint(
  reads: Pick<StoreReads, 'checkout'>,
  pathname: string,
  storeSlug: string,
  now: Date = new Date(),
): Promise<string | null> {
  const id = pathname.startsWith('/checkout/') ? pathname.slice('/checkout/'.length) : '';
  if (!CHECKOUT_ID.test(id)) return null;
  const checkout = await reads.checkout(id, storeSlug);
  if (!checkout) return null;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([checkout, now.toISOString().slice(0, 10)]))
    .digest('base64url');
}
