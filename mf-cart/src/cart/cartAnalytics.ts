import { variantText, type CartLine } from '@store/shared';

/** A cart line as analytics names an item (GA4's `items`), `quantity` the part concerned. */
export const analyticsItem = (l: CartLine, quantity = l.quantity) => ({
  item_id: l.sku,
  item_name: l.title,
  item_variant: variantText(l.colorName, l.selectedSize.label),
  price: l.price,
  quantity,
});
