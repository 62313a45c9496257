import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Checkout, DeliveryOption } from '@store/shared';
import { checkoutRequested, orderCompleted, orderLoadSettled } from '../checkout/checkoutLifecycle';

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
    deliveryOptionsRequested(state) {
      state.loading = true;
      state.options = [];
    },
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
    /** The checkout slice takes the returned checkout. */
    deliveryOptionSaved(state, _action: PayloadAction<Checkout>) {
      state.pendingOptionId = null;
    },
    /** A non-200 update: the previous option (still on the checkout) shows again. */
    deliveryOptionRestored(state) {
      state.pendingOptionId = null;
    },
  },
  extraReducers: (b) => {
    b.addCase(checkoutRequested, () => initialDeliveryState);
    b.addCase(orderCompleted, (state) => {
      state.options = [];
    });
    b.addCase(orderLoadSettled, () => initialDeliveryState);
  },
});

export const deliveryActions = slice.actions;
export const deliveryReducer = slice.reducer;
