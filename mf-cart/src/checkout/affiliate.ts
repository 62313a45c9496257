import Cookies from 'js-cookie';
import { AFFILIATE_COOKIE_SECONDS, storeCookieAttributes } from '@store/shared';

export const AFFILIATE_COOKIE = 'aid';

/** SPEC 5: the affiliate code is stripped to letters, digits and hyphens; empty means none. */
export function cleanAffiliate(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const clean = raw.replace(/[^A-Za-z0-9-]/g, '').slice(0, 100);
  return clean.length > 0 ? clean : null;
}

/** The affiliate code from the `aid` query parameter (remembered 7 days), else from its cookie. */
export function readAffiliate(search: string): string | null {
  const fromQuery = cleanAffiliate(new URLSearchParams(search).get('aid'));
  if (fromQuery) {
    Cookies.set(
      AFFILIATE_COOKIE,
      fromQuery,
      storeCookieAttributes(AFFILIATE_COOKIE_SECONDS / 86400),
    );
    return fromQuery;
  }
  return cleanAffiliate(Cookies.get(AFFILIATE_COOKIE));
}

/** utm_source of the current URL, if any. */
export function readTrafficSource(search: string): string | null {
  const source = new URLSearchParams(search).get('utm_source');
  return source ? source.slice(0, 100) : null;
}
