import Cookies from 'js-cookie';
import { AFFILIATE_COOKIE_SECONDS } from '../constants';
import { storeCookieAttributes } from './index';

/** The affiliate cookie (7 days) and the TikTok attribution cookie (2 hours), SPEC §7 and §9. */
export const AFFILIATE_COOKIE = 'aid';
export const TIKTOK_COOKIE = 'tt_attribution';
export const TIKTOK_SOURCE = 'TTEC';
const TIKTOK_COOKIE_DAYS = 2 / 24;
const DAY_SECONDS = 86_400;

/** SPEC §5: the affiliate code is stripped to letters, digits and hyphens; empty means none. */
export function cleanAffiliate(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const clean = raw.replace(/[^A-Za-z0-9-]/g, '').slice(0, 100);
  return clean.length > 0 ? clean : null;
}

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
  return (
    cleanAffiliate(new URLSearchParams(search).get('aid')) ??
    cleanAffiliate(readCookie(AFFILIATE_COOKIE))
  );
}

/** The checkout's traffic source: the URL's utm_source, else TikTok while its 2 hours last. */
export function readTrafficSource(search = ''): string | null {
  const source = new URLSearchParams(search).get('utm_source');
  if (source) return source.slice(0, 100);
  return readCookie(TIKTOK_COOKIE) === TIKTOK_SOURCE ? TIKTOK_SOURCE : null;
}
