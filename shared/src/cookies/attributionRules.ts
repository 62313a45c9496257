import { AFFILIATE_COOKIE_SECONDS } from '../constants';

// SPEC §5, §7 and §9: where a checkout's affiliate and traffic source come from. Pure rules (no
// js-cookie, no document), so the browser (./attribution, reading and writing its cookies) and
// the store server's forms (server/src/actions: Add to cart remembers, Checkout reads) apply the
// same one.

/** The affiliate cookie (7 days) and the TikTok attribution cookie (2 hours), SPEC §7 and §9. */
export const AFFILIATE_COOKIE = 'aid';
export const TIKTOK_COOKIE = 'tt_attribution';
export const TIKTOK_SOURCE = 'TTEC';

/** The TikTok visit lasts 2 hours. */
const TIKTOK_COOKIE_DAYS = 2 / 24;

/** A cookie a landing page's address asks to be kept: its name, value and lifetime in days. */
export interface AttributionCookie {
  name: string;
  value: string;
  days: number;
}

/**
 * What a landing page's query (`search`) asks to remember: an `aid` for 7 days (a link to a
 * listing must not lose it), and `utm_source=TTEC` marks the visit as TikTok's for 2 hours.
 */
export function attributionCookies(search: string): AttributionCookie[] {
  const params = new URLSearchParams(search);
  const aid = cleanAffiliate(params.get('aid'));
  const cookies: AttributionCookie[] = [];
  if (aid)
    cookies.push({ name: AFFILIATE_COOKIE, value: aid, days: AFFILIATE_COOKIE_SECONDS / 86_400 });
  if (params.get('utm_source') === TIKTOK_SOURCE)
    cookies.push({ name: TIKTOK_COOKIE, value: TIKTOK_SOURCE, days: TIKTOK_COOKIE_DAYS });
  return cookies;
}

/** Whether a landing page's query asks to remember anything (attributionCookies is not empty). */
export function asksForAttribution(search: string): boolean {
  const params = new URLSearchParams(search);
  // cleanAffiliate keeps an `aid` with any of its characters (spelled here without it: this runs
  // in the 2 KB after-paint script).
  return /[A-Za-z0-9-]/.test(params.get('aid') ?? '') || params.get('utm_source') === TIKTOK_SOURCE;
}

/** A cookie's value by name, undefined when there is none (or it cannot be read). */
export type CookieReader = (name: string) => string | undefined;

/** SPEC §5: the affiliate code is stripped to letters, digits and hyphens; empty means none. */
export function cleanAffiliate(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const clean = raw.replace(/[^A-Za-z0-9-]/g, '').slice(0, 100);
  return clean.length > 0 ? clean : null;
}

/** The affiliate code for a checkout: the URL's (`search`) first, else the remembered one. */
export function affiliateFrom(search: string, cookie: CookieReader): string | null {
  return (
    cleanAffiliate(new URLSearchParams(search).get('aid')) ??
    cleanAffiliate(cookie(AFFILIATE_COOKIE))
  );
}

/** The checkout's traffic source: the URL's utm_source, else TikTok while its 2 hours last. */
export function trafficSourceFrom(search: string, cookie: CookieReader): string | null {
  const source = new URLSearchParams(search).get('utm_source');
  if (source) return source.slice(0, 100);
  return cookie(TIKTOK_COOKIE) === TIKTOK_SOURCE ? TIKTOK_SOURCE : null;
}
