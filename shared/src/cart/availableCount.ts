import { buildCartLine, type ReceivedListing } from './cartLine';
import { oncePerListing, type ListingLookup } from './checkoutStart';
import type { CartItem } from '../types/cart';

// SPEC §5: "The cart count includes only items with quantity, inventory above 0 and non-private
// visibility." The count of the header's pill, as mf-cart's `selectCount` makes it in the browser,
// for the store server's first HTML (server/src/cartCount.ts). Node-safe: relative imports only.

/**
 * What a listing lookup answered: the listing; `null` when the API answered without one (gone,
 * refused, failed: the live cart shows that item as unavailable); `undefined` when no answer came
 * in time (the live cart counts such an item by its stored quantity until its listing answers).
 */
export type ListingAnswer = ReceivedListing | null | undefined;

/** The cart's count: available items by their quantity, one lookup per listing key. */
export async function countAvailable(
  items: CartItem[],
  storeSlug: string,
  getListing: (q: ListingLookup) => Promise<ListingAnswer>,
): Promise<number> {
  const listingOf = oncePerListing(items, storeSlug, (q) =>
    getListing(q).then(
      (l) => (l === undefined || (l && typeof l === 'object') ? l : null),
      () => null,
    ),
  );
  let count = 0;
  for (const item of items) {
    const listing = await listingOf(item);
    if (listing === undefined) count += item.quantity;
    else if (listing) count += buildCartLine(item, listing)?.quantityInCart ?? 0;
  }
  return count;
}
