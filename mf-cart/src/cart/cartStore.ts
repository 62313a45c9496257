import { configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { Subject, takeUntil } from 'rxjs';
import { bus, getListing, getRuntimeConfig } from '@store/shared';
import { readCartCookie, writeCartCookie } from './cartCookie';
import { rootCartEpic, type CartDeps } from './cartEpics';
import type { CartRootState } from './cartSelectors';
import { cartActions, cartReducer } from './cartSlice';

export const defaultCartDeps = (): CartDeps => ({
  bus,
  storeSlug: () => getRuntimeConfig().storeSlug,
  readCart: readCartCookie,
  writeCart: writeCartCookie,
  // Late-bound so tests can replace the shared call with jest.mock.
  getListing: (q) => getListing(q),
});

export function createCartStore(deps: CartDeps = defaultCartDeps()) {
  const epicMiddleware = createEpicMiddleware<Action, Action, CartRootState, CartDeps>({
    dependencies: deps,
  });
  const store = configureStore({
    reducer: { cart: cartReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  let stop$: Subject<void> | null = null;
  return {
    store,
    get running() {
      return stop$ !== null;
    },
    /** Runs the epics and reads the persisted cart; a second call while running does nothing. */
    start() {
      if (stop$) return;
      const stop = new Subject<void>();
      stop$ = stop;
      epicMiddleware.run((action$, state$, d) =>
        rootCartEpic(action$, state$, d).pipe(takeUntil(stop)),
      );
      store.dispatch(cartActions.serviceStarted());
    },
    stop() {
      stop$?.next();
      stop$?.complete();
      stop$ = null;
    },
  };
}

export type CartRuntime = ReturnType<typeof createCartStore>;
export type CartStore = CartRuntime['store'];
export type CartDispatch = CartStore['dispatch'];

let runtime: CartRuntime | null = null;

/** The one cart store of this module, shared by the cart service and the cart page. */
export function getCartRuntime(): CartRuntime {
  if (!runtime) runtime = createCartStore();
  return runtime;
}

/** For tests: forget the module's store. */
export function resetCartRuntimeForTests(): void {
  runtime?.stop();
  runtime = null;
}
