import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware, type Epic } from 'redux-observable';
import { collectionEpics } from '../collection/collectionEpics';
import { collectionSlice } from '../collection/collectionSlice';
import { homeEpics } from '../home/homeEpics';
import { homeSlice } from '../home/homeSlice';
import { listingEpics } from '../listing/listingEpics';
import { listingSlice } from '../listing/listingSlice';
import { productsEpics } from '../products/productsEpics';
import { guardProductsApi } from '../products/productTiles';
import { productsSlice } from '../products/productsSlice';
import { quickAddEpics } from '../tiles/quickAddEpics';
import { quickAddSlice } from '../tiles/quickAddSlice';
import { defaultDeps, type CatalogDeps } from './deps';

const rootReducer = combineReducers({
  home: homeSlice.reducer,
  products: productsSlice.reducer,
  listing: listingSlice.reducer,
  collection: collectionSlice.reducer,
  quickAdd: quickAddSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type CatalogEpic = Epic<Action, Action, RootState, CatalogDeps>;

const rootEpic: CatalogEpic = combineEpics(
  ...homeEpics,
  ...productsEpics,
  ...listingEpics,
  ...collectionEpics,
  ...quickAddEpics,
);

export function createCatalogStore(overrides: Partial<CatalogDeps> = {}) {
  const merged: CatalogDeps = { ...defaultDeps, ...overrides };
  // Every products answer, real or faked in a test, passes the same boundary check.
  const deps: CatalogDeps = { ...merged, api: guardProductsApi(merged.api) };
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, CatalogDeps>({
    dependencies: deps,
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(rootEpic);
  return store;
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
export type AppDispatch = CatalogStore['dispatch'];
