import {
  combineReducers,
  configureStore,
  type Action,
  type Reducer,
  type ReducersMapObject,
} from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware, type Epic } from 'redux-observable';
import { Subject, takeUntil } from 'rxjs';

export interface RemoteStoreOptions<S, D> {
  /** One reducer per feature folder, keyed by the feature's name. */
  reducers: ReducersMapObject<S, Action>;
  /** One combined epic per feature folder (its flows: checkout steps, cart service, polling). */
  epics: readonly Epic<Action, Action, S, D>[];
  /** What the epics need from outside (calls, bus, browser); tests pass fakes. */
  deps: D;
  /** Tests start from a given state; the browser never does. */
  preloadedState?: Partial<S>;
}

/**
 * Every remote's store, made the same way: RTK's store without thunks, redux-observable for flows,
 * dependencies injected. The epics run from `start()` until `stop()` (the cart service is started
 * and stopped by the shell; the others start when their module first renders).
 */
export function createRemoteStore<S, D>(o: RemoteStoreOptions<S, D>) {
  const epicMiddleware = createEpicMiddleware<Action, Action, S, D>({ dependencies: o.deps });
  // combineReducers over a generic map: RTK's mapped types cannot see that this is S's reducer.
  const reducer = combineReducers(o.reducers) as unknown as Reducer<S, Action, Partial<S>>;
  const store = configureStore({
    reducer,
    preloadedState: o.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  const root = combineEpics(...o.epics);
  let stop$: Subject<void> | null = null;
  return {
    store,
    get running() {
      return stop$ !== null;
    },
    /** Runs the epics; a second call while running does nothing. */
    start() {
      if (stop$) return;
      const stop = new Subject<void>();
      stop$ = stop;
      epicMiddleware.run((action$, state$, deps) =>
        root(action$, state$, deps).pipe(takeUntil(stop)),
      );
    },
    /** Ends every running epic (their subscriptions, timers and requests). */
    stop() {
      stop$?.next();
      stop$?.complete();
      stop$ = null;
    },
  };
}

export type RemoteRuntime<S, D> = ReturnType<typeof createRemoteStore<S, D>>;
