import { createRemoteStore, isServerRender, requestLocal } from '@store/shared';
import { addressEpic } from './address/addressEpics';
import { addressReducer } from './address/addressSlice';
import { checkoutEpic, loadCheckoutEpic, loadStoreEpic } from './checkout/checkoutEpics';
import { checkoutReducer } from './store/checkoutSlice';
import { deliveryEpic, deliveryOptionsEpic, resumeEpic } from './delivery/deliveryEpics';
import { deliveryReducer } from './delivery/deliverySlice';
import { expressEpic } from './express/expressEpics';
import { expressReducer } from './express/expressSlice';
import { paymentEpic } from './payment/paymentEpics';
import { paymentReducer } from './payment/paymentSlice';
import { promoEpic } from './promo/promoEpics';
import { promoReducer } from './promo/promoSlice';
import { purchaseTrackingEpic } from './thankyou/thankYouEpics';
import { checkoutApi } from './store/checkoutApi';
import { defaultDeps, type AppDeps } from './store/deps';
import type { RootState } from './store/types';

/**
 * What the store server renders a checkout page with: the flows that read (the checkout, then its
 * delivery options), none that writes, pays or touches the browser. A render is a GET: choosing
 * the first delivery option is left to the browser when it takes over (checkoutResumed).
 */
const SERVER_EPICS = [loadCheckoutEpic, loadStoreEpic, resumeEpic, deliveryOptionsEpic];

const BROWSER_EPICS = [
  checkoutEpic,
  addressEpic,
  deliveryEpic,
  paymentEpic,
  promoEpic,
  expressEpic,
  purchaseTrackingEpic,
];

/** mf-checkout's store from the remote skeleton, its epics not yet running. */
export function createAppRuntime(deps: Partial<AppDeps> = {}, preloadedState?: Partial<RootState>) {
  return createRemoteStore<RootState, AppDeps>({
    reducers: {
      checkout: checkoutReducer,
      address: addressReducer,
      delivery: deliveryReducer,
      payment: paymentReducer,
      promo: promoReducer,
      express: expressReducer,
      [checkoutApi.reducerPath]: checkoutApi.reducer,
    },
    api: checkoutApi,
    epics: isServerRender() ? SERVER_EPICS : BROWSER_EPICS,
    deps: { ...defaultDeps(), ...deps },
    preloadedState,
    ssrContainer: 'mf_checkout',
    // The checkout page is made by its flows: a server render waits for the checkout and its
    // delivery options, and the browser's store starts from what it showed.
    ssrFlows: {
      busy: (s) => s.checkout.status === 'loading' || s.delivery.loading,
      slices: ['checkout', 'address', 'delivery'],
    },
  });
}

/** A running store: what pages and tests use. */
export function createAppStore(deps: Partial<AppDeps> = {}, preloadedState?: Partial<RootState>) {
  const runtime = createAppRuntime(deps, preloadedState);
  runtime.start();
  return runtime.store;
}

export type AppStore = ReturnType<typeof createAppStore>;

const STORE_KEY = Symbol('mf_checkout.store');

/**
 * The checkout's own store: one per page in the browser, created and started on first render;
 * one per request where the store server renders, running only the flows that read.
 */
export function getAppStore(): AppStore {
  return requestLocal(STORE_KEY, () => createAppStore());
}
