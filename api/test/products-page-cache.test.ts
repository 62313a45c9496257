import type { ProductsPage } from '@store/shared/src/types';
import { PageCache } from '../src/catalog/pageCache';
import { etagMatches } from '@store/shared/node/etag';
import { productCacheFor, regenerateProductCache } from '../src/catalog/productCache';
import { createPreviewToken } from '../src/lib/preview';
import {
  call,
  afterOtherWrite,
  fixedClock,
  flagship,
  NOW,
  payWith,
  readyCheckout,
  startServer,
  type TestServer,
  TEST_PREVIEW_SECRET,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const PAGE = '/api/backend/v1/stores/products?slug=demo';
const preview = {
  'x-preview-token': createPreviewToken(TEST_PREVIEW_SECRET, 'demo', NOW.getTime() + 3600_000),
};

interface Raw {
  status: number;
  text: string;
  etag: string | null;
  cache: string | null;
  headers: Headers;
}

/** fetch keeping the exact bytes (the cache must answer byte-identical bodies). */
async function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  const r = await fetch(s.base + url, { headers });
  return {
    status: r.status,
    text: await r.text(),
    etag: r.headers.get('etag'),
    cache: r.headers.get('x-cache'),
    headers: r.headers,
  };
}

const tiles = (r: Raw) => (JSON.parse(r.text) as ProductsPage).products;
const stats = () => productCacheFor(s.app.db).pages.snapshot();

describe('products page cache', () => {
  test('a repeated request is served from the cache with the same bytes and ETag', async () => {
    const before = stats();
    // Identity encoding so Content-Length is the length of the cached JSON itself.
    const identity = { 'accept-encoding': 'identity' };
    const first = await raw(`${PAGE}&page=1&per=20`, identity);
    const second = await raw(`${PAGE}&page=1&per=20`, identity);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(second.text));
    expect(second.headers.get('cache-control')).toBe('no-cache');
    const after = stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    expect(tiles(second)).toHaveLength(20);
  });

  test('a cached page is sent compressed to a client that accepts brotli, with the same body', async () => {
    const plain = await raw(`${PAGE}&page=1&per=30`, { 'accept-encoding': 'identity' });
    const r = await fetch(`${s.base}${PAGE}&page=1&per=30`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(r.headers.get('x-cache')).toBe('HIT');
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes brotli; the decoded body is the cached JSON byte for byte.
    expect(await r.text()).toBe(plain.text);
  });

  test('equivalent queries share an entry; different pages do not', async () => {
    await raw(PAGE);
    // Default per is 150; region and country do not change the body, USD is the default currency.
    const same = await raw(`${PAGE}&per=150&page=1&currency=USD&country_code=DE&region=EU`);
    expect(same.cache).toBe('HIT');
    // Another currency is another body (server-converted prices), cached in its own entry.
    const eur = await raw(`${PAGE}&currency=EUR`);
    expect(eur.cache).toBe('MISS');
    expect(tiles(eur)[0]!.currency).toBe('EUR');
    expect((await raw(`${PAGE}&currency=EUR`)).cache).toBe('HIT');
    const p2 = await raw(`${PAGE}&per=20&page=2`);
    expect(p2.cache).toBe('MISS');
    expect(tiles(p2)[0]!.slug).not.toBe(tiles(await raw(`${PAGE}&per=20&page=1`))[0]!.slug);
    // Collection slug and id name the same entry.
    const bySlug = await raw(`${PAGE}&collection=apparel`);
    const cols = await call(s.base, 'GET', '/api/backend/v1/stores/collections?slug=demo');
    const apparelId = cols.body.collections.find((c: { slug: string }) => c.slug === 'apparel').id;
    const byId = await raw(`${PAGE}&collection=${apparelId}`);
    expect(byId.cache).toBe('HIT');
    expect(byId.text).toBe(bySlug.text);
  });

  test('304 on a matching If-None-Match (also weak / in a list); 200 otherwise', async () => {
    const r = await raw(`${PAGE}&per=10`);
    const etag = r.etag!;
    const hit = await raw(`${PAGE}&per=10`, { 'if-none-match': etag });
    expect(hit.status).toBe(304);
    expect(hit.text).toBe('');
    expect(hit.etag).toBe(etag);
    expect((await raw(`${PAGE}&per=10`, { 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    const miss = await raw(`${PAGE}&per=10`, { 'if-none-match': '"something-else"' });
    expect(miss.status).toBe(200);
    expect(miss.text).toBe(r.text);
  });

  test('preview bodies never answer public requests, and public bodies never answer preview ones', async () => {
    const url = `${PAGE}&visibility=any&per=150`;
    const pub1 = await raw(`${PAGE}&per=150`);
    const prev1 = await raw(url, preview);
    expect(prev1.cache).toBe('MISS');
    expect(tiles(prev1).some((t) => t.slug === 'crew-only-tee')).toBe(true);
    expect(prev1.headers.get('cache-control')).toBe('private, no-store');
    expect(prev1.etag).not.toBe(pub1.etag);
    // Public after preview: the cached public body, without the private listing.
    const pub2 = await raw(`${PAGE}&per=150`);
    expect(pub2.cache).toBe('HIT');
    expect(tiles(pub2).some((t) => t.slug === 'crew-only-tee')).toBe(false);
    // visibility=any without a valid token is a public request and gets the public body.
    for (const h of [{}, { 'x-preview-token': 'abc.def' }] as Record<string, string>[]) {
      const r = await raw(url, h);
      expect(r.text).toBe(pub2.text);
      expect(tiles(r).some((t) => t.slug === 'crew-only-tee')).toBe(false);
    }
    // A public ETag does not validate the preview body.
    expect((await raw(url, { ...preview, 'if-none-match': pub2.etag! })).status).toBe(200);
    const prev2 = await raw(url, preview);
    expect(prev2.cache).toBe('HIT');
    expect(prev2.text).toBe(prev1.text);
  });

  test('a catalog write through the app (no explicit call) gives fresh data', async () => {
    const url = `${PAGE}&per=5`;
    const a = await raw(url);
    expect(tiles(a)[0]!.title).toBe('Tidepool Wave Tee');
    await s.app.db.run("UPDATE listings SET title = 'Tidepool Wave Tee II' WHERE id = '1001'");
    try {
      const b = await raw(url);
      expect(b.cache).toBe('MISS');
      expect(tiles(b)[0]!.title).toBe('Tidepool Wave Tee II');
      expect(b.etag).not.toBe(a.etag);
      expect((await raw(url, { 'if-none-match': a.etag! })).status).toBe(200);
    } finally {
      await s.app.db.run("UPDATE listings SET title = 'Tidepool Wave Tee' WHERE id = '1001'");
    }
    const c = await raw(url);
    expect(c.text).toBe(a.text);
    // Identical bytes again, so the old ETag is valid again.
    expect(c.etag).toBe(a.etag);
  });

  test('a price change written by another connection (another process) gives fresh data: at once on SQLite, within 1 s (NOTIFY) on PostgreSQL', async () => {
    const url = `${PAGE}&per=5`;
    const price = async () => tiles(await raw(url))[0]!.price;
    const fresh = (want: number) => afterOtherWrite(s, price, want);
    expect(await price()).toBe(24.99);
    const other = await s.connectAgain();
    const setPrice = (cents: number) =>
      other.run(
        "UPDATE product_sizes SET price_cents = ? WHERE product_id = '5001' AND size_id = 's'",
        [cents],
      );
    try {
      await setPrice(1999);
      expect(await fresh(19.99)).toBe(19.99);
    } finally {
      await setPrice(2499);
      await other.close();
    }
    expect(await fresh(24.99)).toBe(24.99);
  });

  test('regenerateProductCache (the writers’ invalidation call) drops cached pages', async () => {
    const url = `${PAGE}&per=7`;
    await raw(url);
    expect((await raw(url)).cache).toBe('HIT');
    expect(await regenerateProductCache(s.app.db, 'demo')).toBe(true);
    expect((await raw(url)).cache).toBe('MISS');
  });

  test('placing an order refreshes the orders count on the tile', async () => {
    const url = `${PAGE}&per=5`;
    const before = tiles(await raw(url))[0]!;
    expect((await raw(url)).cache).toBe('HIT');
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 'l'), quantity: 1 }]);
    const { payment } = await payWith(s.base, c.id, '4242 4242 4242 4242');
    expect(payment?.status).toBe(201);
    const submit = await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: payment!.body.paymentToken,
      paymentId: payment!.body.paymentId,
      platform: 'stripe',
      returnUrl: '/',
    });
    expect(submit.body.state).toBe('success');
    const after = tiles(await raw(url))[0]!;
    expect(after.slug).toBe(before.slug);
    expect(after.orders).toBe(before.orders + 1);
  });

  test('shopping writes (checkout, customer, payment, saved cart) keep pages cached', async () => {
    const url = `${PAGE}&per=6`;
    await raw(url);
    expect((await raw(url)).cache).toBe('HIT');
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 'm'), quantity: 1 }]);
    const { payment } = await payWith(s.base, c.id, '4242 4242 4242 4242');
    expect(payment?.status).toBe(201);
    expect((await raw(url)).cache).toBe('HIT');
  });

  test('collection items (collections mode) are cached the same way', async () => {
    const cols = await call(s.base, 'GET', '/api/backend/v1/collections?storeSlug=demo');
    const id = cols.body.collections[0].id as string;
    const a = await raw(`/api/backend/collection/${id}/items?page=1`);
    const b = await raw(`/api/backend/collection/${id}/items`);
    expect(a.status).toBe(200);
    expect(b.cache).toBe('HIT');
    expect(b.text).toBe(a.text);
  });
});

describe('PageCache bounds', () => {
  const body = (n: number) => JSON.stringify({ pad: 'x'.repeat(n) });

  test('evicts the least recently used entry past maxEntries', () => {
    const c = new PageCache({ maxEntries: 2 });
    c.set('a', 'v1', body(1));
    c.set('b', 'v1', body(1));
    expect(c.get('a', 'v1')).toBeDefined(); // a is now the most recent
    c.set('c', 'v1', body(1));
    expect(c.get('b', 'v1')).toBeUndefined();
    expect(c.get('a', 'v1')).toBeDefined();
    expect(c.get('c', 'v1')).toBeDefined();
    expect(c.snapshot()).toMatchObject({ entries: 2, evictions: 1 });
  });

  test('keeps the total bytes under maxBytes; a body bigger than that is never stored', () => {
    const c = new PageCache({ maxEntries: 100, maxBytes: 1000 });
    for (let i = 0; i < 10; i++) c.set(`k${i}`, 'v1', body(300));
    expect(c.snapshot().bytes).toBeLessThanOrEqual(1000);
    expect(c.snapshot().entries).toBe(3);
    const big = c.set('big', 'v1', body(5000));
    expect(big.body.length).toBeGreaterThan(1000);
    expect(c.get('big', 'v1')).toBeUndefined();
  });

  test('an entry built at an older version is a miss, and maxEntries 0 stores nothing', () => {
    const c = new PageCache();
    c.set('a', 'v1', body(1));
    expect(c.get('a', 'v2')).toBeUndefined();
    expect(c.get('a', 'v1')).toBeUndefined(); // dropped, not kept for later
    const off = new PageCache({ maxEntries: 0 });
    off.set('a', 'v1', body(1));
    expect(off.get('a', 'v1')).toBeUndefined();
    expect(off.snapshot().entries).toBe(0);
  });

  test('etagMatches: exact, weak, lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
