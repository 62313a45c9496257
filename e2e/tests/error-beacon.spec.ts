import { expect, test, type Page, type Request } from '../support/test';
import { storeErrors, watchBusAndErrors } from '../support/federation';

// The browser error beacon (shell/src/boot/errorReporting.ts → POST /api/telemetry/errors): a
// remote that fails to load reaches the operator, not only the page's `store:error` hook. The
// page's reports go in one batch a moment after the failure (BEACON_DELAY_MS, 2 s), each failure
// once, without query strings (the retries' `?mf-retry=n` URLs among them).

const FALLBACK = 'This part of the store is unavailable right now.';
const BEACON_PATH = '/api/telemetry/errors';
/** The batching delay plus a generous margin for a loaded machine. */
const AFTER_BATCH_MS = 5_000;

interface BeaconReport {
  kind: string;
  remote?: string;
  module?: string;
  message: string;
}

const isBeacon = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === BEACON_PATH;

/**
 * The bodies the page hands to navigator.sendBeacon, read in the page: Playwright cannot read a
 * beacon's Blob body in Chromium (microsoft/playwright#12231). The beacon itself still goes out
 * through the browser's own sendBeacon; the requests and answers are watched on the network.
 */
async function recordBeaconBodies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __beaconBodies: string[] };
    w.__beaconBodies = [];
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((t) => w.__beaconBodies.push(t));
      else if (typeof data === 'string') w.__beaconBodies.push(data);
      return original(url, data);
    };
  });
}

const beaconBodies = (page: Page) =>
  page.evaluate(() => (window as unknown as { __beaconBodies: string[] }).__beaconBodies);

test('a remote whose entry fails to load is reported to the beacon once (no second beacon within a batch time)', async ({
  page,
}) => {
  await watchBusAndErrors(page);
  await recordBeaconBodies(page);
  const requests: Request[] = [];
  const statuses: number[] = [];
  page.on('request', (r) => {
    if (isBeacon(r)) requests.push(r);
  });
  page.on('response', (r) => {
    if (isBeacon(r.request())) statuses.push(r.status());
  });
  await page.route('**/remotes/mf-support/remoteEntry.js*', (route) =>
    route.abort('connectionrefused'),
  );

  await page.goto('/support');
  // The page as a shopper sees it: the fallback in the page area, the store around it.
  await expect(page.getByRole('main').getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect
    .poll(() => storeErrors(page))
    .toContainEqual(expect.objectContaining({ kind: 'remote-load', remote: 'mf-support' }));

  await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Time for a second beacon, were the page to send one (it must not: one failure, one report).
  await page.waitForTimeout(AFTER_BATCH_MS);
  expect(requests).toHaveLength(1);
  // Accepted by the store server: same origin, allowed by the page's CSP and the request checks.
  await expect.poll(() => statuses).toEqual([204]);

  const bodies = await beaconBodies(page);
  expect(bodies).toHaveLength(1);
  const { reports } = JSON.parse(bodies[0]!) as { reports: BeaconReport[] };
  expect(reports).toContainEqual({
    kind: 'remote-load',
    remote: 'mf-support',
    module: 'mf_support/Routes',
    message: expect.stringContaining('mf_support/Routes'),
  });
  expect(reports.filter((r) => r.remote === 'mf-support')).toHaveLength(1);
  for (const r of reports) expect(r.message).not.toContain('?');

  // Leaving the page sends what is still queued: nothing, so no second beacon.
  await page.unroute('**/remotes/mf-support/remoteEntry.js*');
  await page.goto('about:blank');
  expect(requests).toHaveLength(1);
});
