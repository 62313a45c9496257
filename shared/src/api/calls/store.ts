import type { SupportCategory, ThemeData } from '../../types';
import { send } from '../send';
import { supportArticlesCall, themeCall } from './storeCalls';
import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';

export * from './storeCalls';

export const getTheme = (siteKey: string): Promise<ThemeData> => send(themeCall(siteKey));

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

export const getSupportArticles = (storeSlug: string): Promise<{ categories: SupportCategory[] }> =>
  send(supportArticlesCall(storeSlug));
