import { configureStore, type Action } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { getRuntimeConfig } from '@store/shared';
import { addressEpic } from '../address/addressEpics';
import { addressReducer } from '../address/addressSlice';
import { checkoutEpic } from '../checkout/checkoutEpics';
import { checkoutReducer } from '../checkout/checkoutSlice';
import { deliveryEpic } from '../delivery/deliveryEpics';
import { deliveryReducer } from '../delivery/deliverySlice';
import { getCollector } from '../payment/collector';
import { paymentEpic } from '../payment/paymentEpics';
import { paymentReducer } from '../payment/paymentSlice';
import { promoEpic } from '../promo/promoEpics';
import { promoReducer } from '../promo/promoSlice';
import { orderEpic } from '../thankyou/orderEpics';
import { orderReducer } from '../thankyou/orderSlice';
import type { EpicDeps, RootState } from './types';

export function createAppStore(deps: Partial<EpicDeps> = {}, preloaded?: Partial<RootState>) {
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, EpicDeps>({
    dependencies: {
      collector: getCollector,
      config: getRuntimeConfig,
      redirect: (url) => window.location.assign(url),
      location: () => ({ pathname: window.location.pathname, search: window.location.search }),
      replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
      ...deps,
    },
  });
  const store = configureStore({
    reducer: {
      checkout: checkoutReducer,
      address: addressReducer,
      delivery: deliveryReducer,
      payment: paymentReducer,
      promo: promoReducer,
      order: orderReducer,
    },
    preloadedState: preloaded as RootState | undefined,
    middleware: (gDM) => gDM({ thunk: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(
    combineEpics(checkoutEpic, addressEpic, deliveryEpic, paymentEpic, promoEpic, orderEpic),
  );
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
