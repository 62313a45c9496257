import { currentRequestScope } from './requestScope';

/**
 * The raw cart cookie of the request a page is rendered for, on the server. A render worker never
 * sees a request's headers: the store server passes the one cookie the cart page is made from
 * (the shell's render host sets it per request), and mf-cart's server store reads its cart from
 * here where the browser's reads `document.cookie`. Keyed by a versioned symbol so every copy of
 * shared on the worker reaches the same value.
 */
const CART_COOKIE = Symbol.for('@store/ssr-cart-cookie/v1');

export function setServerCartCookie(text: string | null): void {
  currentRequestScope()?.slots.set(CART_COOKIE, text);
}

/** Null in the browser, outside a render, and for a request without a cart cookie. */
export function serverCartCookie(): string | null {
  const v = currentRequestScope()?.slots.get(CART_COOKIE);
  return typeof v === 'string' ? v : null;
}
