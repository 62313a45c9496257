import type { Checkout, CreateCheckoutBody } from '../../types';
import type { ApiCall } from '../call';

// The checkout's calls as data (call.ts): Node-safe, read by the store server too.

/** POST {checkout}/checkout, priced by the server in the body's currency (else USD). */
export const createCheckoutCall = (
  body: CreateCheckoutBody & { currency?: string },
): ApiCall<Checkout> => ({
  name: 'Create checkout',
  host: 'checkout',
  path: '/checkout',
  method: 'POST',
  body,
});

/** GET {checkout}/checkout?id&storeSlug */
export const checkoutCall = (id: string, storeSlug: string): ApiCall<Checkout> => ({
  name: 'Get checkout',
  host: 'checkout',
  path: '/checkout',
  query: { id, storeSlug },
});
