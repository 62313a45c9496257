import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  countAvailable,
  parsePersistedCart,
  type ListingAnswer,
  type ListingLookup,
} from '@store/shared/src/cart';
import { CART_COUNT_SLOT } from '@store/shared/src/constants';
import { rawCartCookie } from './actions/cartCookie';
import { cartBadgeLabel } from '@store/shared/src/format/cartBadge';
import { orAfter } from '@store/shared/node/orAfter';

/** A listing as the shopper's browser would get it (their cookies: an access code's session). */
export type CartListingLookup = (req: FastifyRequest, q: ListingLookup) => Promise<ListingAnswer>;

/**
 * How long the page waits for the cart's listings: past it, an item counts by its stored quantity
 * (as the live cart counts it until its listing answers) rather than holding the page.
 */
export const CART_COUNT_WAIT_MS = 300;
/** How long a count is kept for the same cookies: stock moves, a shopper browses in bursts. */
const KEPT_MS = 15_000;

/**
 * The header's cart count in the first HTML (SPEC §5: only items in stock and not private). A
 * server render is shared by every shopper (its worker never sees a cookie), so the shell's pill
 * renders `CART_COUNT_SLOT`; the page writer fills in the shopper's own count as it sends the
 * page: their cart cookie read with the shell's own parser, each line's listing asked of the API
 * as their browser would ask it (shared `countAvailable`, the live cart's rule), so the page does
 * not say "Cart (5)" for 2 available and 3 sold out. Written pages are kept per label ("0" …
 * "99+"), never per shopper; a count is kept a few seconds per shopper's cookies.
 */
export function cartLabels(lookup: CartListingLookup) {
  // Bounded in count and in the cookie text kept (a cookie may be 64 KB).
  const labels = new LRUCache<string, string>({
    max: 2000,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (_label, key) => Math.max(1, key.length),
    ttl: KEPT_MS,
  });
  return async (req: FastifyRequest, storeSlug: string): Promise<string> => {
    const raw = rawCartCookie(req, storeSlug);
    if (raw === null) return cartBadgeLabel(0);
    // The listings' answers depend on the shopper's session as well as on their cart.
    const key = `${storeSlug}\n${req.headers.cookie ?? raw}`;
    const kept = labels.get(key);
    if (kept !== undefined) return kept;
    const items = Object.values(parsePersistedCart(raw).cart.items);
    const count = await countAvailable(items, storeSlug, (q) =>
      orAfter(lookup(req, q), CART_COUNT_WAIT_MS, undefined),
    );
    const label = cartBadgeLabel(count);
    labels.set(key, label);
    return label;
  };
}

export const withCartCount = (html: string, label: string): string =>
  html.replaceAll(CART_COUNT_SLOT, label);
