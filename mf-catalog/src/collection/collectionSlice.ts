import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Collection, ProductTile } from '@store/shared';

export interface CollectionProducts {
  status: 'loading' | 'loaded' | 'failed';
  products: ProductTile[];
}

export interface CollectionState {
  storeSlug: string | null;
  collections: Collection[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Products per collection slug. */
  products: Record<string, CollectionProducts>;
}

const initialState: CollectionState = {
  storeSlug: null,
  collections: [],
  status: 'idle',
  products: {},
};

export const collectionSlice = createSlice({
  name: 'collection',
  initialState,
  reducers: {
    collectionsRequested(state, action: PayloadAction<{ storeSlug: string }>) {
      state.storeSlug = action.payload.storeSlug;
      state.status = 'loading';
    },
    collectionsLoaded(state, action: PayloadAction<Collection[]>) {
      state.collections = action.payload;
      state.status = 'loaded';
    },
    collectionsFailed(state) {
      state.status = 'failed';
    },
    collectionProductsRequested(
      state,
      action: PayloadAction<{ storeSlug: string; collection: string }>,
    ) {
      state.products[action.payload.collection] = { status: 'loading', products: [] };
    },
    collectionProductsLoaded(
      state,
      action: PayloadAction<{ collection: string; products: ProductTile[] }>,
    ) {
      state.products[action.payload.collection] = {
        status: 'loaded',
        products: action.payload.products,
      };
    },
    collectionProductsFailed(state, action: PayloadAction<{ collection: string }>) {
      state.products[action.payload.collection] = { status: 'failed', products: [] };
    },
  },
});

export const {
  collectionsRequested,
  collectionsLoaded,
  collectionsFailed,
  collectionProductsRequested,
  collectionProductsLoaded,
  collectionProductsFailed,
} = collectionSlice.actions;
