import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';

export interface ViewedCampaign {
  /** The listing viewed (a "campaign" in the tracking service's words). */
  campaign_id: string;
  referrer: string;
  /** The page's query parameters except product, size and variation. */
  get_vars: Record<string, string>;
}

/** POST {tracking}/tracking/viewed_campaign (SPEC §7); fire and forget, never retried. */
export function trackViewedCampaign(body: ViewedCampaign): Promise<unknown> {
  return fetchJson(
    'Track viewed campaign',
    `${getRuntimeConfig().hosts.tracking}/tracking/viewed_campaign`,
    { method: 'POST', body, retries: 0 },
  );
}
