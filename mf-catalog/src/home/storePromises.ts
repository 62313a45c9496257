import { FREE_RETURN_DAYS, type ProductTile } from '@store/shared';
import type { IntlShape } from 'react-intl';
import { HOME_MESSAGES as m } from './messages';

/**
 * SPEC §1: "Shoppers also see social proof, delivery and return information, and a 30 Day Free
 * Return Policy banner." The words are ours (home/messages.ts); the return days are the store's
 * rule.
 */
export function storePromises(intl: IntlShape, orders: number): string[] {
  return [
    intl.formatMessage(m.returnBanner, { days: FREE_RETURN_DAYS }),
    intl.formatMessage(m.deliveryNote),
    socialProof(intl, orders),
  ];
}

/** Orders placed across the products shown: the store's social proof. */
export function ordersPlaced(tiles: readonly Pick<ProductTile, 'orders'>[]): number {
  return tiles.reduce(
    (sum, t) => sum + (Number.isFinite(t.orders) && t.orders > 0 ? t.orders : 0),
    0,
  );
}

/**
 * "Loved by fans: 1,337 orders" — an ICU plural, the count grouped in the shopper's language; just
 * the praise for none.
 */
export function socialProof(intl: IntlShape, orders: number): string {
  return intl.formatMessage(m.lovedByFans, { count: orders > 0 ? orders : 0 });
}
