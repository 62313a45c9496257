import { createSelector } from '@reduxjs/toolkit';
import type { CartItem, CartLine } from '@store/shared';
import { buildCartLine, listingKey, subtotalOf } from './cartRules';
import type { RootState } from '../store/store';

/** The cart's selectors read only its slice (tests build just that). */
type CartRoot = Pick<RootState, 'cart'>;

const selectItems = (s: CartRoot) => s.cart.items;
const selectListings = (s: CartRoot) => s.cart.listings;
const selectRegion = (s: CartRoot) => s.cart.region;

interface ItemView {
  item: CartItem;
  status: 'pending' | 'available' | 'unavailable';
  line: CartLine | null;
  /** Listing title, when the listing answered. */
  title?: string;
}

const selectItemViews = createSelector([selectItems, selectListings], (items, listings) =>
  Object.values(items).map((item): ItemView => {
    const entry = listings[listingKey(item)];
    if (!entry || entry.status === 'loading') return { item, status: 'pending', line: null };
    if (entry.status === 'error') return { item, status: 'unavailable', line: null };
    const line = buildCartLine(item, entry.listing);
    return { item, status: line ? 'available' : 'unavailable', line, title: entry.listing.title };
  }),
);

/** Display lines: items whose listing loaded and is available. */
export const selectLines = createSelector([selectItemViews], (views) =>
  views.filter((v) => v.line).map((v) => v.line as CartLine),
);

/** Items that cannot be shown (listing error, unavailable, private, out of stock). */
export const selectUnavailableItems = createSelector([selectItemViews], (views) =>
  views
    .filter((v) => v.status === 'unavailable')
    .map((v): CartItem & { title?: string } => (v.title ? { ...v.item, title: v.title } : v.item)),
);

/** True until the persisted cart is read and every item's listing has answered. */
export const selectLoading = createSelector(
  [(s: CartRoot) => s.cart.loaded, selectItemViews],
  (loaded, views) => !loaded || views.some((v) => v.status === 'pending'),
);

/**
 * Cart count: quantities of items that are in stock and not private. An item whose listing has
 * not answered yet counts by its stored quantity (so the pill is right before listings load).
 */
export const selectCount = createSelector([selectItemViews], (views) =>
  views.reduce(
    (n, v) => n + (v.status === 'pending' ? v.item.quantity : v.line ? v.line.quantityInCart : 0),
    0,
  ),
);

export const selectSubtotal = createSelector([selectLines], (lines) => subtotalOf(lines));

export const selectChangedPayload = createSelector(
  [selectCount, selectLines, selectRegion, selectLoading],
  (count, lines, region, loading) => ({ count, lines, region, loading }),
);
