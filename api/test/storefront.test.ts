import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CHANGE_SIGNATURE_HEADER,
  parseChangeEvent,
  signatureValid,
  signBody,
  type ChangeEvent,
} from '@store/shared/node/changeEvents';
import { changeNotifier } from '../src/changes/changeEvents';
import { subscribe, SUBSCRIPTION_TTL_MS } from '../src/changes/subscriptions';
import { call, flagship, get, placeOrder, startServer, type TestServer } from './helpers';

// The store server's extensions of the API (src/storefront, src/changes): a store's facts, the
// stores to warm, a store's sitemap entries, and change events: a store server registers with a
// signed POST, then every change (an order placed, the owner's command, the notifier) is posted
// to it, signed, retried, and given up on after the retries; a lapsed registration is not called.

const SECRET = 'storefront-test-secret-0123456789abcdef';
const TOKEN = 'metrics-token-storefront-0123456789';
const SUBSCRIPTIONS = '/api/backend/v1/storefront/subscriptions';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ storefrontSecret: SECRET, metricsToken: TOKEN });
});
afterAll(() => s.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until `ok(read())` holds (polled every 20 ms), at most `ms`; the last value either way. */
async function eventually<T>(read: () => T, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  for (const until = Date.now() + ms; !ok(read()) && Date.now() < until;) await pause(20);
  return read();
}

/** A registration as a store server sends it: the body signed with the shared secret. */
function register(base: string, body: string, signature = signBody(SECRET, body)) {
  return call(base, 'POST', SUBSCRIPTIONS, body, {
    'content-type': 'application/json',
    [CHANGE_SIGNATURE_HEADER]: signature,
  });
}

interface Received {
  signature: string;
  body: string;
  event: ChangeEvent | null;
}

/**
 * A store server's /_storefront/changes in miniature: it keeps what it is sent and answers each
 * POST with the next of `statuses` (200 once they run out).
 */
async function receiver(statuses: number[] = []) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      let event: ChangeEvent | null = null;
      try {
        event = parseChangeEvent(JSON.parse(body));
      } catch {
        // kept as null: the test says what it wanted
      }
      got.push({ signature: String(req.headers[CHANGE_SIGNATURE_HEADER] ?? ''), body, event });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_storefront/changes`;
  return {
    url,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One sample of the API's scrape (0 when absent). */
async function scraped(name: string, labels: string): Promise<number> {
  const r = await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const line = (await r.text()).split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('GET /v1/storefront/store', () => {
  test('an open store: its facts and the catalog version its answers are read at', async () => {
    const r = await get(s.base, '/api/backend/v1/storefront/store?slug=demo');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      slug: 'demo',
      locked: false,
      flags: expect.any(Object),
      catalogVersion: expect.stringMatching(/^\S+$/),
    });
    const listing = await get(s.base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo');
    expect(listing.headers.get('x-catalog-version')).toBe(r.body.catalogVersion);
  });

  test('a locked store: locked, answered without the code, and nothing more of it', async () => {
    const r = await get(s.base, '/api/backend/v1/storefront/store?slug=locked');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ slug: 'locked', locked: true });
    expect(Object.keys(r.body).sort()).toEqual(['catalogVersion', 'flags', 'locked', 'slug']);
    // The store's own record still wants the code.
    expect((await get(s.base, '/api/backend/v1/stores?slug=locked')).status).toBe(401);
  });

  test('an unknown store: 404 in the errors shape', async () => {
    const r = await get(s.base, '/api/backend/v1/storefront/store?slug=no-such-store');
    expect(r.status).toBe(404);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ status: 404, source: { parameter: 'slug' } }),
    ]);
  });
});

test('GET /v1/storefront/stores: the open stores, each with its home and first public listing', async () => {
  const r = await get(s.base, '/api/backend/v1/storefront/stores');
  expect(r.status).toBe(200);
  const stores = r.body.stores as { slug: string; pages: string[] }[];
  const slugs = stores.map((x) => x.slug);
  expect(slugs).toContain('demo');
  expect(slugs).not.toContain('locked');
  for (const store of stores) {
    expect(store.pages[0]).toBe('/');
    expect(store.pages.length).toBeLessThanOrEqual(2);
    // The listing it names is a public one of that store.
    const slug = /^\/listing\/(.+)$/.exec(store.pages[1] ?? '')?.[1];
    if (slug === undefined) continue;
    const listing = await get(s.base, `/api/backend/v0/listing/${slug}?store_slug=${store.slug}`);
    expect([store.slug, slug, listing.status]).toEqual([store.slug, slug, 200]);
  }
  const one = await get(s.base, '/api/backend/v1/storefront/stores?limit=1');
  expect(one.body.stores).toEqual([stores[0]]);
});

describe('GET /v1/storefront/sitemap', () => {
  test("a store's public pages with the day each last changed", async () => {
    const touch = "UPDATE listings SET updated_at = ? WHERE slug = 'tidepool-wave-tee'";
    const was = await s.app.db.get<{ updated_at: string | null }>(
      "SELECT updated_at FROM listings WHERE slug = 'tidepool-wave-tee'",
    );
    await s.app.db.run(touch, ['2031-05-06T10:00:00.000Z']);
    try {
      const r = await get(s.base, '/api/backend/v1/storefront/sitemap?slug=demo');
      expect(r.status).toBe(200);
      const urls = r.body.urls as { path: string; lastmod: string | null }[];
      const lastmod = (p: string) => urls.find((u) => u.path === p)?.lastmod;
      // Home is as new as its newest listing.
      expect(urls[0]).toEqual({ path: '/', lastmod: '2031-05-06' });
      expect(lastmod('/listing/tidepool-wave-tee')).toBe('2031-05-06');
      expect(lastmod('/terms-of-use')).toBe('2020-02-20');
      expect(lastmod('/privacy-policy')).toBe('2020-02-20');
      for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Private listings are not listed.
      const privates = await s.app.db.all<{ slug: string }>(
        `SELECT l.slug FROM listings l JOIN stores st ON st.id = l.store_id
         WHERE st.slug = 'demo' AND l.visibility <> 'public'`,
      );
      expect(privates.length).toBeGreaterThan(0);
      for (const p of privates) expect(lastmod(`/listing/${p.slug}`)).toBeUndefined();
    } finally {
      await s.app.db.run(touch, [was?.updated_at ?? null]);
    }
  });

  test.each(['locked', 'no-such-store'])('%s: 404, nothing listed', async (slug) => {
    const r = await get(s.base, `/api/backend/v1/storefront/sitemap?slug=${slug}`);
    expect(r.status).toBe(404);
    expect(r.body.errors[0]).toMatchObject({ status: 404 });
    expect(JSON.stringify(r.body)).not.toContain('/listing/');
  });
});

describe('POST /v1/storefront/subscriptions', () => {
  const body = JSON.stringify({ url: 'http://store-1.internal:8080/_storefront/changes' });

  test('an API without STOREFRONT_SECRET sends no events: 404', async () => {
    const plain = await startServer();
    try {
      const r = await register(plain.base, body);
      expect(r.status).toBe(404);
      expect(r.body.errors[0]).toMatchObject({ status: 404 });
    } finally {
      await plain.close();
    }
  });

  test.each([
    ['no signature', ''],
    ['another secret', signBody('another-secret', body)],
    ['an old signature', signBody(SECRET, body, Date.now() - 10 * 60_000)],
    ['a signature of another body', signBody(SECRET, `${body} `)],
  ])('%s: 401', async (_name, signature) => {
    const r = await register(s.base, body, signature);
    expect(r.status).toBe(401);
    expect(r.body.errors[0]).toMatchObject({ status: 401, code: 'signature_invalid' });
  });

  test.each([
    ['not http(s)', { url: 'ftp://store.internal/changes' }],
    ['not a URL', { url: 'store server' }],
    ['no url', {}],
    ['too long', { url: `http://store.internal/${'a'.repeat(500)}` }],
  ])('a url %s: 422', async (_name, payload) => {
    const r = await register(s.base, JSON.stringify(payload));
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ status: 422, source: { pointer: '/url' } });
  });

  test('a signed registration: 201 with when it lapses, kept once however often renewed', async () => {
    const before = Date.now();
    const r = await register(s.base, body);
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body.url).toBe('http://store-1.internal:8080/_storefront/changes');
    const expires = Date.parse(r.body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + SUBSCRIPTION_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SUBSCRIPTION_TTL_MS);
    expect((await register(s.base, body)).status).toBe(201);
    const rows = await s.app.db.all<{ url: string; expires_at: string }>(
      'SELECT url, expires_at FROM change_subscriptions WHERE url = ?',
      [r.body.url],
    );
    expect(rows).toHaveLength(1);
    expect(Date.parse(rows[0]!.expires_at)).toBeGreaterThanOrEqual(expires);
  });
});

describe('change events', () => {
  beforeEach(() => s.app.db.run('DELETE FROM change_subscriptions'));

  const expectSigned = (r: Received) => {
    expect(signatureValid(SECRET, r.body, r.signature)).toBe(true);
    expect(r.event).not.toBeNull();
  };

  test('an order placed: its store is told, signed, with the catalog version it made', async () => {
    const store = await receiver();
    try {
      expect((await register(s.base, JSON.stringify({ url: store.url }))).status).toBe(201);
      const delivered = await scraped('store_change_events_total', 'outcome="delivered"');
      await placeOrder(s.base, (await flagship(s.base)).sku('Black', 'm'));
      const got = await eventually(
        () => store.got,
        (g) => g.length > 0,
      );
      expect(got).toHaveLength(1);
      expectSigned(got[0]!);
      const facts = await get(s.base, '/api/backend/v1/storefront/store?slug=demo');
      expect(got[0]!.event).toEqual({
        id: expect.any(String),
        type: 'catalog',
        store: 'demo',
        catalogVersion: facts.body.catalogVersion,
        at: expect.any(String),
      });
      expect(await scraped('store_change_events_total', 'outcome="delivered"')).toBe(delivered + 1);
    } finally {
      await store.close();
    }
  });

  test("the notifier (the owner's tools): every live subscriber, once each", async () => {
    const [a, b] = [await receiver(), await receiver()];
    try {
      for (const r of [a, b]) await register(s.base, JSON.stringify({ url: r.url }));
      await s.app.changes.notify({ type: 'theme', store: 'demo' });
      for (const r of [a, b]) {
        expect(r.got).toHaveLength(1);
        expectSigned(r.got[0]!);
        expect(r.got[0]!.event).toMatchObject({ type: 'theme', store: 'demo' });
      }
      // One event, the same id to both: a receiver that sees it twice acts once.
      expect(a.got[0]!.event!.id).toBe(b.got[0]!.event!.id);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('a receiver that first answers 500 is tried again, and takes it', async () => {
    const store = await receiver([500]);
    try {
      await register(s.base, JSON.stringify({ url: store.url }));
      await s.app.changes.notify({ type: 'store', store: null });
      expect(store.got).toHaveLength(2);
      // The same event, signed again at the retry.
      expect(store.got[1]!.body).toBe(store.got[0]!.body);
      for (const r of store.got) expectSigned(r);
      expect(store.got[1]!.event).toMatchObject({ type: 'store', store: null });
    } finally {
      await store.close();
    }
  });
});

describe('changeNotifier', () => {
  beforeEach(() => s.app.db.run('DELETE FROM change_subscriptions'));

  const notifier = (outcomes: string[], retryDelaysMs = [10, 10]) =>
    changeNotifier({
      db: s.app.db,
      secret: SECRET,
      catalogVersion: async () => 'v-test',
      retryDelaysMs,
      onDelivery: (outcome, url) => outcomes.push(`${outcome} ${url}`),
    });

  test('gives up after its retries, and says so', async () => {
    const store = await receiver([500, 502, 503, 500]);
    try {
      await subscribe(s.app.db, store.url, new Date());
      const outcomes: string[] = [];
      await notifier(outcomes).notify({ type: 'catalog', store: 'demo' });
      // The first attempt and one per retry delay; then it stops.
      expect(store.got).toHaveLength(3);
      expect(outcomes).toEqual([`failed ${store.url}`]);
      await pause(50);
      expect(store.got).toHaveLength(3);
    } finally {
      await store.close();
    }
  });

  test('a receiver that is not there is given up on too', async () => {
    const gone = await receiver();
    await gone.close();
    await subscribe(s.app.db, gone.url, new Date());
    const outcomes: string[] = [];
    await notifier(outcomes).notify({ type: 'catalog', store: null });
    expect(outcomes).toEqual([`failed ${gone.url}`]);
  });

  test('a lapsed subscription is not called, and is removed', async () => {
    const [lapsed, live] = [await receiver(), await receiver()];
    try {
      await subscribe(s.app.db, lapsed.url, new Date(Date.now() - SUBSCRIPTION_TTL_MS - 1000));
      await subscribe(s.app.db, live.url, new Date());
      const outcomes: string[] = [];
      await notifier(outcomes).notify({ type: 'catalog', store: 'demo' });
      expect(lapsed.got).toEqual([]);
      expect(live.got).toHaveLength(1);
      expect(live.got[0]!.event).toMatchObject({ catalogVersion: 'v-test' });
      expect(outcomes).toEqual([`delivered ${live.url}`]);
      const rows = await s.app.db.all<{ url: string }>('SELECT url FROM change_subscriptions');
      expect(rows.map((r) => r.url)).toEqual([live.url]);
    } finally {
      await lapsed.close();
      await live.close();
    }
  });

  test('without a secret nothing is sent', async () => {
    const store = await receiver();
    try {
      await subscribe(s.app.db, store.url, new Date());
      await changeNotifier({
        db: s.app.db,
        secret: null,
        catalogVersion: async () => 'v-test',
      }).notify({ type: 'catalog', store: 'demo' });
      expect(store.got).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
