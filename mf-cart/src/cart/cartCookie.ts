import Cookies from 'js-cookie';
import {
  cartCookieName,
  cartCookieText,
  CART_COOKIE_DAYS,
  parsePersistedCart,
  storeCookieAttributes,
  type PersistedCart,
} from '@store/shared';

export function writeCartCookie(storeSlug: string, cart: PersistedCart): void {
  Cookies.set(
    cartCookieName(storeSlug),
    cartCookieText(cart),
    storeCookieAttributes(CART_COOKIE_DAYS),
  );
}

/**
 * Reads the store's cart cookie. A malformed cookie never throws: valid entries are kept, the rest
 * dropped, and the cookie is rewritten with what was kept.
 */
export function readCartCookie(storeSlug: string): PersistedCart {
  let text: string | undefined;
  try {
    text = Cookies.get(cartCookieName(storeSlug));
  } catch {
    text = undefined;
  }
  const { cart, changed } = parsePersistedCart(text);
  if (changed) writeCartCookie(storeSlug, cart);
  return cart;
}
