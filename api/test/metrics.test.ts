import {
  call,
  flagship,
  get,
  payWith,
  readyCheckout,
  startServer,
  submitBody,
  TEST_DATABASE_URL,
  type TestServer,
} from './helpers';

const TOKEN = 'metrics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const PAGE = '/api/backend/v1/stores/products?slug=demo';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ metricsToken: TOKEN });
});
afterAll(() => s.close());

/** The scrape, as Prometheus reads it. */
async function scrape(server: TestServer = s): Promise<string> {
  const r = await fetch(`${server.base}/metrics`, { headers: AUTH });
  expect(r.status).toBe(200);
  return r.text();
}

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

describe('GET /metrics', () => {
  test('is the API not-found JSON when no METRICS_TOKEN is set', async () => {
    const plain = await startServer();
    try {
      const r = await call(plain.base, 'GET', '/metrics', undefined, AUTH);
      expect(r.status).toBe(404);
      expect(r.body.errors[0]).toMatchObject({ status: 404, code: 'route_not_found' });
      expect(r.headers.get('cache-control')).toBe('no-store');
    } finally {
      await plain.close();
    }
  });

  test('is 401 with a Bearer challenge without the token or with a wrong one', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of refused) {
      const r = await call(s.base, 'GET', '/metrics', undefined, headers);
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.body.errors[0]).toMatchObject({ status: 401, code: 'unauthorized' });
      expect(JSON.stringify(r.body)).not.toContain(TOKEN);
    }
  });

  test('answers the registry with the token: process metrics, never stored', async () => {
    const r = await fetch(`${s.base}/metrics`, { headers: AUTH });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const text = await r.text();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('what is counted', () => {
  test('requests by route template and status, never by raw URL', async () => {
    await get(s.base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo');
    await get(s.base, '/no/such/path-12345');
    const text = await scrape();
    const route = '/api/backend/v0/listing/:slug';
    const labels = { method: 'GET', route, status: '200' };
    expect(sample(text, 'store_http_requests_total', labels)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'store_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'store_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('tidepool-wave-tee');
    expect(text).not.toContain('path-12345');
  });

  test('products page cache: a miss, then a hit', async () => {
    const before = await scrape();
    const url = `${PAGE}&page=1&per=7`;
    expect((await get(s.base, url)).headers.get('x-cache')).toBe('MISS');
    expect((await get(s.base, url)).headers.get('x-cache')).toBe('HIT');
    const after = await scrape();
    const delta = (result: string) =>
      sample(after, 'store_page_cache_total', { cache: 'products', result }) -
      sample(before, 'store_page_cache_total', { cache: 'products', result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
  });

  test('an order placed, and payment outcomes by method', async () => {
    const before = await scrape();
    const f = await flagship(s.base);
    const sku = f.sku('Heather Grey', 'm');
    const declined = await readyCheckout(s.base, [{ sku, quantity: 1 }]);
    expect((await payWith(s.base, declined.id, '4000 0000 0000 0002')).payment!.status).toBe(402);

    const c = await readyCheckout(s.base, [{ sku, quantity: 1 }]);
    const { payment } = await payWith(s.base, c.id, '4242 4242 4242 4242');
    const body = submitBody(c.id, payment!);
    const submit = await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', body);
    expect(submit.body.state).toBe('success');
    // A repeated submit answers the same order: not a second one.
    await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', body);

    const after = await scrape();
    const delta = (name: string, labels?: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('store_orders_total')).toBe(1);
    expect(delta('store_payments_total', { method: 'card', outcome: 'succeeded' })).toBe(1);
    expect(delta('store_payments_total', { method: 'card', outcome: 'failed' })).toBe(1);
  });

  test('PostgreSQL pool gauges are read at scrape', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE store_db_pool_connections gauge');
    if (s.app.db.dialect !== 'postgres') return; // SQLite has no pool: no series
    expect(sample(text, 'store_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/store_db_pool_connections\{state="idle"\} \d+/);
    expect(text).toMatch(/store_db_pool_connections\{state="waiting"\} \d+/);
  });

  test('a database that does not answer is counted by reason', async () => {
    // PostgreSQL: one pooled connection, held by the test, makes the next request wait past the
    // pool's limit (a 503 `busy`). SQLite would take its 5 s lock wait to say the same.
    if (!TEST_DATABASE_URL) return;
    const busy = await startServer({ metricsToken: TOKEN, pool: { max: 1, waitMs: 100 } });
    try {
      let release = () => {};
      const held = busy.app.db.tx(() => new Promise<void>((resolve) => (release = resolve)));
      const r = await get(busy.base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo');
      release();
      await held;
      expect(r.status).toBe(503);
      expect(sample(await scrape(busy), 'store_db_unavailable_total', { reason: 'busy' })).toBe(1);
    } finally {
      await busy.close();
    }
  });
});
