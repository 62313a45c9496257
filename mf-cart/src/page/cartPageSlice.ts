import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine } from '@store/shared';

interface CartPageState {
  /** The page is on screen: its preloads and its unavailable-items timer run only then. */
  open: boolean;
  /** The unavailable-items modal is showing (SPEC 4). */
  unavailableModal: boolean;
}

const initialState: CartPageState = { open: false, unavailableModal: false };

const cartPageSlice = createSlice({
  name: 'cartPage',
  initialState,
  reducers: {
    // Each visit starts afresh: nothing of an earlier visit's modal shows again.
    opened: () => ({ ...initialState, open: true }),
    closed: () => initialState,
    /** The shopper is about to check out (hover or focus of Checkout): load its code ahead. */
    checkoutPreloadWanted() {},
    unavailableModalOpened(state) {
      state.unavailableModal = true;
    },
    /** OK in the unavailable-items modal: it closes and those items leave the cart. */
    unavailableConfirmed(state, _action: PayloadAction<{ skus: string[] }>) {
      state.unavailableModal = false;
    },
    lineQuantityChosen(_state, _action: PayloadAction<{ line: CartLine; quantity: number }>) {},
    lineRemoveChosen(_state, _action: PayloadAction<{ line: CartLine }>) {},
  },
});

export const cartPageActions = cartPageSlice.actions;
export const cartPageReducer = cartPageSlice.reducer;
