import { buildCartLine, type ReceivedListing } from './cartLine';
import type { CartItem } from '../types/cart';
import type { CreateCheckoutBody } from '../types/checkout';

// SPEC §4/§5 (checkout start): which cart items may still be sold, and what a new checkout is
// made of, run by runCheckout.ts for the cart service in the browser (mf-cart) and the store
// server's Checkout form (server/src/actions). Node-safe: relative imports only, no bus, no
// document.

/** Key of a fetched listing: its slug and the product asked for. */
export function listingKey(item: Pick<CartItem, 'slug' | 'productId'>): string {
  return `${item.slug}?pid=${item.productId}`;
}

/** What an item's listing is asked by (GET /v1/listings?slug&storeSlug&productId). */
export interface ListingLookup {
  slug: string;
  productId: string;
  storeSlug: string;
}

/** Asks for each listing key of the items once; the answer of an item's listing by item. */
export function oncePerListing<A>(
  items: CartItem[],
  storeSlug: string,
  ask: (q: ListingLookup) => Promise<A>,
): (item: CartItem) => Promise<A> {
  const byKey = new Map<string, Promise<A>>();
  for (const item of items) {
    const key = listingKey(item);
    if (!byKey.has(key))
      byKey.set(key, ask({ slug: item.slug, productId: item.productId, storeSlug }));
  }
  return (item) => byKey.get(listingKey(item)) as Promise<A>;
}

/**
 * Revalidates each item against its listing (SPEC 5), one fetch per listing key. A failed or empty
 * fetch counts the item as valid; an item is invalid when its listing says it is private, gone, or
 * out of stock (`buildCartLine` is null).
 */
export async function findInvalidItems(
  items: CartItem[],
  storeSlug: string,
  getListing: (q: ListingLookup) => Promise<ReceivedListing | null>,
): Promise<CartItem[]> {
  const listingOf = oncePerListing(items, storeSlug, (q) =>
    getListing(q).then(
      (l) => (l && typeof l === 'object' ? l : null),
      () => null,
    ),
  );
  const results = await Promise.all(
    items.map(async (item) => {
      const listing = await listingOf(item);
      return listing && !buildCartLine(item, listing) ? item : null;
    }),
  );
  return results.filter((i): i is CartItem => i !== null);
}

/** The create-checkout body: only SKUs and quantities of the cart are sent (the server prices). */
export function checkoutBody(
  items: Pick<CartItem, 'sku' | 'quantity'>[],
  storeSlug: string,
  trafficSource: string | null,
  affiliate: string | null,
): CreateCheckoutBody {
  return {
    lineItems: items.map(({ sku, quantity }) => ({ sku, quantity })),
    storeSlug,
    trafficSource,
    affiliate,
  };
}
