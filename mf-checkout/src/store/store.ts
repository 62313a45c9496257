import { configureStore, type Action } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { checkoutEpic } from '../checkout/checkoutEpics';
import { checkoutReducer } from '../checkout/checkoutSlice';
import { sandboxProvider } from '../payment/PaymentProvider';
import { promoEpic } from '../promo/promoEpics';
import { promoReducer } from '../promo/promoSlice';
import { orderEpic } from '../thankyou/orderEpics';
import { orderReducer } from '../thankyou/orderSlice';
import type { EpicDeps, RootState } from './types';

export function createAppStore(deps: Partial<EpicDeps> = {}, preloaded?: Partial<RootState>) {
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, EpicDeps>({
    dependencies: {
      provider: sandboxProvider,
      redirect: (url) => window.location.assign(url),
      ...deps,
    },
  });
  const store = configureStore({
    reducer: { checkout: checkoutReducer, order: orderReducer, promo: promoReducer },
    preloadedState: preloaded as RootState | undefined,
    middleware: (gDM) => gDM({ thunk: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(checkoutEpic, orderEpic, promoEpic));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
