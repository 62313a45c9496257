import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, OrderLoadStatus } from '@store/shared';

export interface OrderState {
  /** The checkout id the order is read by. */
  cartId: string | null;
  order: Order | null;
  loadStatus: OrderLoadStatus;
}

export const initialOrderState: OrderState = {
  cartId: null,
  order: null,
  loadStatus: 'NONE',
};

const slice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    orderRequested(state, action: PayloadAction<string>) {
      if (state.cartId === action.payload) return;
      state.cartId = action.payload;
      state.order = null;
      state.loadStatus = 'NONE';
    },
    orderLoaded(state, action: PayloadAction<Order>) {
      state.order = action.payload;
      state.loadStatus = 'LOADED';
    },
    orderFailed(state) {
      state.loadStatus = 'FAILURE';
    },
  },
});

export const orderActions = slice.actions;
export const orderReducer = slice.reducer;
