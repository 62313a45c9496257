import Cookies from 'js-cookie';
import {
  bus,
  CART_COUNT_ATTRIBUTE,
  CART_COUNT_SLOT,
  cartBadgeLabel,
  cartCookieName,
  countPersistedCart,
} from '@store/shared';
import { useSyncExternalStore } from 'react';

/** What the store's cart cookie alone says; 0 for a missing, unreadable or malformed cookie. */
export function cookieCartCount(storeSlug: string): number {
  try {
    return countPersistedCart(Cookies.get(cartCookieName(storeSlug)));
  } catch {
    return 0;
  }
}

const BADGE = /^(\d{1,2}|99\+)$/;

/**
 * The label the page was sent with, or null for a page the browser rendered. A server render is
 * shared by every shopper, so it holds a slot the store server fills as it sends the page: the
 * shopper's cart counted as the live cart counts it (only items still sold, each line's listing
 * asked: server/src/cartCount.ts). Hydration must render what the page shows, so the browser
 * reads it back from the pill.
 */
function sentBadge(): string | null {
  const sent = document
    .querySelector(`[${CART_COUNT_ATTRIBUTE}]`)
    ?.getAttribute(CART_COUNT_ATTRIBUTE);
  return sent && BADGE.test(sent) ? sent : null;
}

function sentLabel(): string {
  if (typeof document === 'undefined') return CART_COUNT_SLOT;
  return sentBadge() ?? '0';
}

/**
 * The cart pill's label ("3", "99+"): the count published by the cart service (sticky
 * `cart:changed`). Until the service speaks (it is loading, or it could not load at all) the pill
 * keeps the count the store server sent (it knows which items are still sold: "Cart (2)" for 2
 * available and 3 sold out, not "Cart (5)"), or on a page the browser rendered shows what the
 * cart cookie holds, so an outage of mf-cart never shows an empty cart the shopper does not have.
 */
export function useCartBadge(storeSlug: string): string {
  return useSyncExternalStore(
    subscribeToCart,
    () => {
      const published = bus.last('cart:changed');
      if (!published) return sentBadge() ?? cartBadgeLabel(cookieCartCount(storeSlug));
      return cartBadgeLabel(
        typeof published.count === 'number' && Number.isFinite(published.count)
          ? published.count
          : 0,
      );
    },
    sentLabel,
  );
}

function subscribeToCart(onChange: () => void): () => void {
  const sub = bus.on('cart:changed').subscribe(() => onChange());
  return () => sub.unsubscribe();
}
