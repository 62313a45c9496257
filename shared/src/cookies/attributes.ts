/** The attributes js-cookie takes that every store cookie sets the same way. */
export interface StoreCookieAttributes {
  expires?: number;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

/**
 * Attributes for a cookie the store writes from the browser: the whole site, SameSite=Lax, and
 * Secure whenever the page itself is on https (never sent in clear). `days` omitted: a session
 * cookie.
 */
export function storeCookieAttributes(
  days?: number,
  protocol: string = typeof location === 'undefined' ? '' : location.protocol,
): StoreCookieAttributes {
  const secure = protocol === 'https:';
  return { ...(days === undefined ? {} : { expires: days }), path: '/', sameSite: 'Lax', secure };
}

/**
 * The current checkout id opens the shopper's details (address, email, phone) to whoever holds it,
 * so its cookie lives one day, not a week: long enough to come back to an open checkout.
 */
export const CHECKOUT_COOKIE_DAYS = 1;
