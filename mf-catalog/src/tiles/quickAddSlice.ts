import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing } from '../listing/listingData';

export interface QuickAddTarget {
  tileId: string;
  slug: string;
  productId: string;
  title: string;
}

export interface QuickAddState {
  target: QuickAddTarget | null;
  /** A preview session: the owner's panel offers private colours too (selection.ts). */
  preview: boolean;
  /** 'adding': waiting for the cart service to say it stored the item. */
  status: 'idle' | 'loading' | 'options' | 'adding' | 'failed';
  listing: Listing | null;
  modal: 'quick-add-confirmation' | 'quick-add-out-of-stock' | null;
  /** Title of the item the modal is about. */
  modalTitle: string;
}

const initialState: QuickAddState = {
  target: null,
  preview: false,
  status: 'idle',
  listing: null,
  modal: null,
  modalTitle: '',
};

export const quickAddSlice = createSlice({
  name: 'quickAdd',
  initialState,
  reducers: {
    quickAddRequested(
      state,
      action: PayloadAction<{ target: QuickAddTarget; storeSlug: string; preview?: boolean }>,
    ) {
      state.target = action.payload.target;
      state.preview = action.payload.preview === true;
      state.status = 'loading';
      state.listing = null;
    },
    quickAddListingLoaded(state, action: PayloadAction<Listing>) {
      state.status = 'options';
      state.listing = action.payload;
    },
    quickAddFailed(state) {
      state.status = 'failed';
    },
    quickAddPanelClosed(state) {
      state.target = null;
      state.status = 'idle';
      state.listing = null;
    },
    quickAddSubmitted(state, _action: PayloadAction<{ colorId: string; sizeId: string }>) {
      if (state.status === 'options') state.status = 'adding';
    },
    /** The cart did not store the item (an error toast says so); the panel closes. */
    quickAddCartFailed(state) {
      state.target = null;
      state.status = 'idle';
      state.listing = null;
    },
    quickAddAdded(state, action: PayloadAction<{ title: string }>) {
      state.modal = 'quick-add-confirmation';
      state.modalTitle = action.payload.title;
      state.target = null;
      state.status = 'idle';
      state.listing = null;
    },
    quickAddRefusedOutOfStock(state, action: PayloadAction<{ title: string }>) {
      state.modal = 'quick-add-out-of-stock';
      state.modalTitle = action.payload.title;
      state.target = null;
      state.status = 'idle';
      state.listing = null;
    },
    quickAddModalClosed(state) {
      state.modal = null;
    },
  },
});

export const {
  quickAddRequested,
  quickAddListingLoaded,
  quickAddFailed,
  quickAddPanelClosed,
  quickAddSubmitted,
  quickAddCartFailed,
  quickAddAdded,
  quickAddRefusedOutOfStock,
  quickAddModalClosed,
} = quickAddSlice.actions;
