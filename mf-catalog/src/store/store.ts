import type { Action } from '@reduxjs/toolkit';
import type { Epic } from '@store/shared/rx';
import { createRemoteStore, isServerRender, requestLocal } from '@store/shared';
import { listingEpic } from '../listing/listingEpics';
import { listingSlice } from '../listing/listingSlice';
import { preorderEpic } from '../preorder/preorderEpics';
import { preorderSlice } from '../preorder/preorderSlice';
import { guardProductsApi } from '../products/productTiles';
import { quickAddEpic } from '../tiles/quickAddEpics';
import { tileAnalyticsEpic } from '../tiles/tileAnalytics';
import { quickAddSlice } from '../tiles/quickAddSlice';
import { catalogApi } from './catalogApi';
import { defaultDeps, type AppDeps } from './deps';

export interface RootState {
  [catalogApi.reducerPath]: ReturnType<typeof catalogApi.reducer>;
  listing: ReturnType<typeof listingSlice.reducer>;
  quickAdd: ReturnType<typeof quickAddSlice.reducer>;
  preorder: ReturnType<typeof preorderSlice.reducer>;
}

export type AppEpic = Epic<Action, Action, RootState, AppDeps>;

/** mf-catalog's store from the remote skeleton, its epics not yet running. */
export function createAppRuntime(overrides: Partial<AppDeps> = {}) {
  const merged: AppDeps = { ...defaultDeps, ...overrides };
  return createRemoteStore<RootState, AppDeps>({
    reducers: {
      [catalogApi.reducerPath]: catalogApi.reducer,
      listing: listingSlice.reducer,
      quickAdd: quickAddSlice.reducer,
      preorder: preorderSlice.reducer,
    },
    api: catalogApi,
    epics: [listingEpic, quickAddEpic, tileAnalyticsEpic, preorderEpic],
    // Every products answer, real or faked in a test, passes the same boundary check.
    deps: { ...merged, api: guardProductsApi(merged.api) },
    ssrContainer: 'mf_catalog',
  });
}

/** A running store: what pages and tests use. */
export function createAppStore(overrides: Partial<AppDeps> = {}) {
  const runtime = createAppRuntime(overrides);
  runtime.start();
  return runtime.store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

const STORE_KEY = Symbol('mf_catalog.store');

/**
 * The catalog's own store: one per page in the browser, created and started on first render;
 * one per request when the store server renders the page, its flows not running (a render only
 * reads).
 */
export function getAppStore(): AppStore {
  return requestLocal(STORE_KEY, () =>
    isServerRender() ? createAppRuntime().store : createAppStore(),
  );
}
