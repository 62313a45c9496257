import Fastify, { type FastifyInstance } from 'fastify';
import { createPreviewToken } from '../src/lib/preview';
import { CATALOG_VERSION_HEADER, installHttpCaching } from '../src/lib/httpCaching';
import {
  call,
  fixedClock,
  get,
  NOW,
  startServer,
  TEST_PREVIEW_SECRET,
  type TestServer,
} from './helpers';

// Validators and freshness on the API's reads (src/lib/httpCaching.ts), so that any HTTP cache
// (a store server's, a CDN, a browser) may keep them and revalidate them: by kind of read, per
// catalog version, never for a private answer or one read while the catalog changed.

const LISTING = '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo';
const FACTS = '/api/backend/v1/storefront/store?slug=demo';
/** What `catalog` reads tell shared caches (RFC 9213; browsers ignore it). */
const SHARED = 'max-age=30, stale-while-revalidate=30, stale-if-error=300';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

/** A GET's status, headers and exact body text. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.base + url, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The request headers an answer varies on (compression adds Accept-Encoding to larger ones). */
const varied = (h: Headers) => (h.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const previewToken = (slug: string) =>
  createPreviewToken(TEST_PREVIEW_SECRET, slug, NOW.getTime() + 3600_000);

describe('catalog reads', () => {
  test.each([
    ['a listing', LISTING],
    ['a store', '/api/backend/v1/stores?slug=demo'],
    ['a products page', '/api/backend/v1/stores/products?slug=demo&per=5'],
    ['collections', '/api/backend/v1/collections?storeSlug=demo'],
    ['the published theme', '/api/theme/?siteKey=demo'],
  ])(
    '%s: no-cache for browsers, a shared max-age, an ETag, Vary and the catalog version',
    async (_name, url) => {
      const r = await raw(url);
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('cdn-cache-control')).toBe(SHARED);
      expect(r.headers.get('etag')).toMatch(/^"[^"]+"$/);
      expect(varied(r.headers)).toContain('x-preview-token');
      const facts = await get(s.base, FACTS);
      expect(r.headers.get(CATALOG_VERSION_HEADER)).toBe(facts.body.catalogVersion);
    },
  );

  test('a matching If-None-Match is a 304 without a body; another ETag is the 200', async () => {
    const first = await raw(LISTING);
    const etag = first.headers.get('etag')!;
    const again = await raw(LISTING, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    const other = await raw(LISTING, { 'if-none-match': '"not-this-one"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  test('a catalog write moves the version: a new ETag, the old one no longer validates', async () => {
    const before = await raw(LISTING);
    const title = "UPDATE listings SET title = ? WHERE slug = 'tidepool-wave-tee'";
    await s.app.db.run(title, ['Tidepool Wave Tee (cached)']);
    try {
      // At once on SQLite; on PostgreSQL the version comes by notification a moment after.
      const was = before.headers.get(CATALOG_VERSION_HEADER);
      let moved = was;
      for (const until = Date.now() + 1000; moved === was && Date.now() < until; await pause(20))
        moved = (await raw(LISTING)).headers.get(CATALOG_VERSION_HEADER);
      expect(moved).not.toBe(was);
      const after = await raw(LISTING, { 'if-none-match': before.headers.get('etag')! });
      expect(after.status).toBe(200);
      expect(JSON.parse(after.text).title).toBe('Tidepool Wave Tee (cached)');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await s.app.db.run(title, ['Tidepool Wave Tee']);
    }
  });

  test('reference lists keep an hour, for anyone', async () => {
    const r = await raw('/api/backend/v1/buyer_localization?storeSlug=demo');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=60');
    expect(r.headers.get('cdn-cache-control')).toBeNull();
    expect(r.headers.get('etag')).toMatch(/^"/);
  });
});

test("a store's facts: a second for anyone, one more while revalidated, told the catalog version", async () => {
  const r = await raw(FACTS);
  expect(r.status).toBe(200);
  expect(r.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=1');
  expect(r.headers.get('cdn-cache-control')).toBeNull();
  expect(r.headers.get(CATALOG_VERSION_HEADER)).toBe(JSON.parse(r.text).catalogVersion);
  const etag = r.headers.get('etag')!;
  expect((await raw(FACTS, { 'if-none-match': etag })).status).toBe(304);
});

describe('kept by no cache', () => {
  test("a locked store's answers with its session are private, no-store", async () => {
    const session = await call(s.base, 'POST', '/api/backend/v1/access_sessions', {
      storeSlug: 'locked',
      accessCode: 'letmein',
    });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^store_access=/);
    for (const url of [
      '/api/backend/v1/stores?slug=locked',
      '/api/backend/v0/listing/backstage-pass-tee?store_slug=locked',
      '/api/backend/v1/stores/products?slug=locked',
    ]) {
      const r = await raw(url, { cookie });
      expect([url, r.status, r.headers.get('cache-control')]).toEqual([
        url,
        200,
        'private, no-store',
      ]);
      expect(r.headers.get('cdn-cache-control')).toBeNull();
    }
  });

  test("a preview's answers are private, no-store", async () => {
    const preview = { 'x-preview-token': previewToken('demo') };
    for (const url of [
      '/api/theme/?siteKey=demo',
      '/api/backend/v1/stores/products?slug=demo&visibility=any&per=5',
    ]) {
      const r = await raw(url, preview);
      expect([url, r.status, r.headers.get('cache-control')]).toEqual([
        url,
        200,
        'private, no-store',
      ]);
      expect(r.headers.get('cdn-cache-control')).toBeNull();
    }
  });

  test('a locked store without its code: the 401 is not kept', async () => {
    const r = await raw('/api/backend/v1/stores?slug=locked');
    expect(r.status).toBe(401);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('cdn-cache-control')).toBeNull();
  });
});

test('an unknown listing: a public 404 for ten seconds', async () => {
  const r = await raw('/api/backend/v0/listing/no-such-listing?store_slug=demo');
  expect(r.status).toBe(404);
  expect(JSON.parse(r.text).errors[0].status).toBe(404);
  expect(r.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=10');
  expect(r.headers.get('cdn-cache-control')).toBeNull();
  expect(varied(r.headers)).toContain('x-preview-token');
});

describe('a read during which the catalog changed', () => {
  /** A tiny app whose catalog version moves while `/moving` is read (not while `/still` is). */
  let app: FastifyInstance;
  let base: string;
  let version = 1;
  let writeDuringRead = false;
  beforeAll(async () => {
    app = Fastify();
    installHttpCaching(app, async () => String(version));
    const read = async () => {
      // A write lands between the version read before the handler and the one after it.
      if (writeDuringRead) version += 1;
      return { price: 24.99 };
    };
    app.get('/catalog', { config: { cache: 'catalog' } }, read);
    app.get('/plain', read);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(() => app.close());
  afterEach(() => {
    writeDuringRead = false;
  });

  test('is no-store, with the version it began at', async () => {
    writeDuringRead = true;
    const r = await fetch(`${base}/catalog`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('cdn-cache-control')).toBeNull();
    expect(r.headers.get('etag')).toBeNull();
    expect(r.headers.get(CATALOG_VERSION_HEADER)).toBe(String(version - 1));
  });

  test('while one the catalog stood still through is kept as its kind says', async () => {
    const r = await fetch(`${base}/catalog`);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('cdn-cache-control')).toBe(SHARED);
    expect(r.headers.get(CATALOG_VERSION_HEADER)).toBe(String(version));
    // A route that names no kind is left as it is.
    const plain = await fetch(`${base}/plain`);
    expect(plain.headers.get('cache-control')).toBeNull();
    expect(plain.headers.get(CATALOG_VERSION_HEADER)).toBeNull();
  });
});
