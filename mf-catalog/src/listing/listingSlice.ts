import type { ItemViewed } from './viewItem';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartAddPayload } from '../app/cartCommands';

export type { CartAddPayload };

export interface AddToCartRequest {
  cart: CartAddPayload;
  /** Fields for the add_to_cart analytics event. */
  analytics: { title: string; price: number; currency: string; variant: string };
}

/** The listing page's flow state; the listing and its inventory are reads (catalogApi). */
export interface ListingState {
  slug: string | null;
  /** Waiting for the cart service to say it stored the item. */
  adding: boolean;
  confirmationOpen: boolean;
}

const initialState: ListingState = {
  slug: null,
  adding: false,
  confirmationOpen: false,
};

export const listingSlice = createSlice({
  name: 'listing',
  initialState,
  reducers: {
    /** Another listing is on screen: nothing of the previous one's add is pending or open. */
    listingOpened(state, action: PayloadAction<{ slug: string }>) {
      if (state.slug === action.payload.slug) return;
      state.slug = action.payload.slug;
      state.adding = false;
      state.confirmationOpen = false;
    },
    addListingToCart(state, _action: PayloadAction<AddToCartRequest>) {
      state.adding = true;
    },
    /** The cart service stored the item: only now is "Added to cart" true. */
    addToCartConfirmed(state, _action: PayloadAction<AddToCartRequest>) {
      state.adding = false;
      state.confirmationOpen = true;
    },
    addToCartFailed(state) {
      state.adding = false;
    },
    itemViewed(_state, _action: PayloadAction<ItemViewed>) {},
    /** A listing was shown: the tracking service hears of it once per listing opened. */
    campaignViewed(
      _state,
      _action: PayloadAction<{ listingId: string; search: string; referrer: string }>,
    ) {},
    cartConfirmationClosed(state) {
      state.confirmationOpen = false;
    },
  },
});

export const {
  listingOpened,
  campaignViewed,
  addListingToCart,
  addToCartConfirmed,
  addToCartFailed,
  cartConfirmationClosed,
  itemViewed,
} = listingSlice.actions;
