import Cookies from 'js-cookie';
import { AFFILIATE_COOKIE_SECONDS } from '../constants';
import {
  AFFILIATE_COOKIE,
  TIKTOK_COOKIE,
  TIKTOK_SOURCE,
  affiliateFrom,
  cleanAffiliate,
  trafficSourceFrom,
} from './attributionRules';
import { storeCookieAttributes } from './index';

// The rules themselves (which parameter, which cookie, how a code is cleaned) are Node-safe in
// ./attributionRules, which the store server's Checkout form applies to the request's cookies.
export { AFFILIATE_COOKIE, TIKTOK_COOKIE, TIKTOK_SOURCE, cleanAffiliate };

const TIKTOK_COOKIE_DAYS = 2 / 24;
const DAY_SECONDS = 86_400;

function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined; // a malformed cookie header reads as none
  }
}

/**
 * Any landing page: an `aid` in the URL is kept 7 days (a link to a listing must not lose it),
 * and `utm_source=TTEC` marks the visit as TikTok's for 2 hours. The shell calls this on every
 * page it routes.
 */
export function rememberAttribution(search: string): void {
  const params = new URLSearchParams(search);
  const aid = cleanAffiliate(params.get('aid'));
  if (aid)
    Cookies.set(
      AFFILIATE_COOKIE,
      aid,
      storeCookieAttributes(AFFILIATE_COOKIE_SECONDS / DAY_SECONDS),
    );
  if (params.get('utm_source') === TIKTOK_SOURCE)
    Cookies.set(TIKTOK_COOKIE, TIKTOK_SOURCE, storeCookieAttributes(TIKTOK_COOKIE_DAYS));
}

/** The affiliate code for a checkout: the URL's first, else the remembered one. */
export function readAffiliate(search = ''): string | null {
  return affiliateFrom(search, readCookie);
}

/** The checkout's traffic source: the URL's utm_source, else TikTok while its 2 hours last. */
export function readTrafficSource(search = ''): string | null {
  return trafficSourceFrom(search, readCookie);
}
