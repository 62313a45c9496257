import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod } from '@store/shared';
import { checkoutLifecycle as L, orderLoadSettled } from '../store/checkoutLifecycle';
import type { StateMessage } from '../i18n/stateMessage';

/** Payment step state. Never card data: that stays in the method's view (see collector.ts). */
export interface PaymentState {
  /** The shopper's choice; null = the default method (SPEC §4). */
  method: PaymentMethod | null;
  submitting: boolean;
  /** Mapped card / provider message after a payment call failed. */
  cardError: StateMessage | null;
  /** SPEC §8: submit failure with message 'Stripe error'. */
  stripeError: StateMessage | null;
  /** SPEC §8: any other submit failure (the checkout error). */
  error: StateMessage | null;
  /** The Afterpay failure screen is showing this message (SPEC §4/§8). */
  afterpayFailure: StateMessage | null;
}

export const initialPaymentState: PaymentState = {
  method: null,
  submitting: false,
  cardError: null,
  stripeError: null,
  error: null,
  afterpayFailure: null,
};

const settled = (state: PaymentState) => {
  state.submitting = false;
};

const slice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.method = action.payload;
      state.cardError = null;
      state.stripeError = null;
      state.error = null;
    },
    /** The buy button (or wallet button) of the chosen method was pressed. */
    placeOrder(state, _action: PayloadAction<{ method: PaymentMethod }>) {
      state.submitting = true;
      state.cardError = null;
      state.stripeError = null;
      state.error = null;
    },
    /** Came back from an approval page with a succeeded payment: submitting it. */
    paymentReturned(state, _action: PayloadAction<{ paymentId: string }>) {
      state.submitting = true;
    },
    paymentFailed(state, action: PayloadAction<StateMessage>) {
      settled(state);
      state.cardError = action.payload;
    },
    submitFailed(
      state,
      action: PayloadAction<{ stripeError?: StateMessage | null; error?: StateMessage | null }>,
    ) {
      settled(state);
      state.stripeError = action.payload.stripeError ?? null;
      state.error = action.payload.error ?? null;
    },
    paymentCancelled: settled,
    afterpayDeclined(state, action: PayloadAction<StateMessage>) {
      settled(state);
      state.afterpayFailure = action.payload;
    },
    /** 4 s after the Afterpay failure screen: on to card or PayPal (null: neither is offered). */
    afterpayRedirected(state, action: PayloadAction<PaymentMethod | null>) {
      state.afterpayFailure = null;
      if (action.payload) state.method = action.payload;
    },
    /** The browser is being sent to a provider: stays busy until it leaves. */
    orderRedirected(_state, _action: PayloadAction<string>) {},
  },
  extraReducers: (b) => {
    b.addCase(L.orderCompleted, settled);
    b.addCase(L.checkoutRequested, () => initialPaymentState);
    b.addCase(orderLoadSettled, () => initialPaymentState);
  },
});

export const paymentActions = slice.actions;
export const paymentReducer = slice.reducer;

declare module '../store/types' {
  interface RootState {
    payment: PaymentState;
  }
}
