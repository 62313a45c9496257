import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductsPage, ProductTile, ThemeData } from '@store/shared';

export interface HomeState {
  storeSlug: string | null;
  /** Featured products, page by page. */
  products: ProductTile[];
  page: number;
  next: number | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  loadingMore: boolean;
  error: string | null;
  /** Theme content for the hero and category banners; null until fetched (default on failure). */
  theme: ThemeData | null;
}

const initialState: HomeState = {
  storeSlug: null,
  products: [],
  page: 0,
  next: null,
  status: 'idle',
  loadingMore: false,
  error: null,
  theme: null,
};

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    homeOpened(state, action: PayloadAction<{ storeSlug: string }>) {
      state.storeSlug = action.payload.storeSlug;
      state.products = [];
      state.page = 0;
      state.next = null;
      state.status = 'loading';
      state.error = null;
    },
    featuredPageRequested(state, _action: PayloadAction<{ storeSlug: string; page: number }>) {
      state.loadingMore = true;
    },
    featuredPageLoaded(state, action: PayloadAction<ProductsPage>) {
      const seen = new Set(state.products.map((p) => p.id));
      for (const p of action.payload.products ?? []) if (!seen.has(p.id)) state.products.push(p);
      state.page = action.payload.page;
      state.next = action.payload.next;
      state.status = 'loaded';
      state.loadingMore = false;
    },
    featuredPageFailed(state, action: PayloadAction<string>) {
      state.status = state.products.length ? 'loaded' : 'failed';
      state.loadingMore = false;
      state.error = action.payload;
    },
    themeLoaded(state, action: PayloadAction<ThemeData>) {
      state.theme = action.payload;
    },
  },
});

export const {
  homeOpened,
  featuredPageRequested,
  featuredPageLoaded,
  featuredPageFailed,
  themeLoaded,
} = homeSlice.actions;
