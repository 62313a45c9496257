import {
  combineReducers,
  configureStore,
  type Action,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
} from '@reduxjs/toolkit';
import {
  combineEpics,
  createEpicMiddleware,
  type Epic,
  Subject,
  takeUntil,
} from '@store/shared/rx';
import { isServerRender, registerSsrStore, takeSsrState } from '../ssr';
import { ssrHydrated } from './createRemoteApi';
import { registerRemoteDeps } from './remoteDeps';

/** The part of an RTK Query `createApi` result the store needs. */
export interface RemoteQueryApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: {
    /** Thunk listing the reads in flight (RTK Query's `getRunningQueriesThunk`). */
    getRunningQueriesThunk(): unknown;
  };
}

export interface RemoteStoreOptions<S, D> {
  /** One reducer per feature folder, keyed by the feature's name, and the query api's reducer. */
  reducers: ReducersMapObject<S, Action>;
  /**
   * The remote's reads (RTK Query): cached, deduplicated, with loading states. Its `queryFn`s get
   * `deps` as `extra`, so tests fake the calls the same way for reads and flows.
   */
  api?: RemoteQueryApi;
  /** One combined epic per feature folder (its flows: checkout steps, cart service, polling). */
  epics: readonly Epic<Action, Action, S, D>[];
  /** What the epics need from outside (calls, bus, browser); tests pass fakes. */
  deps: D;
  /** Tests start from a given state; the browser never does. */
  preloadedState?: Partial<S>;
  /**
   * The remote's federation container name: its store takes part in server rendering (its reads
   * are awaited and handed to the browser) and, in the browser, starts from what the server read.
   */
  ssrContainer?: string;
  /**
   * For a store whose page is made by its flows (mf-cart: the cart service's epics fetch the
   * listings), not only by RTK Query reads: on the server, `busy` says a flow is still fetching (a
   * render pass waits for it), and `slices` are handed to the browser with the reads, whose store
   * starts from them so the page hydrates as it was rendered.
   */
  ssrFlows?: { busy: (state: S) => boolean; slices: readonly (keyof S & string)[] };
}

/**
 * Every remote's store, made the same way: RTK Query for reads, redux-observable for flows,
 * dependencies injected (thunks only as RTK Query's transport). The epics run from `start()` until `stop()` (the cart service is started
 * and stopped by the shell; the others start when their module first renders).
 */
export function createRemoteStore<S, D>(o: RemoteStoreOptions<S, D>) {
  const epicMiddleware = createEpicMiddleware<Action, Action, S, D>({ dependencies: o.deps });
  // combineReducers over a generic map: RTK's mapped types cannot see that this is S's reducer.
  if (o.api && !(o.api.reducerPath in o.reducers))
    throw new Error(`createRemoteStore: reducers lack the query api's '${o.api.reducerPath}'`);
  const reducer = combineReducers(o.reducers) as unknown as Reducer<S, Action, Partial<S>>;
  const queryMiddleware = o.api ? [o.api.middleware] : [];
  // The browser's store starts from what the server rendered this page with, once.
  const ssrState =
    o.ssrContainer && !isServerRender() ? rendered(takeSsrState(o.ssrContainer)) : undefined;
  const fromServer = ssrState && o.ssrFlows ? pick(ssrState, o.ssrFlows.slices) : {};
  const store = configureStore({
    reducer,
    preloadedState: { ...o.preloadedState, ...fromServer } as Partial<S>,
    middleware: (getDefault) =>
      getDefault({ thunk: o.api ? { extraArgument: o.deps } : false })
        .concat(queryMiddleware)
        .concat(epicMiddleware),
  });
  registerRemoteDeps(store, o.deps);
  if (o.api && o.ssrContainer && isServerRender())
    takePartInSsr(o.ssrContainer, o.api, store, o.ssrFlows);
  if (ssrState) store.dispatch(ssrHydrated(ssrState));
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

interface QueryEntry {
  status?: string;
}

/** The query cache as the browser should start from it: answered reads only, no pending or failed. */
function answeredQueries(apiState: unknown): unknown {
  if (!apiState || typeof apiState !== 'object') return apiState;
  const { queries, ...rest } = apiState as { queries?: Record<string, QueryEntry | undefined> };
  const answered = Object.fromEntries(
    Object.entries(queries ?? {}).filter(([, q]) => q?.status === 'fulfilled'),
  );
  return { ...rest, queries: answered };
}

const rendered = (state: unknown): Record<string, unknown> | undefined =>
  state && typeof state === 'object' ? (state as Record<string, unknown>) : undefined;

function pick(state: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in state).map((k) => [k, state[k]]));
}

/** Resolves once `done()` holds, checked after every action. */
function until(store: { subscribe(listener: () => void): () => void }, done: () => boolean) {
  return new Promise<void>((resolve) => {
    if (done()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Server: the store takes part in this request's render (its reads and flows awaited, handed on). */
function takePartInSsr<S>(
  container: string,
  api: RemoteQueryApi,
  store: {
    dispatch(action: unknown): unknown;
    getState(): S;
    subscribe(listener: () => void): () => void;
  },
  flows: RemoteStoreOptions<S, unknown>['ssrFlows'],
): void {
  const apiState = () =>
    (
      store.getState() as Record<
        string,
        // RTK Query keeps a key whose entry is gone as undefined.
        { queries?: Record<string, { requestId?: string } | undefined> } | undefined
      >
    )[api.reducerPath];
  const seen = new Set<string>();
  registerSsrStore(container, {
    // The reads a render started: awaited, and counted by request id (a fast one may be over
    // before the render has finished writing), so a pass that started none is the last. A flow
    // still fetching counts as a read started: the next pass shows what it brought.
    async settle() {
      let started = 0;
      if (flows?.busy(store.getState())) {
        started += 1;
        await until(store, () => !flows.busy(store.getState()));
      }
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()) as Promise<unknown>[]);
      for (const q of Object.values(apiState()?.queries ?? {}))
        if (q?.requestId && !seen.has(q.requestId)) {
          seen.add(q.requestId);
          started += 1;
        }
      return started;
    },
    dehydrate: () => ({
      ...(flows ? pick(store.getState() as Record<string, unknown>, flows.slices) : {}),
      [api.reducerPath]: answeredQueries(apiState()),
    }),
  });
}
