import Cookies from 'js-cookie';
import { bus, cartCookieName, countPersistedCart } from '@store/shared';
import { useSyncExternalStore } from 'react';

/** What the store's cart cookie alone says; 0 for a missing, unreadable or malformed cookie. */
export function cookieCartCount(storeSlug: string): number {
  try {
    return countPersistedCart(Cookies.get(cartCookieName(storeSlug)));
  } catch {
    return 0;
  }
}

/**
 * The cart count published by the cart service (sticky `cart:changed`). Until the service speaks
 * (it is loading, or it could not load at all) the pill shows what the cart cookie holds, so an
 * outage of mf-cart never shows an empty cart the shopper does not have.
 */
export function useCartCount(storeSlug: string): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => {
      const published = bus.last('cart:changed');
      if (!published) return cookieCartCount(storeSlug);
      return typeof published.count === 'number' && Number.isFinite(published.count)
        ? published.count
        : 0;
    },
    // A server-rendered page is the same for every shopper: no cart in it. The browser's own
    // count follows at once after hydration.
    () => 0,
  );
}

function subscribeToCart(onChange: () => void): () => void {
  const sub = bus.on('cart:changed').subscribe(() => onChange());
  return () => sub.unsubscribe();
}
