/**
 * On the root of a server-rendered listing's view: the listing id the tracking service is told
 * about (SPEC §7 viewed_campaign; a listing is a "campaign" in its words).
 */
export const CAMPAIGN_ID_ATTRIBUTE = 'data-campaign-id';

/**
 * On `<html>` once `store-page-view.js` has told the tracking service of the listing the page
 * was served with: the listing id. The catalog's listing page takes it (once) instead of telling
 * the service again when it goes live.
 */
export const CAMPAIGN_SENT_ATTRIBUTE = 'data-campaign-sent';
