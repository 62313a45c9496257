import { MAX_VITALS_REPORTS, VITALS_BEACON_PATH } from '@store/shared/src/telemetry/fieldVitals';
import { FIELD_SERIES } from '../src/ops/fieldMetrics';
import { call, startServer, withFrontend, type TestServer } from './helpers';

// The field-vitals beacon (ops/vitalsBeacon.ts): shoppers' page views folded into bounded
// Prometheus histograms; anything outside the contract is a 400 with `errors`, and counts nothing.

const TOKEN = 'metrics-token-for-tests';
const BEACON_HEADERS = {
  'content-type': 'text/plain;charset=UTF-8',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'no-cors',
};
const TAGS = { page: 'listing', remote: 'mf-catalog', render: 'render', form: 'mobile' };
const report = (name: string, value: number, tags: Record<string, string> = TAGS) => ({
  name,
  value,
  ...tags,
});

let s: TestServer;
beforeAll(async () => {
  // Ready needs the bundles on disk (ops/probes.ts): a front end in miniature.
  s = await startServer({ metricsToken: TOKEN }, withFrontend);
});
afterAll(() => s.close());

const send = (body: unknown, headers: Record<string, string> = BEACON_HEADERS) =>
  call(
    s.base,
    'POST',
    VITALS_BEACON_PATH,
    typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  );

async function scrape(): Promise<string[]> {
  const r = await call(s.base, 'GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
  expect(r.status).toBe(200);
  return String(r.body).split('\n');
}

/** A series' value, by name and every label given (0 when it is not exported yet). */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const line = (await scrape()).find(
    (l) =>
      l.startsWith(`${name}{`) &&
      Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
  );
  return line ? Number(line.split(' ').pop()) : 0;
}

test('a page view in one beacon: each measure is observed once, in its unit, with its tags', async () => {
  const r = await send({
    reports: [
      report('LCP', 2500),
      report('FCP', 900),
      report('TTFB', 120),
      report('CLS', 0.07),
      report('INP', 180),
      report('hydration', 640),
      report('early-actions', 2),
    ],
  });
  expect(r.status).toBe(204);
  expect(r.headers.get('cache-control')).toBe('no-store');
  // 2500 ms is 2.5 s: in the "good" bucket at the threshold, not above it.
  expect(await value('store_field_lcp_seconds_bucket', { ...TAGS, le: '2.5' })).toBe(1);
  expect(await value('store_field_lcp_seconds_bucket', { ...TAGS, le: '2' })).toBe(0);
  expect(await value('store_field_lcp_seconds_sum', TAGS)).toBeCloseTo(2.5);
  expect(await value('store_field_lcp_seconds_count', TAGS)).toBe(1);
  expect(await value('store_field_inp_seconds_bucket', { ...TAGS, le: '0.2' })).toBe(1);
  expect(await value('store_field_inp_seconds_bucket', { ...TAGS, le: '0.15' })).toBe(0);
  expect(await value('store_field_cls_bucket', { ...TAGS, le: '0.1' })).toBe(1);
  expect(await value('store_field_cls_bucket', { ...TAGS, le: '0.05' })).toBe(0);
  expect(await value('store_field_fcp_seconds_sum', TAGS)).toBeCloseTo(0.9);
  expect(await value('store_field_ttfb_seconds_sum', TAGS)).toBeCloseTo(0.12);
  expect(await value('store_field_hydration_seconds_sum', TAGS)).toBeCloseTo(0.64);
  // Early actions are a count: le="0" holds the views with none.
  expect(await value('store_field_early_actions_bucket', { ...TAGS, le: '0' })).toBe(0);
  expect(await value('store_field_early_actions_bucket', { ...TAGS, le: '2' })).toBe(1);
  expect(await value('store_field_early_actions_sum', TAGS)).toBe(2);
});

test('buckets sit on the Web Vitals thresholds', () => {
  expect(FIELD_SERIES.LCP.buckets).toEqual(expect.arrayContaining([1, 2.5, 4]));
  expect(FIELD_SERIES.INP.buckets).toEqual(expect.arrayContaining([0.1, 0.2, 0.5]));
  expect(FIELD_SERIES.CLS.buckets).toEqual(expect.arrayContaining([0.05, 0.1, 0.25]));
  expect(FIELD_SERIES.FCP.buckets).toEqual(expect.arrayContaining([1.8, 3]));
  expect(FIELD_SERIES.TTFB.buckets).toEqual(expect.arrayContaining([0.8, 1.8]));
  expect(FIELD_SERIES['early-actions'].buckets[0]).toBe(0);
});

test('a render fallback, a client render and a desktop view are their own series', async () => {
  const fallback = { ...TAGS, page: 'home', render: 'fallback-budget', form: 'desktop' };
  expect((await send({ reports: [report('TTFB', 300, fallback)] })).status).toBe(204);
  expect(await value('store_field_ttfb_seconds_count', fallback)).toBe(1);
  const client = { page: 'cart', remote: 'mf-cart', render: 'client', form: 'desktop' };
  expect((await send({ reports: [report('TTFB', 300, client)] })).status).toBe(204);
  expect(await value('store_field_ttfb_seconds_count', client)).toBe(1);
});

describe('refused with 400 and counted nowhere', () => {
  test.each([
    ['an unknown page type', { reports: [report('LCP', 1, { ...TAGS, page: '/listing/x?q=a' })] }],
    ['an unknown remote', { reports: [report('LCP', 1, { ...TAGS, remote: 'evil' })] }],
    ['an unknown render mode', { reports: [report('LCP', 1, { ...TAGS, render: 'fallback-x' })] }],
    ['an unknown form factor', { reports: [report('LCP', 1, { ...TAGS, form: 'watch' })] }],
    ['an unknown measure', { reports: [report('FID', 10)] }],
    ['a negative value', { reports: [report('LCP', -1)] }],
    ['a value past ten minutes', { reports: [report('LCP', 600_001)] }],
    ['a value that is not a number', { reports: [{ ...report('LCP', 1), value: '1' }] }],
    ['a field beyond the tags (a URL)', { reports: [{ ...report('LCP', 1), url: '/cart' }] }],
    ['a missing tag', { reports: [{ name: 'LCP', value: 1, page: 'home', remote: 'mf-catalog' }] }],
    ['no reports', { reports: [] }],
    [
      'too many reports',
      { reports: Array.from({ length: MAX_VITALS_REPORTS + 1 }, () => report('LCP', 1)) },
    ],
    ['not an object', [1, 2]],
  ])('%s', async (_what, body) => {
    const before = await value('store_field_lcp_seconds_count', TAGS);
    const r = await send(body);
    expect(r.status).toBe(400);
    expect(r.body.errors.length).toBeGreaterThan(0);
    expect(r.body.errors[0].code).toBe('invalid');
    expect(await value('store_field_lcp_seconds_count', TAGS)).toBe(before);
  });

  test('text that is not JSON', async () => {
    const r = await send('{"reports": [');
    expect(r.status).toBe(400);
    expect(r.body.errors.length).toBeGreaterThan(0);
  });
});

test('a body over 4 KB is refused with 413', async () => {
  const r = await send(`{"reports":[],"pad":"${'x'.repeat(5000)}"}`);
  expect(r.status).toBe(413);
  expect(r.body.errors.length).toBeGreaterThan(0);
});

test('a cross-site beacon is refused (403), same-origin only', async () => {
  const r = await send(
    { reports: [report('LCP', 1)] },
    { ...BEACON_HEADERS, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  );
  expect(r.status).toBe(403);
});

test('readiness is a gauge read at each scrape; each flip is counted', async () => {
  const flips = async () =>
    Number(
      (await scrape())
        .find((l) => l.startsWith('store_readiness_changes_total '))
        ?.split(' ')
        .pop(),
    );
  // Ready also needs the commerce API to have answered this process once: a page's reads.
  expect((await call(s.base, 'GET', '/config.json')).status).toBe(200);
  expect(await scrape()).toContain('store_ready 1');
  const before = await flips();
  s.app.readiness.shuttingDown = true;
  try {
    expect(await scrape()).toContain('store_ready 0');
    expect((await call(s.base, 'GET', '/readyz')).status).toBe(503);
  } finally {
    s.app.readiness.shuttingDown = false;
  }
  expect((await call(s.base, 'GET', '/readyz')).status).toBe(200);
  expect(await scrape()).toContain('store_ready 1');
  // Out (seen by the scrape), then back in (seen by the probe): two flips, the probe's 503 none.
  expect(await flips()).toBe(before + 2);
  expect(await scrape()).toContain('store_render_worker_restarts_total 0');
});
