import { bus, type Checkout } from '@store/shared';
import type { CheckoutApi } from '../store/deps';
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
/** The cart's answer stands in for a read this long after it came (the navigation takes less). */
export const HANDOVER_MAX_AGE_MS = 30_000;

const usedHandovers = new WeakSet<object>();

/**
 * `checkout:created` as it may arrive: mf-cart deploys alone, so the sender's copy of shared may
 * not be ours and its payload is not taken on trust (a missing checkout is no handover).
 */
interface HandoverPayload {
  checkout?: Checkout | null;
  storeSlug: string;
  at: number;
}

/**
 * The checkout the cart just created (`checkout:created`), when it is this one, of this store,
 * fresh, and not used before: the page opened right after creation starts from the API's answer
 * instead of asking for it again. Once only, so a later visit reads what the checkout is now.
 */
export function takeHandedOverCheckout(
  id: string,
  storeSlug: string,
  now = Date.now(),
): Checkout | null {
  const handed: HandoverPayload | undefined = bus.last('checkout:created');
  if (!handed || usedHandovers.has(handed)) return null;
  const age = now - handed.at;
  if (handed.storeSlug !== storeSlug || handed.checkout?.id !== id) return null;
  if (!(age >= 0 && age <= HANDOVER_MAX_AGE_MS)) return null;
  usedHandovers.add(handed);
  return handed.checkout;
}

export async function loadCheckoutFor(
  api: Pick<CheckoutApi, 'getCheckout' | 'openCheckoutLink'>,
  p: { id: string; storeSlug: string; link?: string | null },
): Promise<LoadedCheckout> {
  if (!p.link) {
    const handed = takeHandedOverCheckout(p.id, p.storeSlug);
    if (handed) return { checkout: handed, linked: false };
  }
  if (p.link) {
    const opened = await api.openCheckoutLink(p.link, p.storeSlug).catch(() => null);
    if (opened && opened.checkoutId === p.id)
      return { checkout: await api.getCheckout(opened.checkoutId, p.storeSlug), linked: true };
  }
  return { checkout: await api.getCheckout(p.id, p.storeSlug), linked: false };
}

/**
 * SPEC §2: on to /thankyou once the checkout status says complete (state success, §4), or when the
 * customer has all address parts filled and an id param (a valid one) is present.
 */
export function goesToThankYou(checkout: Checkout | null, linked: boolean): boolean {
  if (!checkout) return false;
  return checkout.state === 'success' || (linked && hasFullAddress(checkout.customer));
}
