import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRICT_DIRECTIVES } from '@store/shared/node/strictHeaders';
import { call, flagship, get, startServer, type TestServer } from './helpers';
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { previewToken } from './support/referenceApi';

// /api/<host>/* on the store server's origin (src/proxy/apiProxy.ts), forwarded to the
// reference API over HTTP: what the browser and the render workers get there.

let s: TestServer;
beforeAll(async () => {
  // No server render: nothing on this server reads the API but the requests of the tests.
  s = await startServer({ serverRender: false });
});
afterAll(() => s.close());

/** A CSP header as its directives, each with its sources (helmet writes `;` without a space). */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectStrictHeaders(r: { headers: Headers }) {
  expect(directives(r.headers.get('content-security-policy'))).toEqual(STRICT_DIRECTIVES);
  expect(r.headers.get('x-frame-options')).toBe('DENY');
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('reads', () => {
  const STORE = '/api/backend/v1/stores?slug=demo';

  test("a read is the API's JSON with its ETag, kept: miss, then hit", async () => {
    const direct = await get(s.api.base, '/api/backend/v1/stores?slug=demo');
    const first = await get(s.base, STORE);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.body).toEqual(direct.body);
    expect(first.headers.get('etag')).toBe(direct.headers.get('etag'));
    expect(first.headers.get('x-catalog-version')).toBe(direct.headers.get('x-catalog-version'));
    expect(first.headers.get('x-cache')).toBe('miss');
    // The browser is told what the API tells browsers; CDN-Cache-Control was for this server.
    expect(first.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
    expect(first.headers.get('cdn-cache-control')).toBeNull();
    expect(first.headers.get('vary')).toMatch(/X-Preview-Token/i);

    const second = await get(s.base, STORE);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body).toEqual(direct.body);
    expect(second.headers.get('etag')).toBe(direct.headers.get('etag'));
  });

  test('If-None-Match with its ETag is a 304 without a body', async () => {
    const { headers } = await get(s.base, STORE);
    const etag = headers.get('etag')!;
    const r = await fetch(`${s.base}${STORE}`, { headers: { 'if-none-match': etag } });
    expect(r.status).toBe(304);
    expect(await r.text()).toBe('');
    expect(r.headers.get('etag')).toBe(etag);
    const other = await fetch(`${s.base}${STORE}`, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
  });

  test("a preview token's request is not served the kept public answer, nor replaces it", async () => {
    const url = '/api/backend/v1/stores/collections?slug=demo';
    expect((await get(s.base, url)).headers.get('x-cache')).toBe('miss');
    expect((await get(s.base, url)).headers.get('x-cache')).toBe('hit');

    const token = { 'x-preview-token': previewToken('demo') };
    for (let i = 0; i < 2; i++) {
      const preview = await get(s.base, url, token);
      expect(preview.status).toBe(200);
      // Asked of the API each time: a preview's answer is private (its own, never kept).
      expect(preview.headers.get('x-cache')).toBe('miss');
      expect(preview.headers.get('cache-control')).toMatch(/\bprivate\b/);
    }
    const after = await get(s.base, url);
    expect(after.headers.get('x-cache')).toBe('hit');
    expect(after.headers.get('cache-control')).not.toMatch(/\bprivate\b/);
  });
});

describe("the availability host (SPEC §5: an NFT's stock)", () => {
  const availability = async (headers?: Record<string, string>) => {
    const { listing } = await flagship(s.api.base);
    const url = `/api/availability/v1/availability?userToken=anonymous&listingId=${listing.listingId}`;
    return get(s.base, url, headers);
  };

  test("the browser's x-api-key goes on: the key config.json hands out is answered", async () => {
    const r = await availability({ 'x-api-key': 'sandbox' });
    expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { count: 1 } });
  });

  test("a wrong key, or none, is the API's 403, never a kept answer of another request", async () => {
    await availability({ 'x-api-key': 'sandbox' });
    for (const headers of [{ 'x-api-key': 'not-the-key' }, undefined]) {
      const r = await availability(headers);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].code).toBe('api_key_invalid');
    }
  });
});

describe('writes', () => {
  test('POST /api/checkout/checkout is forwarded with its body; the checkout is never kept', async () => {
    const { sku } = await flagship(s.base);
    const tee = sku('Heather Grey', 'xl');
    const created = await call(s.base, 'POST', '/api/checkout/checkout', {
      lineItems: [{ sku: tee, quantity: 2 }],
      storeSlug: 'demo',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    // The API has it as the body said.
    const row = await s.api.app.db.get<{ id: string }>('SELECT id FROM checkouts WHERE id = ?', [
      id,
    ]);
    expect(row?.id).toBe(id);

    // Read twice: asked of the API both times (a checkout has no lifetime to be kept for).
    for (let i = 0; i < 2; i++) {
      const read = await get(s.base, `/api/checkout/checkout?id=${id}&storeSlug=demo`);
      expect(read.status).toBe(200);
      expect(read.body.lineItems).toEqual([expect.objectContaining({ sku: tee, quantity: 2 })]);
      expect(read.headers.get('x-cache')).toBe('miss');
    }
  });

  test("the API's Set-Cookie lines come back: a locked store's access session", async () => {
    const locked = '/api/backend/v1/stores?slug=locked';
    expect((await get(s.base, locked)).status).toBe(401);

    const wrong = await call(s.base, 'POST', '/api/backend/v1/access_sessions', {
      storeSlug: 'locked',
      accessCode: 'not-it',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const r = await call(s.base, 'POST', '/api/backend/v1/access_sessions', {
      storeSlug: 'locked',
      accessCode: 'letmein',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ locked: true });
    const [line, ...others] = r.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(line).toMatch(/^store_access=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);

    // The cookie goes back to the API with the shopper's reads; theirs alone, never kept.
    const cookie = line!.split(';')[0]!;
    const mine = await get(s.base, locked, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.slug).toBe('locked');
    expect(mine.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect((await get(s.base, locked)).status).toBe(401);
  });
});

describe('an API that cannot answer', () => {
  let down: CountingProxy;
  let front: TestServer;
  beforeAll(async () => {
    // A proxy with nothing behind it: every connection closed without an answer.
    down = await startCountingProxy(null);
    front = await startServer({
      sharedApi: s.api,
      apiUrl: down.base,
      serverRender: false,
      upstream: { readTimeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await front.close();
    await down.close();
  });

  test('no answer at all: 502 with JSON errors, never kept, with the strict headers', async () => {
    down.mode = 'drop';
    for (const r of [
      await get(front.base, '/api/backend/v1/stores?slug=demo'),
      await call(front.base, 'POST', '/api/checkout/checkout', {
        lineItems: [],
        storeSlug: 'demo',
      }),
    ]) {
      expect(r.status).toBe(502);
      expect(r.body.errors).toEqual([
        expect.objectContaining({ status: 502, code: 'upstream_unavailable' }),
      ]);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('retry-after')).toBe('1');
      expectStrictHeaders(r);
    }
  });

  test('no answer in time: 504', async () => {
    down.mode = 'hang';
    const r = await get(front.base, '/api/backend/v1/stores?slug=demo');
    expect(r.status).toBe(504);
    expect(r.body.errors[0]).toMatchObject({ status: 504, code: 'upstream_unavailable' });
  });

  test("the API's own 5xx is passed on as it said it", async () => {
    down.mode = 'unavailable';
    const r = await get(front.base, '/api/backend/v1/stores?slug=demo');
    expect(r.status).toBe(503);
    expect(r.body.errors[0]).toMatchObject({ code: 'unavailable' });
    expectStrictHeaders(r);
  });
});

test("the store server's strict CSP on /api stands whatever the API sends", async () => {
  // An API of another make, loose in its own headers.
  const loose = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=60',
      'content-security-policy': "default-src *; script-src * 'unsafe-inline'",
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=1',
    });
    res.end('{"slug":"demo"}');
  });
  await new Promise<void>((resolve) => loose.listen(0, '127.0.0.1', resolve));
  const front = await startServer({
    sharedApi: s.api,
    apiUrl: `http://127.0.0.1:${(loose.address() as AddressInfo).port}`,
    serverRender: false,
  });
  try {
    const r = await get(front.base, '/api/backend/v1/stores?slug=demo');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ slug: 'demo' });
    expectStrictHeaders(r);
    expect(r.headers.get('strict-transport-security')).toBeNull();
    // Kept or not, the same headers.
    const again = await get(front.base, '/api/backend/v1/stores?slug=demo');
    expect(again.headers.get('x-cache')).toBe('hit');
    expectStrictHeaders(again);
  } finally {
    await front.close();
    loose.closeAllConnections();
    await new Promise<void>((resolve) => loose.close(() => resolve()));
  }
});
