import { buildSku, toCents, toDollars, type CartItem, type CartLine } from '@store/shared';

// Which line can be shown and its price (buildCartLine), and the key a fetched listing is kept
// under (listingKey), are shared with the store server's form actions: @store/shared
// `cart/cartLine` and `cart/checkoutStart`.
export { buildCartLine, listingKey } from '@store/shared';

// The cookie format rules (quantities, item validation, parsing) are a shared contract: see
// @store/shared `cart/persistedCart`, which the shell's pill reads too.

/** Key of the inventory map: listing-colour-size (the SKU of the item). */
export const inventoryKey = (item: Pick<CartItem, 'listingId' | 'colorId' | 'sizeId'>) =>
  buildSku(item.listingId, item.colorId, item.sizeId);

/** Sum of line totals in dollars, computed in cents. */
export function subtotalOf(lines: Pick<CartLine, 'totalPrice'>[]): number {
  return toDollars(lines.reduce((sum, l) => sum + toCents(l.totalPrice), 0));
}
