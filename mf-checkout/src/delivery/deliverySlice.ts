import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeliveryOption } from '@store/shared';
import {
  checkoutRequested,
  deliveryOptionSaved,
  deliveryOptionsRequested,
  orderCompleted,
  orderLoadSettled,
} from '../store/checkoutLifecycle';

/** The delivery step. The saved option is the server's, on the checkout slice's checkout. */
export interface DeliveryState {
  options: DeliveryOption[];
  loading: boolean;
  /** Chosen but not yet saved (optimistic); cleared on save or failure. */
  pendingOptionId: string | null;
  afterpayUnavailable: boolean;
}

export const initialDeliveryState: DeliveryState = {
  options: [],
  loading: false,
  pendingOptionId: null,
  afterpayUnavailable: false,
};

const slice = createSlice({
  name: 'delivery',
  initialState: initialDeliveryState,
  reducers: {
    deliveryOptionsLoaded(state, action: PayloadAction<DeliveryOption[]>) {
      state.loading = false;
      state.options = action.payload;
    },
    deliveryOptionsFailed(state, action: PayloadAction<{ afterpayUnavailable: boolean }>) {
      state.loading = false;
      state.options = [];
      state.afterpayUnavailable = action.payload.afterpayUnavailable;
    },
    afterpayUnavailableClosed(state) {
      state.afterpayUnavailable = false;
    },
    /**
     * The shopper's (or the first loaded) choice. Whether it differs from the saved option is the
     * checkout's to say, so the epic decides and answers with deliveryOptionSaveStarted.
     */
    selectDeliveryOption(_state, _action: PayloadAction<string>) {},
    deliveryOptionSaveStarted(state, action: PayloadAction<string>) {
      state.pendingOptionId = action.payload;
    },
    /** A non-200 update: the previous option (still on the checkout) shows again. */
    deliveryOptionRestored(state) {
      state.pendingOptionId = null;
    },
  },
  extraReducers: (b) => {
    b.addCase(checkoutRequested, () => initialDeliveryState);
    b.addCase(deliveryOptionsRequested, (state) => {
      state.loading = true;
      state.options = [];
    });
    b.addCase(deliveryOptionSaved, (state) => {
      state.pendingOptionId = null;
    });
    b.addCase(orderCompleted, (state) => {
      state.options = [];
    });
    b.addCase(orderLoadSettled, () => initialDeliveryState);
  },
});

export const deliveryActions = { ...slice.actions, deliveryOptionsRequested, deliveryOptionSaved };
export const deliveryReducer = slice.reducer;

declare module '../store/types' {
  interface RootState {
    delivery: DeliveryState;
  }
}
