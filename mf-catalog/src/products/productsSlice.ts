import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductTile } from '@store/shared';

/** Every product of the store (paged fetch, up to 50 pages): search and related items read it. */
export interface ProductsState {
  storeSlug: string | null;
  items: ProductTile[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
}

const initialState: ProductsState = { storeSlug: null, items: [], status: 'idle', error: null };

export const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {
    allProductsRequested(state, action: PayloadAction<{ storeSlug: string }>) {
      state.storeSlug = action.payload.storeSlug;
      state.items = [];
      state.status = 'loading';
      state.error = null;
    },
    productsPageLoaded(state, action: PayloadAction<ProductTile[]>) {
      const seen = new Set(state.items.map((p) => p.id));
      for (const p of action.payload) if (!seen.has(p.id)) state.items.push(p);
    },
    allProductsLoaded(state) {
      state.status = 'loaded';
    },
    allProductsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { allProductsRequested, productsPageLoaded, allProductsLoaded, allProductsFailed } =
  productsSlice.actions;

/** Load once per store: only when nothing is loaded (or loading) for this slug yet. */
export function needsAllProducts(state: ProductsState, storeSlug: string): boolean {
  return state.storeSlug !== storeSlug || state.status === 'idle' || state.status === 'failed';
}
