import { toCents, toDollars } from '../money/cents';
import { variantText } from '../products/variants';
import type { CartLine } from '../types/cart';

// SPEC §7 cart events, one shape for both paths: mf-cart's epics push them on the live page, and
// the store server's cart forms carry them to the page the shopper lands on
// (server/src/actions/actionEvent.ts). Node-safe: relative imports only.

/** A cart line as analytics names an item (GA4's `items`), `quantity` the part concerned. */
export const analyticsItem = (l: CartLine, quantity = l.quantity) => ({
  item_id: l.sku,
  item_name: l.title,
  item_variant: variantText(l.colorName, l.selectedSize.label),
  price: l.price,
  quantity,
});

/** `remove_from_cart` for `quantity` of a line (all of it by default). */
export const removeFromCartEvent = (line: CartLine, quantity = line.quantity) => ({
  event: 'remove_from_cart',
  ecommerce: { items: [analyticsItem(line, quantity)] },
});

/**
 * `begin_checkout` for the cart's lines: their subtotal, in the currency the server priced them in
 * (`currency` when there is no line to tell).
 */
export const beginCheckoutEvent = (lines: CartLine[], currency: string) => ({
  event: 'begin_checkout',
  ecommerce: {
    currency: lines[0]?.currency ?? currency,
    value: toDollars(lines.reduce((sum, l) => sum + toCents(l.totalPrice), 0)),
    items: lines.map((l) => analyticsItem(l)),
  },
});
