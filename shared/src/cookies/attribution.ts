import Cookies from 'js-cookie';
import {
  AFFILIATE_COOKIE,
  TIKTOK_COOKIE,
  TIKTOK_SOURCE,
  affiliateFrom,
  attributionCookies,
  cleanAffiliate,
  trafficSourceFrom,
} from './attributionRules';
import { storeCookieAttributes } from './attributes';

// The rules themselves (which parameter, which cookie, how a code is cleaned) are Node-safe in
// ./attributionRules, which the store server's Checkout form applies to the request's cookies.
export { AFFILIATE_COOKIE, TIKTOK_COOKIE, TIKTOK_SOURCE, cleanAffiliate };

function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined; // a malformed cookie header reads as none
  }
}

/**
 * Any landing page: what its URL asks to remember (`attributionCookies`: the affiliate, a TikTok
 * visit). The shell calls this on every page it routes; the store server's Add to cart form does
 * the same for the page it was posted from.
 */
export function rememberAttribution(search: string): void {
  for (const { name, value, days } of attributionCookies(search))
    Cookies.set(name, value, storeCookieAttributes(days));
}

/** The affiliate code for a checkout: the URL's first, else the remembered one. */
export function readAffiliate(search = ''): string | null {
  return affiliateFrom(search, readCookie);
}

/** The checkout's traffic source: the URL's utm_source, else TikTok while its 2 hours last. */
export function readTrafficSource(search = ''): string | null {
  return trafficSourceFrom(search, readCookie);
}
