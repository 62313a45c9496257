import type { BuyerLocalization, LocalizationDetails, ThemeData } from '../../types';
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

/** GET /v1/localization_details?storeId={slug} */
export function getLocalizationDetails(storeSlug: string): Promise<LocalizationDetails> {
  return fetchJson(
    'Get localization details',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/localization_details`, {
      storeId: storeSlug,
    }),
  );
}

/** GET /v1/buyer_localization?storeSlug (path chosen by us: the spec does not show it). */
export function getBuyerLocalization(storeSlug: string): Promise<BuyerLocalization> {
  return fetchJson(
    'Get buyer localization',
    withQuery(`${getRuntimeConfig().hosts.backend}/v1/buyer_localization`, { storeSlug }),
  );
}

/** POST {tracking}/tracking/viewed_campaign */
export async function trackViewedCampaign(body: {
  campaign_id: string;
  referrer: string;
  get_vars: Record<string, string>;
}): Promise<void> {
  await fetchJson(
    'Track viewed campaign',
    `${getRuntimeConfig().hosts.tracking}/tracking/viewed_campaign`,
    {
      method: 'POST',
      body,
      retries: 0,
    },
  );
}
