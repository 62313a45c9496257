import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToMap,
  DEFAULT_REGION,
  normalizeQuantity,
  toCartItem,
  type AddItemInput,
  type CartMap,
  type Listing,
  type PersistedCart,
} from '@store/shared';
import type { CartCommand } from './cartAck';
import { buildCartLine, inventoryKey, listingKey } from './cartRules';

export type ListingEntry =
  | { status: 'loading' }
  | { status: 'loaded'; listing: Listing }
  | { status: 'error'; message: string };

export interface CartState {
  items: CartMap;
  region: string;
  /** The persisted cart has been read. */
  loaded: boolean;
  /** Fetched listings keyed by listingKey (slug + product id). */
  listings: Record<string, ListingEntry>;
  /** listing-colour-size -> inventory count. */
  inventory: Record<string, number>;
  fetchingCart: boolean;
  fetchingInventory: boolean;
}

export const initialCartState: CartState = {
  items: {},
  region: DEFAULT_REGION,
  loaded: false,
  listings: {},
  inventory: {},
  fetchingCart: false,
  fetchingInventory: false,
};

const anyLoading = (listings: Record<string, ListingEntry>) =>
  Object.values(listings).some((l) => l.status === 'loading');

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartLoaded(state, action: PayloadAction<PersistedCart>) {
      state.items = action.payload.items;
      state.region = action.payload.region;
      state.loaded = true;
    },
    itemAdded(state, action: PayloadAction<AddItemInput>) {
      const item = toCartItem(action.payload);
      if (item) addToMap(state.items, item);
    },
    itemRemoved(state, action: PayloadAction<{ sku: string }>) {
      delete state.items[action.payload.sku];
    },
    quantitySet(state, action: PayloadAction<{ sku: string; quantity: number }>) {
      const { sku, quantity } = action.payload;
      const item = state.items[sku];
      if (!item) return;
      if (quantity === 0) {
        delete state.items[sku];
        return;
      }
      const q = normalizeQuantity(quantity);
      if (q !== null) item.quantity = q;
    },
    itemsRemoved(state, action: PayloadAction<{ skus: string[] }>) {
      for (const sku of action.payload.skus) delete state.items[sku];
    },
    cartCleared(state) {
      state.items = {};
    },
    regionSet(state, action: PayloadAction<string>) {
      state.region = action.payload;
    },
    listingRequested(state, action: PayloadAction<{ key: string }>) {
      state.listings[action.payload.key] = { status: 'loading' };
      state.fetchingCart = true;
    },
    listingLoaded(state, action: PayloadAction<{ key: string; listing: Listing }>) {
      const { key, listing } = action.payload;
      state.listings[key] = { status: 'loaded', listing };
      for (const item of Object.values(state.items)) {
        if (listingKey(item) !== key) continue;
        const line = buildCartLine(item, listing);
        state.inventory[inventoryKey(item)] = line ? line.inventoryCount : 0;
      }
      state.fetchingCart = anyLoading(state.listings);
    },
    listingFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.listings[action.payload.key] = { status: 'error', message: action.payload.message };
      state.fetchingCart = anyLoading(state.listings);
    },
    /** Forget fetched listings so they are fetched again (cart refresh). */
    listingsInvalidated(state) {
      state.listings = {};
      state.inventory = {};
    },
    /** Dispatched by the service at start: the epics read the persisted cart. */
    serviceStarted() {},
    /** A bus command that asked for an answer has been applied; the ack epic answers it. */
    commandHandled(_state, _action: PayloadAction<{ commandId: string; cmd: CartCommand }>) {},
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
