import { FREE_RETURN_DAYS, type ProductTile } from '@store/shared';

/**
 * SPEC §1: "Shoppers also see social proof, delivery and return information, and a 30 Day Free
 * Return Policy banner." The words are ours; the return days are the store's rule.
 */
export const RETURN_BANNER = `${FREE_RETURN_DAYS} Day Free Return Policy`;
export const DELIVERY_NOTE = 'Printed on demand for you, shipped within a few business days';

/** Orders placed across the products shown: the store's social proof. */
export function ordersPlaced(tiles: readonly Pick<ProductTile, 'orders'>[]): number {
  return tiles.reduce(
    (sum, t) => sum + (Number.isFinite(t.orders) && t.orders > 0 ? t.orders : 0),
    0,
  );
}

/** "Loved by fans: 1,337 orders" (grouped in the shopper's language); just the praise for none. */
export function socialProof(orders: number, locale?: string): string {
  if (!(orders > 0)) return 'Loved by fans';
  const n = new Intl.NumberFormat(locale).format(orders);
  return `Loved by fans: ${n} ${orders === 1 ? 'order' : 'orders'}`;
}
