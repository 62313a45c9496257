import type { FastifyReply, FastifyRequest } from 'fastify';
import Cookies from 'js-cookie';
import { CART_COOKIE_DAYS, cartCookieText, parsePersistedCart } from '@store/shared/src/cart';
import type { PersistedCart } from '@store/shared/src/types';
import { cartCookieName } from '@store/shared/src/constants';

/**
 * The per-store cart cookie as the store server reads and writes it for the form actions: the
 * same name, text (shared's `cartCookieText`), encoding (js-cookie's own converter, which mf-cart
 * writes through) and attributes (`storeCookieAttributes`: the whole site, SameSite=Lax, Secure on
 * https, a year), so the browser path and the form path read each other's carts byte for byte.
 */
export function readCartCookie(req: FastifyRequest, storeSlug: string): PersistedCart {
  const raw = req.cookies[cartCookieName(storeSlug)];
  return parsePersistedCart(typeof raw === 'string' ? raw : null).cart;
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
  void reply.setCookie(cartCookieName(storeSlug), cartCookieText(cart), {
    encode: (text) => Cookies.converter.write(text, ''),
    path: '/',
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires: new Date(now + CART_COOKIE_DAYS * 864e5),
  });
}
