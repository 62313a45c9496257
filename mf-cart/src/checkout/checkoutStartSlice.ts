import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartPageActions } from '../page/cartPageSlice';

interface CheckoutStartState {
  /** A checkout is being created: Checkout is busy. */
  creating: boolean;
  /** Items were taken out of the cart because they cannot be bought: the page says so. */
  unavailableNotice: boolean;
  /** Where the page goes next (the created checkout, or back to the cart); the view navigates. */
  goTo: string | null;
}

const initialState: CheckoutStartState = { creating: false, unavailableNotice: false, goTo: null };

const checkoutStartSlice = createSlice({
  name: 'checkoutStart',
  initialState,
  reducers: {
    /** Checkout pressed, with what only the page knows: the remote's props and the URL. */
    checkoutRequested(
      _state,
      _action: PayloadAction<{
        storeSlug: string;
        previewMode: boolean;
        search: string;
        pathname: string;
      }>,
    ) {},
    checkoutStarted(state) {
      state.creating = true;
      state.unavailableNotice = false;
    },
    checkoutSettled(
      state,
      action: PayloadAction<{ unavailableNotice: boolean; goTo: string | null }>,
    ) {
      state.creating = false;
      state.unavailableNotice = action.payload.unavailableNotice;
      state.goTo = action.payload.goTo;
    },
    navigated(state) {
      state.goTo = null;
    },
  },
  extraReducers: (builder) => {
    // An attempt is the page's: leaving or coming back forgets it (its answer is dropped too).
    builder
      .addCase(cartPageActions.opened, () => initialState)
      .addCase(cartPageActions.closed, () => initialState);
  },
});

export const checkoutStartActions = checkoutStartSlice.actions;
export const checkoutStartReducer = checkoutStartSlice.reducer;
