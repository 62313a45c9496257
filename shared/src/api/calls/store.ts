import type { SupportCategory, ThemeData } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

/**
 * GET {theme host}?siteKey — 404 or failure means the default theme is used. SPEC §7 also sends
 * accessCode; the browser no longer holds the code (its access session cookie opens the store).
 */
export function getTheme(siteKey: string): Promise<ThemeData> {
  return fetchJson('Get theme', withQuery(`${getRuntimeConfig().hosts.theme}/`, { siteKey }), {
    retries: 0,
  });
}

/**
 * POST {backend}/v1/access_sessions (path chosen by us): trades the access code for the HttpOnly
 * session cookie. A wrong code is a 401 (fetchJson then announces auth:required → /login).
 */
export function openAccessSession(
  storeSlug: string,
  accessCode: string,
): Promise<{ locked: boolean }> {
  return fetchJson(
    'Open access session',
    `${getRuntimeConfig().hosts.backend}/v1/access_sessions`,
    {
      method: 'POST',
      body: { storeSlug, accessCode },
      retries: 0,
    },
  );
}

/** GET {backend}/v1/support/articles?storeSlug (path chosen by us): the help centre's articles. */
export function getSupportArticles(storeSlug: string): Promise<{ categories: SupportCategory[] }> {
  return fetchJson(
    'Get support articles',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/support/articles`, { storeSlug }),
  );
}
