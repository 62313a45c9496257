import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Checkout } from '@store/shared';
import { addressActions } from '../address/addressSlice';
import { checkoutRequested } from '../store/checkoutLifecycle';
import { theirs, type StateMessage } from '../i18n/stateMessage';

/**
 * The promo code's request state. Which code is applied is never kept here: it is the server's
 * `checkout.promoCode`, so a reload, another update or a removal can never leave the two apart.
 */
export interface PromoState {
  /** A request in flight. */
  pending: 'apply' | 'remove' | null;
  /** The form is shown although a code is applied ('Change code'). */
  changing: boolean;
  /** From server errors whose source pointer mentions promoCode (SPEC §5); null when none came back. */
  error: StateMessage | null;
  /** The code was entered before an address (SPEC §8's warning); no request was made. */
  needsAddress: boolean;
  /** Bumped on every failure so the form clears the code it sent (SPEC §4: "code cleared"). */
  failures: number;
}

export const initialPromoState: PromoState = {
  pending: null,
  changing: false,
  error: null,
  needsAddress: false,
  failures: 0,
};

const slice = createSlice({
  name: 'promo',
  initialState: initialPromoState,
  reducers: {
    applyPromo(state, _action: PayloadAction<{ code: string }>) {
      state.pending = 'apply';
      state.error = null;
      state.needsAddress = false;
    },
    removePromo(state) {
      state.pending = 'remove';
      state.error = null;
      state.needsAddress = false;
    },
    /** The server answered the update: its promoCodeErrors (usually none) replace ours. */
    promoSaved(state, action: PayloadAction<Checkout>) {
      state.pending = null;
      state.changing = false;
      const serverError = action.payload.promoCodeErrors[0];
      state.error = serverError ? theirs(serverError) : null;
    },
    promoFailed(state, action: PayloadAction<StateMessage>) {
      state.pending = null;
      state.error = action.payload;
      state.failures += 1;
    },
    /** Unlike a failure this keeps the code: it can be applied once the address is in. */
    promoHeldForAddress(state) {
      state.pending = null;
      state.needsAddress = true;
    },
    promoChangeStarted(state) {
      state.changing = true;
      state.error = null;
    },
    promoChangeCancelled(state) {
      state.changing = false;
      state.error = null;
      state.needsAddress = false;
    },
  },
  extraReducers: (b) => {
    // Another checkout is a fresh start; a saved address answers the warning.
    b.addCase(checkoutRequested, () => initialPromoState);
    b.addCase(addressActions.addressSaved, (state) => {
      state.needsAddress = false;
    });
  },
});

export const promoActions = slice.actions;
export const promoReducer = slice.reducer;

declare module '../store/types' {
  interface RootState {
    promo: PromoState;
  }
}
