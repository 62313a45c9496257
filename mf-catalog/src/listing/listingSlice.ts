import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing } from '@store/shared';
import type { CartAddPayload } from '../app/cartCommands';
import { inventoryKey } from './selection';

export type { CartAddPayload };

export interface AddToCartRequest {
  cart: CartAddPayload;
  /** Fields for the add_to_cart analytics event. */
  analytics: { title: string; price: number; currency: string; variant: string };
}

export interface ListingState {
  slug: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'notFound';
  listing: Listing | null;
  error: string | null;
  /** Inventory per colour-size, from GET /v1/inventory. */
  inventory: Record<string, number>;
  /** Waiting for the cart service to say it stored the item. */
  adding: boolean;
  confirmationOpen: boolean;
}

const initialState: ListingState = {
  slug: null,
  status: 'idle',
  listing: null,
  error: null,
  inventory: {},
  adding: false,
  confirmationOpen: false,
};

export const listingSlice = createSlice({
  name: 'listing',
  initialState,
  reducers: {
    listingRequested(
      state,
      action: PayloadAction<{ slug: string; storeSlug: string; productId?: string | null }>,
    ) {
      state.slug = action.payload.slug;
      state.status = 'loading';
      state.listing = null;
      state.error = null;
      state.adding = false;
      state.confirmationOpen = false;
    },
    listingLoaded(state, action: PayloadAction<Listing>) {
      state.status = 'loaded';
      state.listing = action.payload;
    },
    listingFailed(state, action: PayloadAction<string>) {
      state.status = 'notFound';
      state.error = action.payload;
    },
    inventoryRequested(_state, _action: PayloadAction<{ colorId: string; sizeId: string }>) {},
    inventoryLoaded(
      state,
      action: PayloadAction<{ colorId: string; sizeId: string; count: number }>,
    ) {
      const { colorId, sizeId, count } = action.payload;
      state.inventory[inventoryKey(colorId, sizeId)] = count;
    },
    addToCartRequested(state, _action: PayloadAction<AddToCartRequest>) {
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
    itemViewed(
      _state,
      _action: PayloadAction<{
        productId: string;
        title: string;
        price: number;
        currency: string;
        productType: string;
      }>,
    ) {},
    cartConfirmationClosed(state) {
      state.confirmationOpen = false;
    },
  },
});

export const {
  listingRequested,
  listingLoaded,
  listingFailed,
  inventoryRequested,
  inventoryLoaded,
  addToCartRequested,
  addToCartConfirmed,
  addToCartFailed,
  cartConfirmationClosed,
  itemViewed,
} = listingSlice.actions;
