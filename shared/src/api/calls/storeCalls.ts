import type { SupportCategory, ThemeData } from '../../types';
import type { ApiCall } from '../call';

// The store's calls as data (call.ts): Node-safe, read by the store server too.

/**
 * GET {theme host}?siteKey — 404 or failure means the default theme is used. SPEC §7 also sends
 * accessCode; the browser no longer holds the code (its access session cookie opens the store).
 */
export const themeCall = (siteKey: string): ApiCall<ThemeData> => ({
  name: 'Get theme',
  host: 'theme',
  path: '/',
  query: { siteKey },
  retries: 0,
});

/** GET {backend}/v1/support/articles?storeSlug (path chosen by us): the help centre's articles. */
export const supportArticlesCall = (
  storeSlug: string,
): ApiCall<{ categories: SupportCategory[] }> => ({
  name: 'Get support articles',
  host: 'backend',
  path: '/v1/support/articles',
  query: { storeSlug },
});
