import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Checkout } from '@store/shared';
import {
  addressSaved,
  checkoutLifecycle,
  checkoutRequested,
  checkoutLoaded,
  checkoutResumed,
  deliveryOptionSaved,
  orderCompleted,
  orderLoadSettled,
  type ThankYouParams,
} from './checkoutLifecycle';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CheckoutState {
  id: string | null;
  storeSlug: string;
  checkout: Checkout | null;
  status: LoadStatus;
  loadError: string | null;
  store: { name: string; region: string } | null;
  completed: ThankYouParams | null;
  /** Loaded through a valid encrypted `?id=` link (see checkoutLink.ts). */
  linked: boolean;
  /** Loaded by the store server's render and not yet taken over by the browser (checkoutResumed). */
  renderedOnServer: boolean;
}

export const initialCheckoutState: CheckoutState = {
  id: null,
  storeSlug: '',
  checkout: null,
  status: 'idle',
  loadError: null,
  store: null,
  completed: null,
  linked: false,
  renderedOnServer: false,
};

const slice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    linkOpened(state) {
      state.linked = true;
    },
    checkoutFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    storeLoaded(state, action: PayloadAction<{ name: string; region: string }>) {
      state.store = action.payload;
    },
    checkoutUpdated(state, action: PayloadAction<Checkout>) {
      state.checkout = action.payload;
    },
    setMarketingOptIn(state, action: PayloadAction<boolean>) {
      if (state.checkout) state.checkout.marketingOptIn = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(checkoutRequested, (state, action) => ({
      ...initialCheckoutState,
      id: action.payload.id,
      storeSlug: action.payload.storeSlug,
      store: state.store,
      status: 'loading' as const,
      renderedOnServer: action.payload.onServer === true,
    }));
    b.addCase(checkoutResumed, (state) => {
      state.renderedOnServer = false;
    });
    b.addCase(checkoutLoaded, (state, action) => {
      state.checkout = action.payload;
      state.status = 'loaded';
    });
    b.addCase(orderCompleted, (state, action) => {
      state.checkout = action.payload.checkout;
      state.completed = action.payload.params;
    });
    // A feature's save answers with the whole checkout: it is kept here, once.
    b.addCase(addressSaved, (state, action) => {
      state.checkout = action.payload;
    });
    b.addCase(deliveryOptionSaved, (state, action) => {
      state.checkout = action.payload;
    });
    b.addCase(orderLoadSettled, (state) => ({ ...initialCheckoutState, store: state.store }));
  },
});

export const checkoutActions = { ...slice.actions, ...checkoutLifecycle };
export const checkoutReducer = slice.reducer;
