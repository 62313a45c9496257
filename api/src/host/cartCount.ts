import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { countPersistedCart } from '@store/shared/src/cart';
import { CART_COUNT_SLOT } from '@store/shared/src/constants';
import { rawCartCookie } from './actions/cartCookie';
import { cartBadgeLabel } from '@store/shared/src/format/cartBadge';

/**
 * The header's cart count in the first HTML. A server render is shared by every shopper (its
 * worker never sees a cookie), so the shell's pill renders `CART_COUNT_SLOT`; the page writer
 * fills in the shopper's own count, read from their cart cookie with the shell's own parser, as
 * it sends the page. Written pages are kept per label ("0" … "99+"), never per shopper.
 */
export function cartLabels() {
  // The label is a function of the cookie's text alone, and a shopper sends the same text with
  // every page: parsing it (the shared parser validates each line) was 5 % of a cached page.
  // Bounded in count and in the cookie text kept (a cookie may be 64 KB).
  const labels = new LRUCache<string, string>({
    max: 2000,
    maxSize: 1024 * 1024,
    sizeCalculation: (_label, raw) => Math.max(1, raw.length),
  });
  return (req: FastifyRequest, storeSlug: string): string => {
    const raw = rawCartCookie(req, storeSlug);
    if (raw === null) return cartBadgeLabel(0);
    let label = labels.get(raw);
    if (label === undefined) {
      label = cartBadgeLabel(countPersistedCart(raw));
      labels.set(raw, label);
    }
    return label;
  };
}

export const withCartCount = (html: string, label: string): string =>
  html.replaceAll(CART_COUNT_SLOT, label);
