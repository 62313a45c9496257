import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Cookies from 'js-cookie';
import {
  CART_COOKIE_DAYS,
  cartCookieText,
  MAX_COOKIE_CHARS,
  parsePersistedCart,
} from '@store/shared/src/cart';
import type { PersistedCart } from '@store/shared/src/types';
import { cartCookieName, checkoutCookieName } from '@store/shared/src/constants';
import { CHECKOUT_COOKIE_DAYS, storeCookieAttributes } from '@store/shared/src/cookies';

/**
 * The store cookies the form actions read and write (the cart, the current checkout's id, and
 * through `storeCookieOptions` the saved Preferences), as the bundles do in the browser: the same names, encoding (js-cookie's own converter, which mf-cart
 * writes through) and attributes (`storeCookieAttributes`: the whole site, SameSite=Lax, Secure on
 * https, the cookie's days), so the browser path and the form path read each other's cookies byte
 * for byte.
 */
export function storeCookieOptions(
  req: FastifyRequest,
  days: number,
  now: number,
): CookieSerializeOptions {
  const attributes = storeCookieAttributes(days, `${req.protocol}:`);
  return {
    encode: (text) => Cookies.converter.write(text, ''),
    path: attributes.path,
    sameSite: 'lax',
    secure: attributes.secure,
    // js-cookie's `expires` in days, turned into a date the way js-cookie does.
    expires: new Date(now + days * 864e5),
  };
}

/** The cart cookie's text as sent (null when missing or longer than shared's parser reads). */
export function rawCartCookie(req: FastifyRequest, storeSlug: string): string | null {
  const raw = req.cookies[cartCookieName(storeSlug)];
  return typeof raw === 'string' && raw.length <= MAX_COOKIE_CHARS ? raw : null;
}

/** The cart the shopper's cart cookie holds (shared's `parsePersistedCart`: repaired, not trusted). */
export function readCartCookie(req: FastifyRequest, storeSlug: string): PersistedCart {
  return parsePersistedCart(rawCartCookie(req, storeSlug)).cart;
}

/** The Set-Cookie value js-cookie would write for this cart (tests compare the bytes). */
export function cartCookieValue(cart: PersistedCart): string {
  return Cookies.converter.write(cartCookieText(cart), '');
}

export function writeCartCookie(
  reply: FastifyReply,
  req: FastifyRequest,
  storeSlug: string,
  cart: PersistedCart,
  now = Date.now(),
): void {
  void reply.setCookie(
    cartCookieName(storeSlug),
    cartCookieText(cart),
    storeCookieOptions(req, CART_COOKIE_DAYS, now),
  );
}

/** Remembers the store's current checkout, as mf-cart's `rememberCheckoutId` does (one day). */
export function writeCheckoutCookie(
  reply: FastifyReply,
  req: FastifyRequest,
  storeSlug: string,
  checkoutId: string,
  now = Date.now(),
): void {
  void reply.setCookie(
    checkoutCookieName(storeSlug),
    checkoutId,
    storeCookieOptions(req, CHECKOUT_COOKIE_DAYS, now),
  );
}
