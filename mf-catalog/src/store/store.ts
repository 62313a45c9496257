import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { createRemoteStore } from '@store/shared';
import { collectionEpic } from '../collection/collectionEpics';
import { collectionSlice } from '../collection/collectionSlice';
import { homeEpic } from '../home/homeEpics';
import { homeSlice } from '../home/homeSlice';
import { listingEpic } from '../listing/listingEpics';
import { listingSlice } from '../listing/listingSlice';
import { productsEpic } from '../products/productsEpics';
import { guardProductsApi } from '../products/productTiles';
import { productsSlice } from '../products/productsSlice';
import { quickAddEpic } from '../tiles/quickAddEpics';
import { quickAddSlice } from '../tiles/quickAddSlice';
import { defaultDeps, type AppDeps } from './deps';

export interface RootState {
  home: ReturnType<typeof homeSlice.reducer>;
  products: ReturnType<typeof productsSlice.reducer>;
  listing: ReturnType<typeof listingSlice.reducer>;
  collection: ReturnType<typeof collectionSlice.reducer>;
  quickAdd: ReturnType<typeof quickAddSlice.reducer>;
}

export type AppEpic = Epic<Action, Action, RootState, AppDeps>;

/** mf-catalog's store from the remote skeleton, its epics not yet running. */
export function createAppRuntime(overrides: Partial<AppDeps> = {}) {
  const merged: AppDeps = { ...defaultDeps, ...overrides };
  return createRemoteStore<RootState, AppDeps>({
    reducers: {
      home: homeSlice.reducer,
      products: productsSlice.reducer,
      listing: listingSlice.reducer,
      collection: collectionSlice.reducer,
      quickAdd: quickAddSlice.reducer,
    },
    epics: [homeEpic, productsEpic, listingEpic, collectionEpic, quickAddEpic],
    // Every products answer, real or faked in a test, passes the same boundary check.
    deps: { ...merged, api: guardProductsApi(merged.api) },
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

let moduleStore: AppStore | null = null;

/** The catalog's own store: created and started once per module, on first render. */
export function getAppStore(): AppStore {
  moduleStore ??= createAppStore();
  return moduleStore;
}
