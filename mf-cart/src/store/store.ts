import type { Action } from '@reduxjs/toolkit';
import type { Epic } from '@store/shared/rx';
import { createRemoteStore } from '@store/shared';
import { cartEpic } from '../cart/cartEpics';
import { cartReducer, type CartState } from '../cart/cartSlice';
import { checkoutStartEpic } from '../checkout/checkoutStartEpics';
import { checkoutStartReducer } from '../checkout/checkoutStartSlice';
import { cartPageEpic } from '../page/cartPageEpics';
import { cartPageReducer } from '../page/cartPageSlice';
import { shelfApi } from '../shelf/shelfApi';
import { defaultDeps, type AppDeps } from './deps';

export interface RootState {
  cart: CartState;
  cartPage: ReturnType<typeof cartPageReducer>;
  checkoutStart: ReturnType<typeof checkoutStartReducer>;
  shelfApi: ReturnType<typeof shelfApi.reducer>;
}

export type AppEpic = Epic<Action, Action, RootState, AppDeps>;

/**
 * mf-cart's store from the remote skeleton. Its epics run as the cart service, which the shell
 * starts: the cart's flows, and the cart page's (idle while the page is not open).
 */
export function createAppRuntime(deps: Partial<AppDeps> = {}, preloadedState?: Partial<RootState>) {
  return createRemoteStore<RootState, AppDeps>({
    reducers: {
      cart: cartReducer,
      cartPage: cartPageReducer,
      checkoutStart: checkoutStartReducer,
      shelfApi: shelfApi.reducer,
    },
    api: shelfApi,
    epics: [cartEpic, cartPageEpic, checkoutStartEpic],
    deps: { ...defaultDeps(), ...deps },
    preloadedState,
    ssrContainer: 'mf_cart',
  });
}

export type AppRuntime = ReturnType<typeof createAppRuntime>;
type AppStore = AppRuntime['store'];
export type AppDispatch = AppStore['dispatch'];

let runtime: AppRuntime | null = null;

/** The one cart store of this module, shared by the cart service and the cart page. */
export function getAppRuntime(): AppRuntime {
  runtime ??= createAppRuntime();
  return runtime;
}

/** For tests: forget the module's store; with `deps`, the next one is made with those fakes. */
export function resetAppRuntimeForTests(deps?: Partial<AppDeps>): void {
  runtime?.stop();
  runtime = deps ? createAppRuntime(deps) : null;
}
