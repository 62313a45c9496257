import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductTile } from '@store/shared';

export interface AboutState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  products: ProductTile[];
}

const initialState: AboutState = { status: 'idle', products: [] };

const aboutSlice = createSlice({
  name: 'about',
  initialState,
  reducers: {
    aboutProductsRequested(state, _action: PayloadAction<{ storeSlug: string }>) {
      state.status = 'loading';
    },
    aboutProductsLoaded(state, action: PayloadAction<ProductTile[]>) {
      state.status = 'loaded';
      state.products = action.payload;
    },
    aboutProductsFailed(state) {
      state.status = 'error';
      state.products = [];
    },
  },
});

export const { aboutProductsRequested, aboutProductsLoaded, aboutProductsFailed } =
  aboutSlice.actions;
export const aboutReducer = aboutSlice.reducer;
