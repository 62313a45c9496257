import { createAction } from '@reduxjs/toolkit';
import type { Checkout } from '@store/shared';

/** What the thank-you page is given in its query string. */
export interface ThankYouParams {
  name: string;
  orderNumber: string;
  orderLookupNumber: string;
  arrivalEstimate: string;
  /** The checkout id (SPEC: /thankyou reads `cart`): the unguessable proof the order is read by. */
  cart: string;
}

// The checkout's life cycle, which every feature slice (address, delivery, payment, promo) reacts
// to. Declared apart from the checkout slice, which reacts to the features' results in turn, so
// that no two slices import each other. The type strings are the ones these actions always had.

export const checkoutRequested = createAction<{
  id: string;
  storeSlug: string;
  link?: string | null;
  /** The store record the shell already loaded; absent or null, the checkout asks for it. */
  store?: { name: string; region: string } | null;
  /** Asked for by the store server's render (its state goes to the browser with the page). */
  onServer?: boolean;
}>('checkout/checkoutRequested');
export const checkoutLoaded = createAction<Checkout>('checkout/checkoutLoaded');
/**
 * The browser takes over the checkout the store server rendered the page with: what follows a
 * load in the browser runs (a payment's return, choosing the first delivery option), and nothing
 * the page shows is read again or reset, so the page stays as painted and as the shopper left it.
 */
export const checkoutResumed = createAction<Checkout>('checkout/checkoutResumed');
export const orderCompleted = createAction<{ checkout: Checkout; params: ThankYouParams }>(
  'checkout/orderCompleted',
);

// What one feature tells another (or the checkout slice): declared here, under the type strings
// they always had, so that features depend on this folder and never on each other.

/** The address step saved the customer; the checkout slice takes the returned checkout. */
export const addressSaved = createAction<Checkout>('address/addressSaved');
/** The delivery step saved an option; the checkout slice takes the returned checkout. */
export const deliveryOptionSaved = createAction<Checkout>('delivery/deliveryOptionSaved');
/** A saved address asks for the delivery options it can have. */
export const deliveryOptionsRequested = createAction('delivery/deliveryOptionsRequested');

// Thank-you page action the checkout state reacts to (SPEC: checkout state is reset when the
// order is loaded or errored).
export const orderLoadSettled = createAction('thankyou/orderLoadSettled');

export const checkoutLifecycle = {
  checkoutRequested,
  checkoutLoaded,
  checkoutResumed,
  orderCompleted,
};
