import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addCartItem,
  DEFAULT_REGION,
  removeCartItems,
  setCartQuantity,
  type AddItemInput,
  type CartMap,
  type Listing,
  type PersistedCart,
} from '@store/shared';
import type { CartCommand } from './cartAck';
import { buildCartLine, inventoryKey, listingKey } from './cartRules';

type ListingEntry =
  | { status: 'loading' }
  | { status: 'loaded'; listing: Listing }
  /** `gone`: the API said the listing is no more (404), on a page the server rendered. */
  | { status: 'error'; message: string; gone?: boolean };

export { MIXED_REGION } from '@store/shared';

export interface CartState {
  items: CartMap;
  /** The region the cart's items were added in: the buyer region, or MIXED. */
  region: string;
  /** The shopper's current region (the shell's localization); new items come from it. */
  buyerRegion: string;
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
  buyerRegion: DEFAULT_REGION,
  loaded: false,
  listings: {},
  inventory: {},
  fetchingCart: false,
  fetchingInventory: false,
};

const isEmpty = (state: CartState) => Object.keys(state.items).length === 0;

const anyLoading = (listings: Record<string, ListingEntry>) =>
  Object.values(listings).some((l) => l.status === 'loading');

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartLoaded(state, action: PayloadAction<PersistedCart>) {
      state.items = action.payload.items;
      state.region = isEmpty(state) ? state.buyerRegion : action.payload.region;
      state.loaded = true;
    },
    // The edits are shared's (cart/cartEdits): the store server's form actions run the same.
    itemAdded(state, action: PayloadAction<AddItemInput>) {
      addCartItem(state, action.payload, state.buyerRegion);
    },
    itemRemoved(state, action: PayloadAction<{ sku: string }>) {
      removeCartItems(state, [action.payload.sku], state.buyerRegion);
    },
    quantitySet(state, action: PayloadAction<{ sku: string; quantity: number }>) {
      setCartQuantity(state, action.payload.sku, action.payload.quantity, state.buyerRegion);
    },
    itemsRemoved(state, action: PayloadAction<{ skus: string[] }>) {
      removeCartItems(state, action.payload.skus, state.buyerRegion);
    },
    cartCleared(state) {
      state.items = {};
      state.region = state.buyerRegion;
    },
    /**
     * The shopper's region changed: an empty cart takes it at once; items already in the cart keep
     * the region they came from until one is added from the new region (then MIXED).
     */
    regionSet(state, action: PayloadAction<string>) {
      state.buyerRegion = action.payload;
      if (isEmpty(state)) state.region = action.payload;
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
    listingFailed(state, action: PayloadAction<{ key: string; message: string; gone?: boolean }>) {
      const { key, message, gone } = action.payload;
      state.listings[key] = gone
        ? { status: 'error', message, gone }
        : { status: 'error', message };
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
