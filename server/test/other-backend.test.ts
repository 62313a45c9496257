import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStoreServer, type StoreServer } from '../src/app';
import { createCommerce } from '../src/commerce/commerce';
import { resolveUpstreams } from '../src/commerce/upstreams';
import { createMetrics } from '../src/ops/metrics';
import { eventually, TEST_STOREFRONT_SECRET, withFrontend } from './helpers';
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { startReferenceApi, type ReferenceApi } from './support/referenceApi';

// The store server in front of a backend that has the SPEC's calls only: the reference API behind
// a proxy that answers its storefront extensions (facts, stores to warm, sitemap, subscriptions)
// as routes it lacks and reports no catalog version. The store server degrades as its README
// says: facts from the store's record, the default store's home warmed, a sitemap without
// lastmod, no change events, and every page still served.

let api: ReferenceApi;
let backend: CountingProxy;
let store: StoreServer;
let base: string;
let dir: string;

beforeAll(async () => {
  api = await startReferenceApi({ storefrontSecret: TEST_STOREFRONT_SECRET });
  backend = await startCountingProxy(api.base);
  backend.missingRoutes = /\/v1\/storefront\//;
  backend.droppedHeaders = ['x-catalog-version'];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-other-'));
  store = await buildStoreServer({
    ...withFrontend(dir),
    apiUrl: backend.base,
    secret: TEST_STOREFRONT_SECRET,
    defaultStore: 'demo',
    logger: false,
  });
  await store.listen({ port: 0, host: '127.0.0.1' });
  const addr = store.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await store.close();
  await backend.close();
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, host = 'demo.localhost') =>
  fetch(base + path, { headers: { accept: 'text/html', 'x-forwarded-host': host } });

test('ready, and its pages served, from the SPEC calls alone', async () => {
  // As a load balancer asks: until it says ready (its first probe has the API asked).
  const ready = await eventually(
    () => fetch(`${base}/readyz`).then((r) => r.status),
    (status) => status === 200,
  );
  expect(ready).toBe(200);
  const home = await page('/');
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<title data-page-head>Tidepool Supply Co.</title>');
  const listing = await page('/listing/tidepool-wave-tee');
  expect(listing.status).toBe(200);
  expect(await listing.text()).toContain('Tidepool Wave Tee | Tidepool Supply Co.');
  // It asked for the extension, was told there is none, and read the store's record instead.
  expect(backend.count('/v1/storefront/store')).toBeGreaterThan(0);
  expect(backend.count('/v1/stores?slug=demo')).toBeGreaterThan(0);
});

test("a store's facts from its record: a locked store is known by its 401", async () => {
  const login = await page('/', 'locked.localhost');
  expect(await login.text()).toContain('<title data-page-head>Login</title>');
  const robots = await (await page('/robots.txt', 'locked.localhost')).text();
  expect(robots).toBe('User-agent: *\nDisallow: /\n');
  // Its switches are the defaults: the backend tells none.
  const config = (await (
    await fetch(`${base}/config.json`, { headers: { 'x-forwarded-host': 'locked.localhost' } })
  ).json()) as { storeSlug: string; flags: { support: boolean } };
  expect(config.storeSlug).toBe('locked');
  expect(config.flags.support).toBe(true);
});

test('a sitemap of home, the legal pages and the collections, without lastmod', async () => {
  const xml = await (await page('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${base}/</loc>`);
  expect(xml).toContain('/terms-of-use</loc>');
  expect(xml).toContain('/apparel</loc>');
  expect(xml).not.toContain('<lastmod>');
});

test('no change events: the store server is not registered, and still serves', async () => {
  const rows = await api.app.db.all('SELECT url FROM change_subscriptions');
  expect(rows).toEqual([]);
  expect(backend.count('/v1/storefront/subscriptions')).toBeGreaterThan(0);
  expect((await page('/cart')).status).toBe(200);
});

test("the stores to warm: the default store's home", async () => {
  const commerce = createCommerce({
    upstreams: resolveUpstreams({ apiUrl: backend.base }),
    secret: null,
    metrics: createMetrics(),
  });
  try {
    expect(await commerce.reads.storesToWarm('demo')).toEqual([{ slug: 'demo', pages: ['/'] }]);
  } finally {
    commerce.fetcher.close();
  }
});
