import { createMetrics } from '../src/ops/metrics';
import { startServer, withFrontend, type TestServer } from './helpers';

// The store server's own metrics (src/ops/metrics.ts): its pages' heads and server render, and the
// labels browsers' reports may carry. The API's (requests, orders, payments, the database) are
// api/test/metrics.test.ts's.

const TOKEN = 'metrics-token-0123456789';
const HTML = { accept: 'text/html' };

/** One sample's value (0 when the series is absent); labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',').filter(Boolean);
    if (want.every((w) => have.includes(w))) return Number(m[3]);
  }
  return 0;
}

test('browser errors: unknown remotes and kinds read "other"', async () => {
  const metrics = createMetrics();
  metrics.browserError('mf-cart', 'remote-load');
  metrics.browserError('evil-remote-<script>', 'made-up');
  const text = await metrics.registry.metrics();
  expect(
    sample(text, 'store_browser_errors_total', { remote: 'mf-cart', kind: 'remote-load' }),
  ).toBe(1);
  expect(sample(text, 'store_browser_errors_total', { remote: 'other', kind: 'other' })).toBe(1);
  expect(text).not.toContain('evil');
});

describe('store pages', () => {
  let h: TestServer;
  beforeAll(async () => {
    // The shell's server build is missing: every page falls back to the browser, and says why.
    h = await startServer(
      { metricsToken: TOKEN, defaultStore: 'demo', serverRender: { threads: 1 } },
      withFrontend,
    );
  });
  afterAll(() => h.close());

  test('head cache hits and misses, server-render fallbacks and their time', async () => {
    const page = () => fetch(`${h.base}/listing/tidepool-wave-tee`, { headers: HTML });
    expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(200);
    const r = await fetch(`${h.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(sample(text, 'store_page_cache_total', { cache: 'head', result: 'miss' })).toBe(1);
    expect(sample(text, 'store_page_cache_total', { cache: 'head', result: 'hit' })).toBe(1);
    expect(sample(text, 'store_server_render_fallbacks_total', { reason: 'no-server-build' })).toBe(
      2,
    );
    expect(sample(text, 'store_server_render_seconds_count', { outcome: 'fallback' })).toBe(2);
  });
});
