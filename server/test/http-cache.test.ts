import {
  HttpCache,
  usableOnError,
  type CacheRequest,
  type StoredAnswer,
} from '../src/commerce/httpCache';

// The store server's shared HTTP cache (src/commerce/httpCache.ts) as a unit: what it keeps, how
// long, under which key, within what size, and what a purge drops. No network: answers are made
// here, the clock is jest's.

const T0 = new Date('2026-03-10T12:00:00.000Z').getTime();
const URL_A = 'https://api.example/api/backend/v1/listings?slug=tee&storeSlug=demo';

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

const later = (seconds: number) => jest.setSystemTime(T0 + seconds * 1000);

const request = (url = URL_A, headers: Record<string, string> = {}): CacheRequest => ({
  method: 'GET',
  url,
  headers,
});

function answer(headers: Record<string, string>, body = '{"ok":true}', status = 200): StoredAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(body),
  };
}

const META = { tags: ['store:demo'], version: '7' };

const newCache = (maxBytes = 1024 * 1024, maxEntryBytes = 64 * 1024) =>
  new HttpCache({ maxBytes, maxEntryBytes });

describe('what is kept', () => {
  test('a public answer with a lifetime is kept and then found fresh', () => {
    const cache = newCache();
    const kept = cache.store(request(), answer({ 'cache-control': 'public, max-age=60' }), META);
    expect(kept).not.toBeNull();
    const found = cache.lookup(request());
    expect(found.kind).toBe('fresh');
    expect(found.kind !== 'miss' && found.entry.answer.body.toString()).toBe('{"ok":true}');
    expect(found.kind !== 'miss' && found.entry.tags).toEqual(['store:demo']);
    expect(found.kind !== 'miss' && found.entry.version).toBe('7');
    expect(cache.usage().entries).toBe(1);
  });

  test.each([
    ['private', { 'cache-control': 'private, max-age=60' }],
    ['no-store', { 'cache-control': 'no-store' }],
    ['no-cache without a shared lifetime', { 'cache-control': 'no-cache' }],
    ['max-age=0', { 'cache-control': 'public, max-age=0' }],
    // A checkout as a backend may answer it: no Cache-Control at all, only a validator. A
    // heuristic lifetime (10% of its age since Last-Modified) must not make it kept.
    [
      'no Cache-Control (a checkout)',
      { etag: '"c1"', 'last-modified': new Date(T0 - 864e5).toUTCString() },
    ],
    ['Vary: *', { 'cache-control': 'public, max-age=60', vary: '*' }],
  ])('never an answer marked %s', (_name, headers) => {
    const cache = newCache();
    expect(cache.store(request(), answer(headers), META)).toBeNull();
    expect(cache.lookup(request()).kind).toBe('miss');
    expect(cache.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  test('an answer that may no longer be kept replaces the one kept before', () => {
    const cache = newCache();
    cache.store(request(), answer({ 'cache-control': 'max-age=60' }), META);
    expect(cache.lookup(request()).kind).toBe('fresh');
    expect(cache.store(request(), answer({ 'cache-control': 'private' }), META)).toBeNull();
    expect(cache.lookup(request()).kind).toBe('miss');
  });

  test('an answer bigger than the entry limit is not kept', () => {
    const cache = newCache(1024 * 1024, 1000);
    const big = answer({ 'cache-control': 'max-age=60' }, 'x'.repeat(2000));
    expect(cache.store(request(), big, META)).toBeNull();
    expect(cache.lookup(request()).kind).toBe('miss');
  });
});

describe('CDN-Cache-Control (RFC 9213) stands in for Cache-Control', () => {
  test("what browsers must revalidate each use is kept for CDN-Cache-Control's lifetime", () => {
    const cache = newCache();
    const a = answer({
      'cache-control': 'no-cache',
      'cdn-cache-control': 'max-age=30',
      etag: '"v1"',
    });
    expect(cache.store(request(), a, META)).not.toBeNull();
    later(29);
    expect(cache.lookup(request()).kind).toBe('fresh');
    later(31);
    expect(cache.lookup(request()).kind).toBe('expired');
  });

  test('a CDN-Cache-Control of no-store wins over a public Cache-Control', () => {
    const cache = newCache();
    const a = answer({ 'cache-control': 'public, max-age=600', 'cdn-cache-control': 'no-store' });
    expect(cache.store(request(), a, META)).toBeNull();
  });

  test("a shorter CDN lifetime wins over Cache-Control's longer one", () => {
    const cache = newCache();
    cache.store(
      request(),
      answer({ 'cache-control': 'public, max-age=600', 'cdn-cache-control': 'max-age=10' }),
      META,
    );
    later(9);
    expect(cache.lookup(request()).kind).toBe('fresh');
    later(11);
    expect(cache.lookup(request()).kind).not.toBe('fresh');
  });
});

describe('freshness: fresh, stale while revalidating, expired', () => {
  const CATALOG = {
    'cache-control': 'no-cache',
    'cdn-cache-control': 'max-age=30, stale-while-revalidate=30, stale-if-error=300',
    etag: '"abc"',
  };

  test('fresh within max-age, stale within stale-while-revalidate, then expired', () => {
    const cache = newCache();
    cache.store(request(), answer(CATALOG), META);

    later(10);
    expect(cache.lookup(request())).toMatchObject({ kind: 'fresh' });

    later(45);
    const stale = cache.lookup(request());
    expect(stale.kind).toBe('stale');
    // Usable now, with what its revalidation in the background sends.
    expect(stale.kind === 'stale' && stale.revalidation['if-none-match']).toBe('"abc"');

    later(61);
    const expired = cache.lookup(request());
    expect(expired.kind).toBe('expired');
    // Revalidated first, with its ETag: a 304 keeps the body.
    expect(expired.kind === 'expired' && expired.revalidation['if-none-match']).toBe('"abc"');
    expect(expired.kind === 'expired' && expired.entry.answer.body.toString()).toBe('{"ok":true}');
  });

  test('a fresh answer is revalidated when the request itself says no-cache', () => {
    const cache = newCache();
    cache.store(request(), answer(CATALOG), META);
    later(10);
    expect(cache.lookup(request()).kind).toBe('fresh');
    const asked = cache.lookup(request(URL_A, { 'cache-control': 'no-cache' }));
    expect(asked.kind).toBe('expired');
    expect(asked.kind === 'expired' && asked.revalidation['if-none-match']).toBe('"abc"');
  });

  test('past its lifetime a kept answer still stands in for a failed one within stale-if-error', () => {
    const cache = newCache();
    const kept = cache.store(request(), answer(CATALOG), META)!;
    later(100);
    expect(cache.lookup(request()).kind).toBe('expired');
    expect(usableOnError(kept)).toBe(true);
    later(331);
    expect(usableOnError(kept)).toBe(false);
    // An answer without stale-if-error never does.
    const plain = cache.store(
      request(URL_A + '&n=2'),
      answer({ 'cache-control': 'max-age=30' }),
      META,
    )!;
    later(362);
    expect(usableOnError(plain)).toBe(false);
  });

  test('a 304 after expiry refreshes the kept answer: fresh again, same body', () => {
    const cache = newCache();
    cache.store(request(), answer(CATALOG, '{"kept":1}'), META);
    later(61);
    const expired = cache.lookup(request());
    if (expired.kind !== 'expired') throw new Error(`expected expired, got ${expired.kind}`);
    const refreshed = cache.refreshed(
      request(),
      expired.entry,
      answer({ ...CATALOG, etag: '"abc"' }, '', 304),
    );
    expect(refreshed?.answer.body.toString()).toBe('{"kept":1}');
    const again = cache.lookup(request());
    expect(again.kind).toBe('fresh');
    expect(again.kind !== 'miss' && again.entry.answer.body.toString()).toBe('{"kept":1}');
  });
});

describe('keys', () => {
  test('the values of the headers an answer varies on key separate entries', () => {
    const cache = newCache();
    const vary = {
      'cache-control': 'public, max-age=60',
      vary: 'X-Preview-Token, Accept-Language',
    };
    cache.store(request(URL_A, {}), answer(vary, '"public"'), META);
    cache.store(request(URL_A, { 'x-preview-token': 't1' }), answer(vary, '"preview"'), META);
    cache.store(request(URL_A, { 'accept-language': 'de' }), answer(vary, '"german"'), META);

    const bodyOf = (headers: Record<string, string>) => {
      const found = cache.lookup(request(URL_A, headers));
      return found.kind === 'fresh' ? found.entry.answer.body.toString() : found.kind;
    };
    expect(bodyOf({})).toBe('"public"');
    expect(bodyOf({ 'x-preview-token': 't1' })).toBe('"preview"');
    expect(bodyOf({ 'accept-language': 'de' })).toBe('"german"');
    // Another value of a varied header has no entry of its own yet.
    expect(bodyOf({ 'x-preview-token': 't2' })).toBe('miss');
    // A header the answer does not vary on is not part of the key.
    expect(bodyOf({ 'x-forwarded-for': '192.0.2.1' })).toBe('"public"');
    expect(cache.usage().entries).toBe(3);
  });

  test("the query's order does not matter", () => {
    const cache = newCache();
    const a = 'https://api.example/api/backend/v1/listings?slug=tee&storeSlug=demo&currency=EUR';
    const b = 'https://api.example/api/backend/v1/listings?currency=EUR&storeSlug=demo&slug=tee';
    cache.store(request(a), answer({ 'cache-control': 'max-age=60' }, '"one read"'), META);
    const found = cache.lookup(request(b));
    expect(found.kind).toBe('fresh');
    expect(found.kind !== 'miss' && found.entry.answer.body.toString()).toBe('"one read"');
    // Another value is another read.
    expect(cache.lookup(request(b.replace('EUR', 'GBP'))).kind).toBe('miss');
  });
});

describe('bounded in bytes', () => {
  test('past the bound the least recently used answers go first', () => {
    const body = 'x'.repeat(1000);
    // Room for three such answers (each counted with its headers), not four.
    const cache = newCache(3500, 2000);
    const url = (n: number) => `https://api.example/api/backend/v1/listings?slug=l${n}`;
    for (const n of [1, 2, 3])
      cache.store(request(url(n)), answer({ 'cache-control': 'max-age=60' }, body), META);
    expect(cache.usage().entries).toBe(3);
    // Using the first makes the second the oldest.
    expect(cache.lookup(request(url(1))).kind).toBe('fresh');
    cache.store(request(url(4)), answer({ 'cache-control': 'max-age=60' }, body), META);
    expect(cache.lookup(request(url(2))).kind).toBe('miss');
    for (const n of [1, 3, 4]) expect(cache.lookup(request(url(n))).kind).toBe('fresh');
    expect(cache.usage().bytes).toBeLessThanOrEqual(3500);
  });
});

describe('purges', () => {
  const KEEP = { 'cache-control': 'max-age=60' };
  const listing = (store: string) =>
    `https://api.example/api/backend/v1/listings?slug=tee&storeSlug=${store}`;

  test("by tag: one store's answers go, the others' stay", () => {
    const cache = newCache();
    cache.store(request(listing('demo')), answer(KEEP), { tags: ['store:demo'], version: '7' });
    cache.store(request(listing('afterdark')), answer(KEEP), {
      tags: ['store:afterdark'],
      version: '7',
    });
    expect(cache.purge('store:demo')).toBe(1);
    expect(cache.lookup(request(listing('demo'))).kind).toBe('miss');
    expect(cache.lookup(request(listing('afterdark'))).kind).toBe('fresh');
    expect(cache.stats.purged).toBe(1);
  });

  test('by version: answers read at another version go, those read at the one kept stay', () => {
    const cache = newCache();
    const at = (version: string | null) => ({ tags: ['store:demo'], version });
    cache.store(request(`${listing('demo')}&n=old`), answer(KEEP), at('7'));
    cache.store(request(`${listing('demo')}&n=new`), answer(KEEP), at('8'));
    cache.store(request(`${listing('demo')}&n=none`), answer(KEEP), at(null));
    expect(cache.purge('store:demo', '8')).toBe(2);
    expect(cache.lookup(request(`${listing('demo')}&n=old`)).kind).toBe('miss');
    expect(cache.lookup(request(`${listing('demo')}&n=none`)).kind).toBe('miss');
    expect(cache.lookup(request(`${listing('demo')}&n=new`)).kind).toBe('fresh');
  });

  test('null purges every store', () => {
    const cache = newCache();
    cache.store(request(listing('demo')), answer(KEEP), { tags: ['store:demo'], version: '7' });
    cache.store(request(listing('afterdark')), answer(KEEP), {
      tags: ['store:afterdark'],
      version: '7',
    });
    expect(cache.purge(null)).toBe(2);
    expect(cache.usage()).toEqual({ entries: 0, bytes: 0 });
  });
});
