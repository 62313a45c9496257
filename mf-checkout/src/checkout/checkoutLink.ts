import { getCheckout, openCheckoutLink, type Checkout } from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';

export interface LoadedCheckout {
  checkout: Checkout;
  /** The URL carried a valid encrypted `id` for this very checkout. */
  linked: boolean;
}

/**
 * Loads /checkout/{id}. With an encrypted `?id=` (SPEC route table) the API decrypts it first and
 * the decrypted checkout id is the one loaded. A link that fails to open (altered, expired, another
 * store's) or names another checkout than the path does not block the checkout: it loads as if the
 * link were absent, only without the link's thank-you shortcut.
 */
export async function loadCheckoutFor(p: {
  id: string;
  storeSlug: string;
  link?: string | null;
}): Promise<LoadedCheckout> {
  if (p.link) {
    const opened = await openCheckoutLink(p.link, p.storeSlug).catch(() => null);
    if (opened && opened.checkoutId === p.id)
      return { checkout: await getCheckout(opened.checkoutId, p.storeSlug), linked: true };
  }
  return { checkout: await getCheckout(p.id, p.storeSlug), linked: false };
}

/**
 * SPEC §2: on to /thankyou once the checkout status says complete (state success, §4), or when the
 * customer has all address parts filled and an id param (a valid one) is present.
 */
export function goesToThankYou(checkout: Checkout | null, linked: boolean): boolean {
  if (!checkout) return false;
  return checkout.state === 'success' || (linked && hasFullAddress(checkout.customer));
}
