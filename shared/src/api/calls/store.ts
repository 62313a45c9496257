import type { BuyerLocalization, LocalizationDetails, ThemeData } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

/** GET {theme host}?siteKey&accessCode — 404 or failure means the default theme is used. */
export function getTheme(siteKey: string, accessCode?: string | null): Promise<ThemeData> {
  return fetchJson(
    'Get theme',
    withQuery(`${getRuntimeConfig().hosts.theme}/`, { siteKey, accessCode }),
    { retries: 0 },
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
