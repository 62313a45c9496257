import { startLiveStore, type LiveStore } from '../support/liveStore';
import { livePort } from '../support/ports';
import { quickShopper } from '../support/quickShopper';
import { serverRendered } from '../support/serverRender';
import { vitalsWatching } from '../support/vitals';
import { expect, test, untilLive, type Page } from '../support/test';
import { isShellEntry } from '../support/shellEntry';

// Field vitals (shell/src/vitals → POST /api/telemetry/vitals → Prometheus histograms): a real
// page view in Chromium reports LCP, CLS, FCP, TTFB and, after a tap, INP, each counted once in
// /metrics with its page type, remote, render mode and form factor; a tap before the page is live
// is counted as an early action. A store server of its own, so its counts are this spec's alone.

const PORT = livePort(3);
const TOKEN = 'field-vitals-metrics-token';
const TEE = '/listing/tidepool-wave-tee';
const TEE_NAME = 'Tidepool Wave Tee';

let store: LiveStore;
test.beforeAll(async () => {
  store = await startLiveStore(PORT, { METRICS_TOKEN: TOKEN });
});
test.afterAll(() => store.stop());
test.describe.configure({ mode: 'serial' });

/** The series of one histogram family with every label given, by suffix and `le`. */
async function series(page: Page, family: string, labels: Record<string, string>) {
  const res = await page.request.get(`${store.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const values = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!m?.[1]?.startsWith(family)) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (!Object.entries(labels).every(([k, v]) => new RegExp(`^(${v})$`).test(found[k] ?? '')))
      continue;
    const key = `${m[1].slice(family.length)}${found.le ? `:${found.le}` : ''}`;
    values.set(key, (values.get(key) ?? 0) + Number(m[3]));
  }
  return values;
}

const count = async (page: Page, family: string, labels: Record<string, string>) =>
  (await series(page, family, labels)).get('_count') ?? 0;

/** Each family's count of the view, in one object: a failure shows which arrived and which not. */
async function counts(page: Page, families: string[], labels: Record<string, string>) {
  const all: Record<string, number> = {};
  for (const f of families) all[f] = await count(page, `store_field_${f}`, labels);
  return all;
}

for (const { width, speed, form } of [
  { width: 1280, speed: 1, form: 'desktop' },
  { width: 390, speed: 4, form: 'mobile' },
]) {
  test(`a listing viewed and tapped at ${width}px, ${speed}× CPU: each vital counted once with its tags`, async ({
    browser,
  }) => {
    const { context, page } = await quickShopper(browser, width, speed);
    try {
      const tags = { page: 'listing', remote: 'mf-catalog', render: 'render|cache', form };
      // Kept by the store server first: the view is tagged render or cache, never a fallback.
      await serverRendered(page.request, `${store.url}${TEE}`);
      await page.goto(`${store.url}${TEE}`);
      // The shopper sees the page, then moves: a key before its largest paint would end LCP
      // before it began. A listing's scripts wait for that move (a key that changes nothing).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            new PerformanceObserver((_list, observer) => {
              observer.disconnect();
              resolve();
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      await untilLive(page);
      await vitalsWatching(page);
      // An interaction: the shopper picks a size on the live page, and sees it picked.
      const xl = page
        .getByRole('radiogroup', { name: 'Size' })
        .getByRole('radio', { name: 'XL', exact: true });
      await xl.check();
      await expect(xl).toBeChecked();
      // INP runs to the paint that answers the tap: the browser has its timing once that paint is
      // presented (a page left before then has none for it).
      await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
      // Leaving the page hides it: the batch goes by sendBeacon as it unloads.
      await page.goto('about:blank');
      const families = ['lcp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds', 'inp_seconds'];
      families.push('hydration_seconds');
      await expect
        .poll(() => counts(page, families, tags), { timeout: 15_000 })
        .toEqual(Object.fromEntries(families.map((f) => [f, 1])));
      // Nothing was done before the page was live: one view, in the "none" bucket.
      const early = await series(page, 'store_field_early_actions', tags);
      expect(early.get('_count')).toBe(1);
      expect(early.get('_bucket:0')).toBe(1);
      // Counted once: the other form factor's view is its own series, never this one's.
      const other = form === 'desktop' ? 'mobile' : 'desktop';
      expect(await count(page, 'store_field_lcp_seconds', { ...tags, form: other })).toBe(
        form === 'desktop' ? 0 : 1,
      );
    } finally {
      await context.close();
    }
  });
}

test('a tap before the page is live is counted as an early action', async ({ browser }) => {
  const { context, page } = await quickShopper(browser, 1280, 1);
  try {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isShellEntry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${store.url}/`, { waitUntil: 'domcontentloaded' });
    // The shell is held back: the page is the server's markup, and the tap is kept for it.
    await page.getByRole('banner').getByRole('button', { name: 'Get notified' }).click();
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Get notified' })).toBeVisible();
    await vitalsWatching(page);
    await page.goto('about:blank');
    const tags = { page: 'home', remote: 'mf-catalog', render: 'render|cache', form: 'desktop' };
    await expect
      .poll(async () => (await series(page, 'store_field_early_actions', tags)).get('_sum'), {
        timeout: 15_000,
      })
      .toBe(1);
    const early = await series(page, 'store_field_early_actions', tags);
    expect(early.get('_count')).toBe(1);
    expect(early.get('_bucket:0')).toBe(0);
    expect(early.get('_bucket:1')).toBe(1);
  } finally {
    await context.close();
  }
});

/** The histogram's p75 bound: the smallest bucket holding three in four of the counts. */
function p75Bound(before: Map<string, number>, after: Map<string, number>): number {
  const total = (after.get('_count') ?? 0) - (before.get('_count') ?? 0);
  const bounds = [...after.keys()]
    .filter((k) => k.startsWith('_bucket:') && k !== '_bucket:+Inf')
    .map((k) => Number(k.slice('_bucket:'.length)))
    .sort((a, b) => a - b);
  for (const le of bounds) {
    const n = (after.get(`_bucket:${le}`) ?? 0) - (before.get(`_bucket:${le}`) ?? 0);
    if (n >= 0.75 * total) return le;
  }
  return Infinity;
}

test("first taps at 4× CPU on a phone: every quick shopper's view reports its INP to /metrics, and the p75 is read from there", async ({
  browser,
}) => {
  // Issue 58's goal, read where an owner reads it: the store's own /metrics, from the beacons of
  // shoppers who pick and add as soon as the listing paints (nothing waits for the page to be live).
  const tags = { page: 'listing', remote: 'mf-catalog', render: 'render|cache', form: 'mobile' };
  const { context: probe, page: reader } = await quickShopper(browser, 390, 1);
  const before = await series(reader, 'store_field_inp_seconds', tags);
  const inpViews = (now: Map<string, number>) =>
    (now.get('_count') ?? 0) - (before.get('_count') ?? 0);
  const RUNS = 4;
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await quickShopper(browser, 390, 4);
    try {
      await page.goto(`${store.url}${TEE}`, { waitUntil: 'commit' });
      await page
        .getByRole('radiogroup', { name: 'Size' })
        .getByRole('radio', { name: 'XL', exact: true })
        .check();
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      // The live page's dialog: the held tap got the SPEC's answer (not the form's notice).
      await expect(page.getByRole('dialog')).toContainText(`${TEE_NAME} was added to your cart.`, {
        timeout: 20_000,
      });
      await vitalsWatching(page);
      await page.goto('about:blank');
      // The view's beacon has come before its browser closes: a context closed at once can
      // cancel the request the hidden page queued (1 view in 4 at 4x CPU on two busy cores).
      await expect
        .poll(async () => inpViews(await series(reader, 'store_field_inp_seconds', tags)), {
          message: `the INP of view ${run + 1} in /metrics`,
          timeout: 15_000,
        })
        .toBe(run + 1);
    } finally {
      await context.close();
    }
  }
  const after = await series(reader, 'store_field_inp_seconds', tags);
  const p75 = p75Bound(before, after);
  // The figure, for the CI log and the report. Its budget (≤ 200 ms, issue 58) is the bench's
  // (`first tap, event duration`, bench/goals.mjs): CI runs two test workers on two cores under
  // the 4× throttle, and a timed bound here would measure that load as well (ci27: 0.3 s).
  test
    .info()
    .annotations.push({ type: 'INP p75 of first taps (bucket bound, s)', description: `${p75}` });
  console.log(`field INP p75 of ${RUNS} quick shoppers' first taps: at most ${p75} s`);
  // Every view landed in a bucket (none past the last, 2 s).
  expect(Number.isFinite(p75)).toBe(true);
  await probe.close();
});
