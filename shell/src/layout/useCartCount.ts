import Cookies from 'js-cookie';
import { bus, cartCookieName, countPersistedCart } from '@store/shared';
import { useEffect, useState } from 'react';

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
  const [count, setCount] = useState(
    () => bus.last('cart:changed')?.count ?? cookieCartCount(storeSlug),
  );
  useEffect(() => {
    const sub = bus.on('cart:changed').subscribe((p) => {
      setCount(typeof p?.count === 'number' && Number.isFinite(p.count) ? p.count : 0);
    });
    return () => sub.unsubscribe();
  }, []);
  return count;
}
