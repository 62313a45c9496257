import { normalizeQuantity, addToMap, toCartItem, type AddItemInput } from './persistedCart';
import type { CartMap, PersistedCart } from '../types/cart';

/** SPEC §3 Cart: the cart's region when its items came from different buyer regions. */
export const MIXED_REGION = 'MIXED';

/**
 * The cart's edits, one implementation for both paths: mf-cart's reducer runs them on its draft
 * in the browser, and the store server's form actions (server/src/actions) on the cart it read
 * from the cookie. Each mutates `cart` (an Immer draft or a plain object) and says whether it
 * changed anything. `buyerRegion` is the shopper's current region: an empty cart takes it, a cart
 * filled in another region becomes MIXED.
 */
export type EditableCart = Pick<PersistedCart, 'items' | 'region'>;

const isEmpty = (items: CartMap) => Object.keys(items).length === 0;

/** Adds a line (merged by SKU, capped); false when the input is not a valid line. */
export function addCartItem(cart: EditableCart, input: AddItemInput, buyerRegion: string): boolean {
  const item = toCartItem(input);
  if (!item) return false;
  if (isEmpty(cart.items)) cart.region = buyerRegion;
  else if (cart.region !== buyerRegion) cart.region = MIXED_REGION;
  addToMap(cart.items, item);
  return true;
}

/** Removes the lines with these SKUs; an emptied cart takes the buyer's region again. */
export function removeCartItems(cart: EditableCart, skus: string[], buyerRegion: string): boolean {
  const present = skus.filter((sku) => sku in cart.items);
  for (const sku of present) delete cart.items[sku];
  if (isEmpty(cart.items)) cart.region = buyerRegion;
  return present.length > 0;
}

/** Sets a line's quantity: 0 removes it, an unusable quantity changes nothing. */
export function setCartQuantity(
  cart: EditableCart,
  sku: string,
  quantity: number,
  buyerRegion: string,
): boolean {
  const item = cart.items[sku];
  if (!item) return false;
  if (quantity === 0) return removeCartItems(cart, [sku], buyerRegion);
  const q = normalizeQuantity(quantity);
  if (q === null) return false;
  item.quantity = q;
  return true;
}

/** The cookie's text for a cart: what mf-cart and the store server both write. */
export const cartCookieText = (cart: EditableCart): string =>
  JSON.stringify({ items: cart.items, region: cart.region });

/** Long-lived: a cart survives a year without visits. */
export const CART_COOKIE_DAYS = 365;
