import crypto from 'node:crypto';
import type { Db } from '../../db';
import { checkoutToApi, loadCheckout } from '../../checkout/repo';
import { ISSUED_CHECKOUT_ID } from '../../checkout/schemas';

/**
 * What a checkout page's render is made of, as one short string: the checkout as the API answers
 * it (lines, saved details, delivery choice, promo, totals, status) and the day (UTC) the
 * delivery estimates count from. Two requests with the same fingerprint get the same page, so
 * its render can be kept and served again (the slowest page of a soak was the checkout, rendered
 * afresh for each request); any save changes the answer and so the fingerprint. Null for any
 * other path, or a checkout this store does not have: that page is rendered each time.
 */
export async function checkoutFingerprint(
  db: Db,
  pathname: string,
  storeSlug: string,
  now: Date = new Date(),
): Promise<string | null> {
  const id = pathname.startsWith('/checkout/') ? pathname.slice('/checkout/'.length) : '';
  if (!ISSUED_CHECKOUT_ID.test(id)) return null;
  try {
    const checkout = await checkoutToApi(db, await loadCheckout(db, id, storeSlug));
    return crypto
      .createHash('sha256')
      .update(JSON.stringify([checkout, now.toISOString().slice(0, 10)]))
      .digest('base64url');
  } catch {
    // Not found, or the database unavailable: rendered each time, as before this cache.
    return null;
  }
}
