import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { listingCall, storeCall } from '@store/shared/src/api/calls/catalogCalls';
import { storeFactsCall } from '@store/shared/src/api/calls/storefrontCalls';
import type { Listing, Store } from '@store/shared/src/types';
import { CommerceClient, NO_STORE_TAG, type CallContext } from '../src/commerce/client';
import { HttpCache } from '../src/commerce/httpCache';
import { StoreVersions } from '../src/commerce/storeVersions';
import { UpstreamUnavailable, upstreamFetcher } from '../src/commerce/upstreamFetch';
import { resolveUpstreams } from '../src/commerce/upstreams';
import { TEST_STOREFRONT_SECRET } from './helpers';
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { startReferenceApi, type ReferenceApi } from './support/referenceApi';

// The store server's commerce client (src/commerce/client.ts) against the reference API over
// HTTP, a counting proxy between them: what it asks upstream, what it answers from its cache,
// and what it does when the API stops answering.

let api: ReferenceApi;
let proxy: CountingProxy;

beforeAll(async () => {
  api = await startReferenceApi({ storefrontSecret: TEST_STOREFRONT_SECRET });
});
afterAll(() => api.close());

beforeEach(async () => {
  proxy = await startCountingProxy(api.base);
});
const clients: { close(): void }[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await proxy.close();
});

/** A client as app.ts wires one (cache, versions purging it, fetcher), reading through the proxy. */
function newClient() {
  const cache = new HttpCache({ maxBytes: 8 * 1024 * 1024, maxEntryBytes: 1024 * 1024 });
  const versions = new StoreVersions((store, version) => {
    cache.purge(`store:${store}`, version);
    cache.purge(NO_STORE_TAG, version);
  });
  const fetcher = upstreamFetcher({ readTimeoutMs: 1000 });
  clients.push(fetcher);
  const client = new CommerceClient({
    upstreams: resolveUpstreams({ apiUrl: proxy.base }),
    fetcher,
    cache,
    versions,
    secret: TEST_STOREFRONT_SECRET,
  });
  return { client, cache, versions, fetcher };
}

/** The server's own read of a store's data (the same for every shopper). */
const own = (store: string | null): CallContext => ({ store, headers: {} });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TEE = { slug: 'tidepool-wave-tee', storeSlug: 'demo' };

test('a second identical read is answered from the cache', async () => {
  const { client } = newClient();
  const first = await client.call(storeCall('demo'), own('demo'));
  expect(first).toMatchObject({ status: 200, source: 'miss' });
  expect(first.body?.slug).toBe('demo');
  expect(first.version).toMatch(/^\d+$/);
  const second = await client.call(storeCall('demo'), own('demo'));
  expect(second).toMatchObject({ status: 200, source: 'hit', version: first.version });
  expect(second.body).toEqual(first.body);
  expect(proxy.count('/v1/stores?slug=demo')).toBe(1);
});

test('concurrent identical reads make one upstream request; other reads are their own', async () => {
  const { client } = newClient();
  const reads = await Promise.all(
    Array.from({ length: 6 }, () => client.call(listingCall(TEE), own('demo'))),
  );
  for (const r of reads) expect(r.status).toBe(200);
  expect(new Set(reads.map((r) => (r.body as Listing).listingId)).size).toBe(1);
  expect(proxy.count('/v1/listings?')).toBe(1);

  // Another currency is another read; two shoppers' requests are never joined.
  await Promise.all([
    client.call(listingCall({ ...TEE, currency: 'EUR' }), own('demo')),
    client.call(storeCall('locked'), { store: 'locked', headers: { cookie: 'store_access=a' } }),
    client.call(storeCall('locked'), { store: 'locked', headers: { cookie: 'store_access=b' } }),
  ]);
  expect(proxy.count('currency=EUR')).toBe(1);
  expect(proxy.count('/v1/stores?slug=locked')).toBe(2);
});

test("after its max-age a read is revalidated: the API's 304 keeps the body", async () => {
  const { client } = newClient();
  // A store's facts: `public, max-age=1, stale-while-revalidate=1` with an ETag, as the API
  // answers them; past both, a read waits for the revalidation.
  const first = await client.call(storeFactsCall('demo'), own('demo'));
  expect(first).toMatchObject({ status: 200, source: 'miss' });
  const etag = proxy.seen[0]?.answerHeaders.etag;
  expect(etag).toMatch(/^"[^"]+"$/);
  await pause(2100);
  const again = await client.call(storeFactsCall('demo'), own('demo'));
  expect(again).toMatchObject({ status: 200, source: 'revalidated' });
  expect(again.body).toEqual(first.body);
  // The second request asked with the first answer's ETag and was answered 304, without a body.
  const [, revalidation] = proxy.seen;
  expect(revalidation?.headers['if-none-match']).toBe(etag);
  expect(revalidation?.status).toBe(304);
  // Fresh again for another max-age.
  expect((await client.call(storeFactsCall('demo'), own('demo'))).source).toBe('hit');
  expect(proxy.seen).toHaveLength(2);
});

test('an API that stops answering: what is kept is used within stale-if-error, then UpstreamUnavailable', async () => {
  const { client } = newClient();
  // The API's catalog answers, with lifetimes of seconds instead of its 30 s and 300 s.
  proxy.cdnCacheControl = 'max-age=1, stale-if-error=2';
  const kept = await client.call(listingCall(TEE), own('demo'));
  expect(kept).toMatchObject({ status: 200, source: 'miss' });
  const readAt = Date.now();
  proxy.mode = 'drop';

  await pause(1200);
  const stale = await client.call(listingCall(TEE), own('demo'));
  expect(stale).toMatchObject({ status: 200, source: 'stale-if-error' });
  expect(stale.body).toEqual(kept.body);
  // It did ask (and was tried again once), and got nothing.
  expect(proxy.count('/v1/listings?')).toBe(3);

  await pause(Math.max(0, readAt + 3200 - Date.now()));
  await expect(client.call(listingCall(TEE), own('demo'))).rejects.toBeInstanceOf(
    UpstreamUnavailable,
  );
  // Nothing was ever kept of a read it could not make.
  await expect(
    client.call(listingCall({ ...TEE, currency: 'GBP' }), own('demo')),
  ).rejects.toMatchObject({ name: 'UpstreamUnavailable', reason: 'network' });
});

test('just past its max-age a read is answered at once as it is revalidated behind it', async () => {
  const { client } = newClient();
  proxy.delayMs = 300;
  await client.call(storeFactsCall('demo'), own('demo'));
  await pause(1100);
  const started = Date.now();
  const stale = await client.call(storeFactsCall('demo'), own('demo'));
  // Within stale-while-revalidate: no wait for the API's 300 ms.
  expect(stale.source).toBe('stale');
  expect(Date.now() - started).toBeLessThan(150);
  await pause(500);
  expect((await client.call(storeFactsCall('demo'), own('demo'))).source).toBe('hit');
  expect(proxy.seen.map((s) => s.status)).toEqual([200, 304]);
});

test('an API that keeps a read waiting past its limit is a timeout, tried once more', async () => {
  const { client } = newClient();
  proxy.mode = 'hang';
  const started = Date.now();
  await expect(client.call(listingCall(TEE), own('demo'))).rejects.toMatchObject({
    name: 'UpstreamUnavailable',
    reason: 'timeout',
  });
  // Two attempts of 1 s each, 100 ms apart.
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  expect(Date.now() - started).toBeLessThan(4000);
  expect(proxy.count('/v1/listings?')).toBe(2);
});

test('a backend that compresses although asked for identity is read decoded', async () => {
  const listing = { slug: 'tee', title: 'Tee' };
  const server = http.createServer((req, res) => {
    const coding = req.url?.includes('br') ? 'br' : 'gzip';
    const body = JSON.stringify(listing);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': coding,
      'cache-control': 'public, max-age=60',
    });
    res.end(coding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fetcher = upstreamFetcher();
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const url of [`${base}/gzip`, `${base}/br`]) {
      const answer = await fetcher.fetch({ method: 'GET', url, headers: {} });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(listing);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
    }
  } finally {
    fetcher.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

test.each([
  ['answers 503', 'unavailable', 'server'],
  ['closes its sockets', 'drop', 'network'],
] as const)(
  'an API that %s opens the circuit after repeated failures, which then fails fast',
  async (_name, mode, reason) => {
    const { client, fetcher } = newClient();
    proxy.mode = mode;
    // Each read another address (nothing to answer from the cache), each tried twice.
    let n = 0;
    const read = () =>
      client.call(listingCall({ ...TEE, slug: `gone-${++n}` }), own('demo')).then(
        () => null,
        (e: unknown) => e,
      );
    for (let i = 0; i < 10; i++)
      expect(await read()).toMatchObject({ name: 'UpstreamUnavailable', reason });
    expect(proxy.seen).toHaveLength(20);
    expect(fetcher.openCircuits()).toEqual([proxy.base]);

    // Open: refused at once, without asking the API (which would now keep it waiting).
    proxy.mode = 'hang';
    const started = Date.now();
    expect(await read()).toMatchObject({ name: 'UpstreamUnavailable', reason: 'circuit-open' });
    expect(Date.now() - started).toBeLessThan(500);
    expect(proxy.seen).toHaveLength(20);
  },
);

test("a store's version moving purges its older answers, not other stores'", async () => {
  const { client, versions } = newClient();
  const demo = await client.call(listingCall(TEE), own('demo'));
  const other = listingCall({ slug: 'closing-time-tee', storeSlug: 'afterdark' });
  expect((await client.call(other, own('afterdark'))).source).toBe('miss');
  expect(versions.reported('demo')).toBe(demo.version);
  const before = (demo.body as Listing).title;

  // An owner's edit: the API's catalog version moves (this client is registered for no events).
  await api.changeCatalog(
    'UPDATE listings SET title = ? WHERE slug = ?',
    [`${before} II`, TEE.slug],
    'demo',
  );
  try {
    // Still kept: nothing told this client yet.
    expect((await client.call(listingCall(TEE), own('demo'))).source).toBe('hit');
    // Any answer about the store at the new version (its facts, here) moves it.
    const facts = await client.call(storeFactsCall('demo'), own('demo'));
    expect(facts.version).not.toBe(demo.version);
    expect(versions.reported('demo')).toBe(facts.version);

    const after = await client.call(listingCall(TEE), own('demo'));
    expect(after.source).toBe('miss');
    expect((after.body as Listing).title).toBe(`${before} II`);
    // What was read at the new version stays, as do other stores' answers.
    expect((await client.call(storeFactsCall('demo'), own('demo'))).source).toBe('hit');
    expect((await client.call(other, own('afterdark'))).source).toBe('hit');
  } finally {
    await api.changeCatalog(
      'UPDATE listings SET title = ? WHERE slug = ?',
      [before, TEE.slug],
      'demo',
    );
  }
});

test('a read naming no store in its context is tagged by the store its query names', async () => {
  const { client, cache } = newClient();
  const read = await client.call<Store>(storeCall('demo'), own(null));
  expect(read.source).toBe('miss');
  expect(cache.purge('store:demo')).toBe(1);
  expect((await client.call(storeCall('demo'), own(null))).source).toBe('miss');
});
