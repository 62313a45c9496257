import type { UnknownAction } from 'redux';
import type { Epic } from '@store/shared/rx';
import { createRemoteStore, isServerRender, requestLocal } from '@store/shared';
import { recoverEpic } from '../recover/recoverEpics';
import { recoverReducer } from '../recover/recoverSlice';
import { trackEpic } from '../track/trackEpics';
import { trackReducer } from '../track/trackSlice';
import { defaultDeps, type AppDeps } from './deps';
import { supportApi } from './supportApi';

export interface RootState {
  recover: ReturnType<typeof recoverReducer>;
  track: ReturnType<typeof trackReducer>;
  [supportApi.reducerPath]: ReturnType<typeof supportApi.reducer>;
}

export type AppEpic = Epic<UnknownAction, UnknownAction, RootState, AppDeps>;

/** mf-support's store from the remote skeleton, its epics not yet running. */
function createAppRuntime(deps: Partial<AppDeps> = {}) {
  return createRemoteStore<RootState, AppDeps>({
    reducers: {
      recover: recoverReducer,
      track: trackReducer,
      [supportApi.reducerPath]: supportApi.reducer,
    },
    api: supportApi,
    epics: [recoverEpic, trackEpic],
    deps: { ...defaultDeps(), ...deps },
    ssrContainer: 'mf_support',
  });
}

/** A running store: what pages and tests use. */
export function createAppStore(deps: Partial<AppDeps> = {}) {
  const runtime = createAppRuntime(deps);
  runtime.start();
  return runtime.store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

const STORE_KEY = Symbol('mf_support.store');

/**
 * The support pages' own store: one per page in the browser, created and started on first render;
 * one per request when the store server renders the page, its flows not running.
 */
export function getAppStore(): AppStore {
  return requestLocal(STORE_KEY, () =>
    isServerRender() ? createAppRuntime().store : createAppStore(),
  );
}
