import type { CartItem } from '../types/cart';
import type { Checkout, CreateCheckoutBody } from '../types/checkout';
import type { ReceivedListing } from './cartLine';
import { checkoutBody, findInvalidItems, type ListingLookup } from './checkoutStart';

/** SPEC §8's toasts of a checkout that could not be created (en; the cart words them per locale). */
export const CHECKOUT_EMPTY_ERROR = 'Error checking out! Please try again.';
const checkoutErrorMessage = (message: string) => `Error checking out: ${message}`;

export type CreateCheckoutOutcome =
  | { kind: 'invalid'; items: CartItem[] }
  | { kind: 'created'; checkout: Checkout }
  /** `message` in en; `detail` the failure's own words, when the call threw. */
  | { kind: 'error'; message: string; detail?: string };

/**
 * The calls Checkout makes, given by whoever runs it: mf-cart's cart service (the browser's
 * calls, js-cookie) or the store server's Checkout form (the commerce client, a Set-Cookie). The
 * answers are JSON as received: an empty or non-JSON body comes back as null.
 */
export interface CheckoutCalls {
  getListing: (q: ListingLookup) => Promise<ReceivedListing | null>;
  createCheckout: (body: CreateCheckoutBody) => Promise<Checkout | null>;
  /** Keeps the new checkout's id for the store (its cookie, one day). */
  rememberCheckout: (id: string) => void;
}

/**
 * Checkout (SPEC §4/§5): revalidate, then create the checkout only for a cart that passed (each
 * item is revalidated before checkout and no checkout is created otherwise). The creation waits
 * for every item's answer: a checkout is the shopper's order in the making (it holds their lines
 * and later their address), so none is made for a cart with an item that is no longer sold, not
 * even one left unused. One orchestration for the browser and the page without script. Never
 * throws: failures come back as messages.
 */
export async function runCheckout(
  items: CartItem[],
  storeSlug: string,
  context: { trafficSource: string | null; affiliate: string | null },
  calls: CheckoutCalls,
): Promise<CreateCheckoutOutcome> {
  try {
    const invalid = await findInvalidItems(items, storeSlug, calls.getListing);
    if (invalid.length > 0) return { kind: 'invalid', items: invalid };
    const checkout = await calls.createCheckout(
      checkoutBody(items, storeSlug, context.trafficSource, context.affiliate),
    );
    // JSON as received: the type says Checkout (or null), the wire may say anything.
    if (!checkout || typeof checkout !== 'object' || !checkout.id) {
      return { kind: 'error', message: CHECKOUT_EMPTY_ERROR };
    }
    calls.rememberCheckout(checkout.id);
    return { kind: 'created', checkout };
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { kind: 'error', message: checkoutErrorMessage(detail), detail };
  }
}
