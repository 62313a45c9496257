import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseRateLimit, rateLimitEnvName, type RateLimits } from '@store/shared/node/rateLimits';
import { API_RATE_LIMITS, parseApiRateLimits, type RateLimitName } from '../src/ops/rateLimits';
import { STORE_SERVER_KEY_HEADER } from '../src/ops/storeServerKey';
import { call, startServer, type Res, type TestServer } from './helpers';

// Per-client limits of the routes a bot can hammer (src/ops/rateLimits.ts): past the limit a client
// is answered 429 with Retry-After and the errors body until its window ends; other clients, this
// machine's own requests (loopback, not forwarded), a store server's own reads (its key) and the
// probes are never slowed. The store server's limits (its forms, beacons, change events) are
// server/test's.

const MAX = 2;
// Short enough to wait out, long enough that a slow machine spends a limit within one window.
const WINDOW_MS = 2000;
const tiny = Object.fromEntries(
  Object.keys(API_RATE_LIMITS).map((name) => [name, { max: MAX, windowMs: WINDOW_MS }]),
) as RateLimits;

/** STOREFRONT_SECRET, shared with the store servers (their own reads carry it). */
const SECRET = 'rate-limit-storefront-secret-0123456789';

/** A request as a client behind a proxy sends it (loopback alone is the server's own render). */
const CLIENT = { 'x-forwarded-for': '192.0.2.1' };

interface Hit {
  method: string;
  url: string;
  body?: unknown;
}

/** Every limited route, by limit name; any answer but 429 counts as a request let through. */
const ROUTES: [RateLimitName, Hit][] = [
  [
    'newsletter',
    {
      method: 'POST',
      url: '/api/backend/v1/newsletter/demo',
      body: { email: 'fan@example.com', source: 'footer' },
    },
  ],
  ['preorder', { method: 'POST', url: '/api/backend/', body: { fullname: 'A' } }],
  [
    'orderRecovery',
    { method: 'POST', url: '/api/commerce/v1/orders/recover?email=fan%40example.com&slug=demo' },
  ],
  [
    'orderLookup',
    { method: 'GET', url: '/api/backend/v1/orders/lookup/NOPE-1?email=fan%40example.com' },
  ],
  ['orderLookup', { method: 'GET', url: '/api/checkout/track/order/NOPE-1' }],
  ['checkout', { method: 'POST', url: '/api/checkout/checkout', body: { storeSlug: 'demo' } }],
  ['expressCheckout', { method: 'GET', url: '/buy/express_checkout?store_id=demo' }],
  ['checkoutUpdate', { method: 'PUT', url: '/api/checkout/v1/checkout', body: {} }],
  ['checkoutUpdate', { method: 'POST', url: '/api/checkout/v1/checkout/verifyAddress', body: {} }],
  ['checkoutUpdate', { method: 'POST', url: '/api/checkout/deliveryOptions', body: {} }],
  ['payment', { method: 'POST', url: '/api/checkout/v1/checkout/submit', body: {} }],
  [
    'cart',
    {
      method: 'PUT',
      url: '/api/backend/v1/carts/demo?cartToken=abcdefghijklmnop',
      body: { items: {}, region: 'US' },
    },
  ],
  ['search', { method: 'GET', url: '/api/backend/v1/stores/search?slug=demo&searchterm=tee' }],
];

const send = (s: TestServer, hit: Hit, headers: Record<string, string>) =>
  call(s.base, hit.method, hit.url, hit.body, headers);

type ErrorsBody = { errors: { status: number; code: string; detail: string; meta?: object }[] };

function expectLimited(r: Res<ErrorsBody>) {
  expect(r.status).toBe(429);
  const retryAfter = Number(r.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
  expect(r.body).toEqual({
    errors: [
      {
        status: 429,
        code: 'rate_limited',
        title: 'Too Many Requests',
        detail: `Too many requests. Try again in ${retryAfter} seconds.`,
        meta: { retryAfterSeconds: retryAfter },
      },
    ],
  });
  expect(r.headers.get('cache-control')).toBe('no-store');
}

async function spend(s: TestServer, hit: Hit, headers: Record<string, string>) {
  for (let i = 0; i < MAX; i++) {
    const r = await send(s, hit, headers);
    expect(r.status).not.toBe(429);
    // Every limited route says so on each answer (the plugin's headers): a probe never does.
    expect(r.headers.get('x-ratelimit-limit')).toBe(String(MAX));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** This machine's first address on a network (not loopback): requests to it come from it. */
function lanAddress(): string {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  if (!found) throw new Error('this test needs a network interface besides loopback');
  return found.address;
}

let clients = 0;
/** A fresh client address per test: counts are per address, so tests share one server. */
const nextClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });

describe('with tiny limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ rateLimits: tiny, trustProxy: true, storefrontSecret: SECRET });
  });
  afterAll(() => s.close());

  test.each(ROUTES.map(([name, hit]) => [name, hit.method, hit.url, hit] as const))(
    '%s: %s %s answers 429 with Retry-After and the errors body past the limit',
    async (_name, _method, _url, hit) => {
      const client = nextClient();
      await spend(s, hit, client);
      expectLimited(await send(s, hit, client));
      expectLimited(await send(s, hit, client));
    },
  );

  test('every limit resets once its window has passed', async () => {
    const client = nextClient();
    for (const [, hit] of ROUTES) {
      await spend(s, hit, client);
      expectLimited(await send(s, hit, client));
    }
    await sleep(WINDOW_MS + 150);
    for (const [, hit] of ROUTES) expect((await send(s, hit, client)).status).not.toBe(429);
  });

  test('each client address has its own count (TRUST_PROXY names the client)', async () => {
    const [, hit] = ROUTES.find(([n]) => n === 'newsletter')!;
    const client = nextClient();
    await spend(s, hit, client);
    expectLimited(await send(s, hit, client));
    expect((await send(s, hit, nextClient())).status).toBe(200);
  });

  test('each route has its own count: a limited newsletter does not stop a checkout', async () => {
    const [, signup] = ROUTES.find(([n]) => n === 'newsletter')!;
    const [, checkout] = ROUTES.find(([n]) => n === 'checkout')!;
    const client = nextClient();
    await spend(s, signup, client);
    expectLimited(await send(s, signup, client));
    expect((await send(s, checkout, client)).status).toBe(422);
  });

  test("the server's own requests (loopback, not forwarded: the server render) are not limited", async () => {
    const [, search] = ROUTES.find(([n]) => n === 'search')!;
    for (let i = 0; i < MAX + 3; i++) {
      const r = await send(s, search, {});
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  test("a store server's own reads (its key, no forwarded address) are not limited", async () => {
    const [, search] = ROUTES.find(([n]) => n === 'search')!;
    // A store server on another machine: its requests arrive from an address that is not
    // loopback (which alone is never limited). This machine's network address stands in for it.
    const lan = lanAddress();
    const front = http.createServer((req, res) => s.app.routing(req, res));
    await new Promise<void>((resolve) => front.listen(0, lan, resolve));
    const port = (front.address() as AddressInfo).port;
    const read = (headers: Record<string, string> = {}) =>
      call(`http://${lan}:${port}`, 'GET', search.url, undefined, headers);
    try {
      for (let i = 0; i < MAX + 3; i++) {
        const r = await read({ [STORE_SERVER_KEY_HEADER]: SECRET });
        expect(r.status).toBe(200);
        expect(r.headers.get('x-ratelimit-limit')).toBeNull();
      }
      // The same address without the key is a client like any other.
      for (let i = 0; i < MAX; i++) expect((await read()).status).toBe(200);
      expectLimited(await read());
    } finally {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    }
  });

  test('what a store server forwards for a shopper is limited by the shopper, key or not', async () => {
    const [, search] = ROUTES.find(([n]) => n === 'search')!;
    const shopper = { ...nextClient(), [STORE_SERVER_KEY_HEADER]: SECRET };
    await spend(s, search, shopper);
    expectLimited(await send(s, search, shopper));
  });

  test('a wrong key proves nothing', async () => {
    const [, search] = ROUTES.find(([n]) => n === 'search')!;
    const client = { ...nextClient(), [STORE_SERVER_KEY_HEADER]: `${SECRET}x` };
    await spend(s, search, client);
    expectLimited(await send(s, search, client));
  });

  test.each(['/healthz', '/readyz'])('the probe %s is never limited', async (url) => {
    const client = nextClient();
    for (let i = 0; i < MAX + 3; i++) {
      const r = await call(s.base, 'GET', url, undefined, client);
      expect([200, 503]).toContain(r.status);
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });
});

test('a limit turned off (RATE_LIMIT_<NAME>=off) lets every request through', async () => {
  const s = await startServer({
    rateLimits: { ...tiny, search: { max: 0, windowMs: 0, off: true } },
  });
  try {
    const [, search] = ROUTES.find(([n]) => n === 'search')!;
    for (let i = 0; i < MAX + 3; i++) expect((await send(s, search, CLIENT)).status).toBe(200);
  } finally {
    await s.close();
  }
});

test('the defaults apply where nothing is configured', async () => {
  const s = await startServer();
  try {
    const [, signup] = ROUTES.find(([n]) => n === 'newsletter')!;
    const r = await send(s, signup, CLIENT);
    expect(r.headers.get('x-ratelimit-limit')).toBe(String(API_RATE_LIMITS.newsletter.max));
  } finally {
    await s.close();
  }
});

describe('RATE_LIMIT_* env', () => {
  test('names', () => {
    expect(rateLimitEnvName('newsletter')).toBe('RATE_LIMIT_NEWSLETTER');
    expect(rateLimitEnvName('orderLookup')).toBe('RATE_LIMIT_ORDER_LOOKUP');
    expect(rateLimitEnvName('expressCheckout')).toBe('RATE_LIMIT_EXPRESS_CHECKOUT');
  });

  test('max/seconds and off are read; a bad value keeps the default with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(
        parseApiRateLimits({
          RATE_LIMIT_NEWSLETTER: '5/30',
          RATE_LIMIT_SEARCH: ' 300 / 60 ',
          RATE_LIMIT_PREORDER: 'off',
          RATE_LIMIT_CHECKOUT: 'lots',
          RATE_LIMIT_CART: '0/60',
          RATE_LIMIT_PAYMENT: '',
          // The store server's limit: not the API's to read.
          RATE_LIMIT_BEACON: 'off',
        }),
      ).toEqual({
        newsletter: { max: 5, windowMs: 30_000 },
        search: { max: 300, windowMs: 60_000 },
        preorder: { max: 0, windowMs: 0, off: true },
      });
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls.join('\n')).toMatch(/RATE_LIMIT_CHECKOUT=lots[\s\S]*RATE_LIMIT_CART/);
    } finally {
      warn.mockRestore();
    }
  });

  test.each(['10', '10/', '/60', '-1/60', '10/0', '1.5/60'])('%p is refused', (raw) => {
    expect(parseRateLimit(raw)).toBeNull();
  });
});
