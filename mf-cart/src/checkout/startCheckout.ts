import Cookies from 'js-cookie';
import {
  CHECKOUT_COOKIE_DAYS,
  checkoutCookieName,
  runCheckout as runSharedCheckout,
  storeCookieAttributes,
  type CartItem,
  type Checkout,
  type CreateCheckoutBody,
  type CreateCheckoutOutcome,
  type Listing,
  type ListingQuery,
} from '@store/shared';

export type { CreateCheckoutOutcome };

/** The answers are JSON: an empty or non-JSON body comes back as null (see AppDeps). */
interface CheckoutCalls {
  getListing: (q: ListingQuery) => Promise<Listing | null>;
  createCheckout: (body: CreateCheckoutBody) => Promise<Checkout | null>;
}

/**
 * Checkout from the browser: shared's orchestration (`runCheckout`, the store server's Checkout
 * form runs the same) with the cart service's calls, the new checkout remembered in its cookie
 * (one day) by js-cookie.
 */
export function runCheckout(
  items: CartItem[],
  storeSlug: string,
  context: { trafficSource: string | null; affiliate: string | null },
  calls: CheckoutCalls,
): Promise<CreateCheckoutOutcome> {
  return runSharedCheckout(items, storeSlug, context, {
    getListing: calls.getListing,
    createCheckout: calls.createCheckout,
    rememberCheckout: (id) =>
      Cookies.set(checkoutCookieName(storeSlug), id, storeCookieAttributes(CHECKOUT_COOKIE_DAYS)),
  });
}
