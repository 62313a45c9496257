import type { ViewedCampaign } from '../../api/calls/tracking';
import { bootConfigOf } from '../bootConfig';
import { campaignGetVars } from './campaignGetVars';
import { CAMPAIGN_ID_ATTRIBUTE, CAMPAIGN_SENT_ATTRIBUTE } from './pageIds';

/** The tracking host as the page's boot data holds it. */
function trackingHost(doc: Document): string | null {
  const host = (bootConfigOf(doc)?.hosts as { tracking?: unknown } | undefined)?.tracking;
  return typeof host === 'string' ? host : null;
}

/**
 * A listing is viewed when it is shown, not when its scripts run: a server-rendered listing waits
 * for the shopper's first touch before it loads the shell (server/src/afterPaint.ts), so this
 * (built alone to `store-page-view.js`, deferred, same origin) tells the tracking service of the
 * listing in the HTML as soon as the page is parsed: POST {tracking}/tracking/viewed_campaign,
 * fire and forget, `keepalive` so a shopper who leaves at once is still counted. It marks `<html>`
 * so the catalog's listing page does not tell it again when it goes live (`takeSentCampaignView`).
 * A page without a listing id or tracking host sends nothing and leaves the telling to the app.
 */
export function sendCampaignView(
  doc: Document = document,
  send: typeof fetch = (...args) => fetch(...args),
): void {
  const campaignId = doc
    .querySelector(`[${CAMPAIGN_ID_ATTRIBUTE}]`)
    ?.getAttribute(CAMPAIGN_ID_ATTRIBUTE);
  const host = trackingHost(doc);
  if (!campaignId || host === null) return;
  doc.documentElement.setAttribute(CAMPAIGN_SENT_ATTRIBUTE, campaignId);
  const body: ViewedCampaign = {
    campaign_id: campaignId,
    referrer: doc.referrer,
    get_vars: campaignGetVars(doc.location.search),
  };
  send(`${host}/tracking/viewed_campaign`, {
    method: 'POST',
    keepalive: true,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/**
 * True once, for the listing `store-page-view.js` already told the tracking service of; the
 * mark is taken so a later view of the same listing in this page (back and forth) is told again.
 */
export function takeSentCampaignView(campaignId: string, doc: Document = document): boolean {
  const root = doc.documentElement;
  if (root.getAttribute(CAMPAIGN_SENT_ATTRIBUTE) !== campaignId) return false;
  root.removeAttribute(CAMPAIGN_SENT_ATTRIBUTE);
  return true;
}
