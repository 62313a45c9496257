import { RELATED_ITEMS_LIMIT, type CartItem, type ProductTile } from '@store/shared';

/**
 * The cart's 'You might also like' shelf: store products not already in the cart (by listing
 * slug), usable ones only, at most RELATED_ITEMS_LIMIT, in the store's order.
 */
export function shelfItems(
  // The store's products from the API's JSON: an entry may be null, and is skipped.
  products: readonly (ProductTile | null | undefined)[],
  cart: readonly Pick<CartItem, 'slug'>[],
  limit = RELATED_ITEMS_LIMIT,
): ProductTile[] {
  const inCart = new Set(cart.map((i) => i.slug));
  const seen = new Set<string>();
  const out: ProductTile[] = [];
  for (const p of products) {
    if (out.length >= limit) break;
    if (!p?.slug || inCart.has(p.slug) || seen.has(p.slug)) continue;
    if (!(p.title || p.name) || !Number.isFinite(p.price)) continue;
    seen.add(p.slug);
    out.push(p);
  }
  return out;
}
