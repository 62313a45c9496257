// SPEC §5, §7 and §9: where a checkout's affiliate and traffic source come from. Pure rules (no
// js-cookie, no document), so the browser (./attribution, reading its cookies) and the store
// server's Checkout form (api/src/host/actions, reading the request's cookies) apply the same one.

/** The affiliate cookie (7 days) and the TikTok attribution cookie (2 hours), SPEC §7 and §9. */
export const AFFILIATE_COOKIE = 'aid';
export const TIKTOK_COOKIE = 'tt_attribution';
export const TIKTOK_SOURCE = 'TTEC';

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
