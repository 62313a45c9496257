import type { Checkout } from '@store/shared';
import { initialCheckoutState, type CheckoutState } from '../store/checkoutSlice';
import { createAppStore } from '../appStore';
import type { AppDeps } from '../store/deps';
import type { RootState } from '../store/types';
import { makeCheckout } from './fixtures';

/** Lets the epics' promise chains run. */
export const tick = () => new Promise((r) => setTimeout(r, 0));

/**
 * A store whose checkout chk_1 of demo is loaded, with a redirect spy; `checkout` overrides the
 * checkout slice and `state` sets any other feature's slice (address, delivery, payment…).
 */
export function loadedStore({
  checkout = makeCheckout(),
  slice = {},
  state = {},
  deps = {},
}: {
  checkout?: Checkout;
  slice?: Partial<CheckoutState>;
  state?: Partial<Omit<RootState, 'checkout'>>;
  deps?: Partial<AppDeps>;
} = {}) {
  return createAppStore(
    { redirect: jest.fn(), ...deps },
    {
      checkout: {
        ...initialCheckoutState,
        id: 'chk_1',
        storeSlug: 'demo',
        checkout,
        status: 'loaded',
        ...slice,
      },
      ...state,
    },
  );
}
