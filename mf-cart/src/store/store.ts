import type { Action } from '@reduxjs/toolkit';
import type { Epic } from '@store/shared/rx';
import {
  createRemoteStore,
  isServerRender,
  parsePersistedCart,
  requestLocal,
  serverCartCookie,
} from '@store/shared';
import { cartActions } from '../cart/cartSlice';
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
    // The cart page is the cart service's work (its epics fetch each line's listing): a server
    // render waits for it and hands the cart to the browser, whose store starts from it.
    ssrFlows: { busy: (s) => !s.cart.loaded || s.cart.fetchingCart, slices: ['cart'] },
  });
}

export type AppRuntime = ReturnType<typeof createAppRuntime>;
type AppStore = AppRuntime['store'];
export type AppDispatch = AppStore['dispatch'];

let runtime: AppRuntime | null = null;

const SERVER_RUNTIME = Symbol('mf_cart.runtime');

/**
 * The one cart store of this module, shared by the cart service and the cart page. When the
 * store server renders a page: one per request, its cart read from that request's cookie (the
 * worker has no `document`), its service running so the cart's lines are fetched, and nothing
 * written back.
 */
export function getAppRuntime(): AppRuntime {
  if (isServerRender())
    return requestLocal(SERVER_RUNTIME, () => {
      const server = createAppRuntime({
        readCart: () => parsePersistedCart(serverCartCookie()).cart,
        writeCart: () => undefined,
      });
      server.start();
      server.store.dispatch(cartActions.serviceStarted());
      return server;
    });
  runtime ??= createAppRuntime();
  return runtime;
}

/** For tests: forget the module's store; with `deps`, the next one is made with those fakes. */
export function resetAppRuntimeForTests(deps?: Partial<AppDeps>): void {
  runtime?.stop();
  runtime = deps ? createAppRuntime(deps) : null;
}
