import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer } from '@store/shared';
import {
  addressSaved,
  checkoutRequested,
  checkoutLoaded,
  orderLoadSettled,
} from '../store/checkoutLifecycle';
import type { StateMessage } from '../i18n/stateMessage';
import { hasFullAddress } from './addressSchema';

export type AddressStatus = 'editing' | 'saving' | 'saved';

/** The customer step. The saved customer itself is the server's, on the checkout slice's checkout. */
export interface AddressState {
  status: AddressStatus;
  /** Address-verification message shown above the street field. */
  message: StateMessage | null;
  /** Address-verification suggestion: the modal is open while set. */
  suggestion: { original: Customer; suggested: Customer } | null;
  /** Address save failures (payment errors live in the payment slice). */
  error: StateMessage | null;
}

export const initialAddressState: AddressState = {
  status: 'editing',
  message: null,
  suggestion: null,
  error: null,
};

const slice = createSlice({
  name: 'address',
  initialState: initialAddressState,
  reducers: {
    submitAddress(
      state,
      _action: PayloadAction<{ customer: Customer; skipVerification?: boolean }>,
    ) {
      state.status = 'saving';
      state.message = null;
      state.suggestion = null;
      state.error = null;
    },
    addressSuggested(state, action: PayloadAction<{ original: Customer; suggested: Customer }>) {
      state.suggestion = action.payload;
      state.status = 'editing';
    },
    addressRejected(state, action: PayloadAction<StateMessage>) {
      state.message = action.payload;
      state.status = 'editing';
    },
    addressFailed(state, action: PayloadAction<StateMessage>) {
      state.error = action.payload;
      state.status = 'editing';
    },
    suggestionDismissed(state) {
      state.suggestion = null;
    },
    addressEditStarted(state) {
      state.status = 'editing';
    },
  },
  extraReducers: (b) => {
    b.addCase(checkoutRequested, () => initialAddressState);
    b.addCase(addressSaved, (state) => {
      state.status = 'saved';
    });
    // A checkout that already has the whole address shows its summary, not the form.
    b.addCase(checkoutLoaded, (state, action) => {
      state.status = hasFullAddress(action.payload.customer) ? 'saved' : 'editing';
    });
    b.addCase(orderLoadSettled, () => initialAddressState);
  },
});

export const addressActions = { ...slice.actions, addressSaved };
export const addressReducer = slice.reducer;

declare module '../store/types' {
  interface RootState {
    address: AddressState;
  }
}
