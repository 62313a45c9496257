import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { createRemoteStore } from '@store/shared';
import { cartEpic } from '../cart/cartEpics';
import { cartReducer, type CartState } from '../cart/cartSlice';
import { shelfApi } from '../shelf/shelfApi';
import { defaultDeps, type AppDeps } from './deps';

export interface RootState {
  cart: CartState;
  shelfApi: ReturnType<typeof shelfApi.reducer>;
}

export type AppEpic = Epic<Action, Action, RootState, AppDeps>;

/** mf-cart's store from the remote skeleton. Its epics are the cart service: the shell starts it. */
export function createAppRuntime(deps: Partial<AppDeps> = {}, preloadedState?: Partial<RootState>) {
  return createRemoteStore<RootState, AppDeps>({
    reducers: { cart: cartReducer, shelfApi: shelfApi.reducer },
    api: shelfApi,
    epics: [cartEpic],
    deps: { ...defaultDeps(), ...deps },
    preloadedState,
    ssrContainer: 'mf_cart',
  });
}

export type AppRuntime = ReturnType<typeof createAppRuntime>;
export type AppStore = AppRuntime['store'];
export type AppDispatch = AppStore['dispatch'];

let runtime: AppRuntime | null = null;

/** The one cart store of this module, shared by the cart service and the cart page. */
export function getAppRuntime(): AppRuntime {
  runtime ??= createAppRuntime();
  return runtime;
}

/** For tests: forget the module's store. */
export function resetAppRuntimeForTests(): void {
  runtime?.stop();
  runtime = null;
}
