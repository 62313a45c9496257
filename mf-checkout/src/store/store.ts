import { createRemoteStore } from '@store/shared';
import { addressEpic } from '../address/addressEpics';
import { addressReducer } from '../address/addressSlice';
import { checkoutEpic } from '../checkout/checkoutEpics';
import { checkoutReducer } from '../checkout/checkoutSlice';
import { deliveryEpic } from '../delivery/deliveryEpics';
import { deliveryReducer } from '../delivery/deliverySlice';
import { paymentEpic } from '../payment/paymentEpics';
import { paymentReducer } from '../payment/paymentSlice';
import { promoEpic } from '../promo/promoEpics';
import { promoReducer } from '../promo/promoSlice';
import { checkoutApi } from './checkoutApi';
import { defaultDeps, type AppDeps } from './deps';
import type { RootState } from './types';

/** mf-checkout's store from the remote skeleton, its epics not yet running. */
export function createAppRuntime(deps: Partial<AppDeps> = {}, preloadedState?: Partial<RootState>) {
  return createRemoteStore<RootState, AppDeps>({
    reducers: {
      checkout: checkoutReducer,
      address: addressReducer,
      delivery: deliveryReducer,
      payment: paymentReducer,
      promo: promoReducer,
      [checkoutApi.reducerPath]: checkoutApi.reducer,
    },
    api: checkoutApi,
    epics: [checkoutEpic, addressEpic, deliveryEpic, paymentEpic, promoEpic],
    deps: { ...defaultDeps(), ...deps },
    preloadedState,
  });
}

/** A running store: what pages and tests use. */
export function createAppStore(deps: Partial<AppDeps> = {}, preloadedState?: Partial<RootState>) {
  const runtime = createAppRuntime(deps, preloadedState);
  runtime.start();
  return runtime.store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

let moduleStore: AppStore | null = null;

/** The checkout's own store: created and started once per module, on first render. */
export function getAppStore(): AppStore {
  moduleStore ??= createAppStore();
  return moduleStore;
}
