import Cookies from 'js-cookie';
import {
  CHECKOUT_COOKIE_DAYS,
  checkoutBody,
  checkoutCookieName,
  enText,
  findInvalidItems,
  storeCookieAttributes,
  type CartItem,
  type Checkout,
  type CreateCheckoutBody,
  type Listing,
  type ListingQuery,
} from '@store/shared';
import { CART_CHECKOUT_MESSAGES } from './messages';

export const UNAVAILABLE_NOTICE = enText(CART_CHECKOUT_MESSAGES.unavailableNotice);
export const CHECKOUT_EMPTY_ERROR = enText(CART_CHECKOUT_MESSAGES.failed);
const checkoutErrorMessage = (message: string) => `Error checking out: ${message}`;

function rememberCheckoutId(storeSlug: string, id: string): void {
  Cookies.set(checkoutCookieName(storeSlug), id, storeCookieAttributes(CHECKOUT_COOKIE_DAYS));
}

// Which items may still be sold (findInvalidItems) and the create-checkout body (checkoutBody) are
// one rule with the store server's Checkout form: @store/shared `cart/checkoutStart`.

export type CreateCheckoutOutcome =
  | { kind: 'invalid'; items: CartItem[] }
  | { kind: 'created'; checkout: Checkout }
  /** `message` in en; `detail` the failure's own words, when the call threw. */
  | { kind: 'error'; message: string; detail?: string };

/** The answers are JSON: an empty or non-JSON body comes back as null (see AppDeps). */
interface CheckoutCalls {
  getListing: (q: ListingQuery) => Promise<Listing | null>;
  createCheckout: (body: CreateCheckoutBody) => Promise<Checkout | null>;
}

/**
 * Revalidate, then create the checkout only for a cart that passed (SPEC §4: each item is
 * revalidated before checkout and no checkout is created otherwise). The creation waits for every
 * item's answer: a checkout is the shopper's order in the making (it holds their lines and later
 * their address), so none is made for a cart with an item that is no longer sold, not even one left
 * unused. The store server's Checkout form (api/src/host/actions) keeps the same order. Never
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
    if (!checkout || typeof checkout !== 'object' || !checkout.id) {
      return { kind: 'error', message: CHECKOUT_EMPTY_ERROR };
    }
    rememberCheckoutId(storeSlug, checkout.id);
    return { kind: 'created', checkout };
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { kind: 'error', message: checkoutErrorMessage(detail), detail };
  }
}
