import http from 'node:http';
import { CUSTOMER, call, flagship, get, payWith, readyCheckout, startServer } from './helpers';
import type { TestServer } from './helpers';

/**
 * Deterministic fuzz over every /api/* route (enumerated from the running app's route table):
 * malformed JSON, wrong content types, wrong field types, huge strings, deep nesting, odd numbers,
 * unknown ids, missing fields, unicode/control characters, SQL-ish strings, path traversal in
 * params and oversized query strings. No request may get a 5xx; every 4xx is JSON with `errors`.
 */

const SEED = 0x5eed_f00d;
const TOTAL = 1200;

/** mulberry32: small seeded PRNG so every run sends the same requests. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

interface Route {
  method: string;
  path: string;
}

/** Parses `printRoutes({ commonPrefix: false })` (an indented tree) into method + full path. */
export function parseRoutes(tree: string): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = full;
    for (const method of m[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, path: full });
    }
  }
  return out;
}

const deep = (n: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < n; i++) v = { a: v, b: [v === 'bottom' ? 1 : null] };
  return v;
};
const deepArrayJson = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** Values that are wrong for (almost) any field. */
const BAD_VALUES: readonly unknown[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  'y'.repeat(5_000),
  -1,
  0,
  -0.5,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  null,
  true,
  false,
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  deep(60),
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '1; SELECT * FROM stores',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000\u0001\u0007\u001b[31m',
  '\ud800',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 ☃ \u202e mirrored',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  'Infinity',
  '-1',
  '1e9999',
  '__proto__',
  'TP-1',
];

/** Strings for query and path values (sent percent-encoded unless `raw`). */
const BAD_STRINGS: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  'NaN',
  '1e9999',
  '99999999999999999999',
  'x'.repeat(3_000),
  "' OR 1=1 --",
  '"; DROP TABLE stores; --',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  '\r\nX-Injected: 1',
  '☃𝕌\u202e',
  '<img src=x onerror=alert(1)>',
  'nope',
  '00000000-0000-0000-0000-000000000000',
  '[object Object]',
  'true',
];

/** Raw (already-encoded) path segments: traversal, bad escapes, NUL, overlong. */
const RAW_SEGMENTS: readonly string[] = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%00',
  '%E0%A4%A',
  '%',
  '%%32%65',
  'a'.repeat(500),
  '%F0%9F%92%A9',
  "'%20OR%201=1",
  '.env',
  '~root',
];

const QUERY_NAMES = [
  'slug',
  'storeSlug',
  'store_slug',
  'id',
  'page',
  'per',
  'collection',
  'currency',
  'region',
  'country_code',
  'visibility',
  'productId',
  'cartId',
  'colorId',
  'sizeId',
  'storeId',
  'siteKey',
  'accessCode',
  'userToken',
  'listingId',
  'email',
  'paymentId',
  'checkoutId',
] as const;

interface Ctx {
  checkoutId: string;
  placedCheckoutId: string;
  paymentId: string;
  paymentToken: string;
  paymentMethodId: string;
  sku: string;
  collectionId: string;
  storeId: string;
}

/** A valid query for each known GET/POST-with-query route, so single mutations reach the handler. */
function goodQuery(path: string, c: Ctx): Record<string, string> {
  const table: Record<string, Record<string, string>> = {
    '/api/backend/v1/stores': { slug: 'demo' },
    '/api/backend/v1/stores/collections': { slug: 'demo' },
    '/api/backend/v1/stores/products': {
      slug: 'demo',
      page: '1',
      per: '150',
      currency: 'USD',
      region: 'USA',
      country_code: 'US',
    },
    '/api/backend/v1/collections': { storeSlug: 'demo' },
    '/api/backend/v1/listings': {
      slug: 'tidepool-wave-tee',
      storeSlug: 'demo',
      productId: '5001',
    },
    '/api/backend/v1/localization_details': { storeId: c.storeId },
    '/api/backend/v1/blanks': { id: '5001' },
    '/api/backend/v1/buyer_localization': { storeSlug: 'demo' },
    '/api/backend/v1/inventory': { colorId: '70001', sizeId: 'm' },
    '/api/backend/v1/orders': { cartId: c.placedCheckoutId },
    '/api/backend/v0/listing/:slug': { store_slug: 'demo' },
    '/api/backend/collection/:id/items': { page: '1' },
    '/api/checkout/checkout': { id: c.checkoutId, storeSlug: 'demo' },
    '/api/payments/v1/payment': { paymentId: c.paymentId, checkoutId: c.checkoutId },
    '/api/payments/v1/return': { paymentId: c.paymentId },
    '/api/theme': { siteKey: 'demo', accessCode: '' },
    '/api/theme/': { siteKey: 'demo' },
    '/api/availability/v1/availability': { userToken: 'tok', listingId: '1001' },
    '/api/commerce/v1/orders/recover': { email: 'shopper@example.com', slug: 'demo' },
  };
  return { ...(table[path] ?? {}) };
}

/**
 * Headers a route needs to get past its gate, sent with every request to it, so the fuzz reaches
 * validation and handlers instead of stopping at the 403 (missing/wrong keys: catalog.test.ts).
 */
function goodHeaders(path: string): Record<string, string> {
  return path === '/api/availability/v1/availability' ? { 'x-api-key': 'sandbox' } : {};
}

function goodParam(name: string, path: string, c: Ctx): string {
  if (path.includes('/media/mockups/'))
    return (
      ({ type: 't-shirt', hex: '000000', view: 'front', file: 'wave.svg' } as const)[
        name as 'type'
      ] ?? 'x'
    );
  if (name === 'file') return 'demo.json';
  if (name === 'storeSlug') return 'demo';
  if (name === 'id') return c.collectionId;
  if (name === 'slug') return 'tidepool-wave-tee';
  if (name === 'lookupNumber') return 'TP-100234';
  return 'x';
}

/** A valid body for each known POST/PUT route. */
function goodBody(method: string, path: string, c: Ctx): Record<string, unknown> {
  const pay = {
    amount: 31.79,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId: c.checkoutId,
    paymentMethodId: c.paymentMethodId,
    storeSlug: 'demo',
    billingDetails: { name: 'Ada Lovelace', email: 'shopper@example.com', phone: '650-253-0000' },
  };
  const table: Record<string, Record<string, unknown>> = {
    'POST /api/checkout/checkout': {
      lineItems: [{ sku: c.sku, quantity: 1 }],
      storeSlug: 'demo',
      trafficSource: 'instagram',
      affiliate: null,
    },
    'PUT /api/checkout/v1/checkout': {
      id: c.checkoutId,
      data: {
        storeSlug: 'demo',
        customer: CUSTOMER,
        deliveryOption: 'standard',
        promoCode: 'WELCOME10',
        marketingOptIn: true,
      },
    },
    'POST /api/checkout/v1/checkout/verifyAddress': {
      id: c.checkoutId,
      storeSlug: 'demo',
      address: CUSTOMER.address,
    },
    'POST /api/checkout/deliveryOptions': {
      id: c.checkoutId,
      storeSlug: 'demo',
      stateCode: 'CA',
      countryCode: 'US',
    },
    'POST /api/checkout/v1/checkout/submit': {
      checkoutId: c.checkoutId,
      storeSlug: 'demo',
      paymentToken: c.paymentToken,
      paymentId: c.paymentId,
      platform: 'stripe',
      returnUrl: '/thankyou',
    },
    'POST /api/payments/v1/sandbox/payment_methods': {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
      name: 'Ada Lovelace',
    },
    'POST /api/payments/v1/initiatePayment': pay,
    'POST /api/payments/v1/updatePayment': {
      ...pay,
      id: c.paymentId,
      paymentToken: c.paymentToken,
    },
    'POST /api/payments/v1/payments/verifyDomain': { domainName: 'demo.example.com' },
    'POST /api/tracking/tracking/viewed_campaign': {
      campaign_id: 'spring',
      referrer: 'https://example.com/',
      get_vars: { utm_source: 'mail' },
    },
    'POST /api/backend/v1/newsletter/:storeSlug': {
      email: 'fan@example.com',
      source: 'footer',
    },
    'POST /api/backend': {
      fullname: 'Ada Lovelace',
      email: 'shopper@example.com',
      colorId: '70001',
      sizeId: 'm',
    },
    'POST /api/backend/': {
      fullname: 'Ada Lovelace',
      email: 'shopper@example.com',
      colorId: '70001',
      sizeId: 'm',
    },
  };
  return structuredClone(table[`${method} ${path}`] ?? { anything: 'x' });
}

/** Every key path ("a", "data.customer.email", "lineItems.0.sku") in a JSON value. */
function keyPaths(v: unknown, prefix: string[] = []): string[][] {
  if (v === null || typeof v !== 'object') return [];
  const out: string[][] = [];
  for (const [k, child] of Object.entries(v)) {
    const p = [...prefix, k];
    out.push(p, ...keyPaths(child, p));
  }
  return out;
}

function setAt(obj: Record<string, unknown>, p: string[], value: unknown, remove = false) {
  let o = obj as Record<string, unknown>;
  for (const k of p.slice(0, -1)) {
    const child = o[k]!;
    if (child === null || typeof child !== 'object') return; // an earlier mutation replaced it
    o = child as Record<string, unknown>;
  }
  const last = p[p.length - 1]!;
  if (remove) delete o[last];
  else o[last] = value;
}

interface Req {
  kind: string;
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
}

const qs = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

function fillPath(route: Route, c: Ctx, rng: Rng, mutate: boolean): string {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const victim = mutate && names.length ? rng.pick(names) : null;
  return route.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (name !== victim) return encodeURIComponent(goodParam(name, route.path, c));
    return rng.next() < 0.5
      ? rng.pick(RAW_SEGMENTS)
      : encodeURIComponent(rng.pick(BAD_STRINGS)) || '%20';
  });
}

function generate(route: Route, c: Ctx, rng: Rng): Req {
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const json = { 'content-type': 'application/json' };
  const query = goodQuery(route.path, c);
  const path = () => fillPath(route, c, rng, false);
  const withQuery = (p: string, q: Record<string, string>) =>
    Object.keys(q).length ? `${p}?${qs(q)}` : p;
  const base = () => JSON.stringify(goodBody(route.method, route.path, c));
  const kinds = [
    'path-param',
    'query-value',
    'query-missing',
    'query-repeat',
    'query-oversized',
    'wrong-method',
  ];
  if (hasBody)
    kinds.push(
      'body-field',
      'body-field',
      'body-field',
      'body-missing',
      'body-root',
      'malformed-json',
      'content-type',
      'huge-body',
      'deep-nesting',
      'proto',
    );
  const kind = rng.pick(kinds);
  const gate = goodHeaders(route.path);
  const req = (method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    ({ kind, method, url, body, headers: { ...gate, ...headers } }) satisfies Req;
  const bodyOrNone = hasBody ? base() : undefined;
  const bodyHeaders = hasBody ? json : {};

  switch (kind) {
    case 'path-param':
      return req(
        route.method,
        withQuery(fillPath(route, c, rng, true), query),
        bodyOrNone,
        bodyHeaders,
      );
    case 'query-value': {
      const names = Object.keys(query);
      const name = names.length && rng.next() < 0.8 ? rng.pick(names) : rng.pick(QUERY_NAMES);
      query[name] = rng.pick(BAD_STRINGS);
      if (rng.next() < 0.3) query[rng.pick(QUERY_NAMES)] = rng.pick(BAD_STRINGS);
      return req(route.method, withQuery(path(), query), bodyOrNone, bodyHeaders);
    }
    case 'query-missing': {
      const names = Object.keys(query);
      if (names.length) delete query[rng.pick(names)];
      return req(route.method, withQuery(path(), query), bodyOrNone, bodyHeaders);
    }
    case 'query-repeat': {
      const name = Object.keys(query)[0] ?? rng.pick(QUERY_NAMES);
      const url = `${withQuery(path(), query)}${Object.keys(query).length ? '&' : '?'}${name}=a&${name}=b&${name}[x]=1`;
      return req(route.method, url, bodyOrNone, bodyHeaders);
    }
    case 'query-oversized': {
      // Below Node's 16 KB header limit (past it the HTTP parser answers 431 headers_too_large, see
      // errors.test.ts) so the value reaches validation, yet far over any field limit.
      const name = Object.keys(query)[0] ?? rng.pick(QUERY_NAMES);
      query[name] = 'q'.repeat(4_000 + rng.int(8_000));
      return req(route.method, withQuery(path(), query), bodyOrNone, bodyHeaders);
    }
    case 'wrong-method': {
      const m = rng.pick(
        ['DELETE', 'PATCH', 'PUT', 'POST', 'GET'].filter((x) => x !== route.method),
      );
      const body = m === 'GET' ? undefined : '{}';
      return req(m, withQuery(path(), query), body, body ? json : {});
    }
    case 'body-field': {
      const b = goodBody(route.method, route.path, c);
      const paths = keyPaths(b);
      const n = 1 + rng.int(2);
      for (let i = 0; i < n && paths.length; i++) setAt(b, rng.pick(paths), rng.pick(BAD_VALUES));
      return req(route.method, withQuery(path(), query), JSON.stringify(b), json);
    }
    case 'body-missing': {
      const b = goodBody(route.method, route.path, c);
      const paths = keyPaths(b);
      if (paths.length) setAt(b, rng.pick(paths), undefined, true);
      return req(route.method, withQuery(path(), query), JSON.stringify(b), json);
    }
    case 'body-root':
      return req(
        route.method,
        withQuery(path(), query),
        rng.pick(['[]', 'null', '0', '"text"', 'true', '[{}]', '-1', '1.5', '{}']),
        json,
      );
    case 'malformed-json': {
      const good = base();
      const broken = rng.pick([
        good.slice(0, Math.max(1, rng.int(good.length))),
        good.replace(/"/g, "'"),
        good.replace(/}$/, ',}'),
        `${good}garbage`,
        '{"a":NaN}',
        '{"a": 01}',
        '\ufeff' + good,
        '',
        ' ',
        '{"a":"\u0000"',
        '{"a":"\\ud800"}',
        '{"a":1e999}',
      ]);
      return req(route.method, withQuery(path(), query), broken, json);
    }
    case 'content-type': {
      const [ct, body] = rng.pick([
        ['text/plain', base()],
        ['text/plain', 'hello'],
        ['application/xml', '<a>1</a>'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        ],
        ['application/x-www-form-urlencoded', 'a=1&b=%ZZ&fullname=' + 'z'.repeat(300)],
        ['application/octet-stream', '\u0000\u0001\u0002'],
        ['application/json; charset=utf-16', base()],
        ['', base()],
        ['application/jsonx', base()],
        ['image/png', 'PNG'],
      ] as const);
      return req(route.method, withQuery(path(), query), body, ct ? { 'content-type': ct } : {});
    }
    case 'huge-body': {
      const b = goodBody(route.method, route.path, c);
      const paths = keyPaths(b);
      if (paths.length) setAt(b, rng.pick(paths), 'h'.repeat(100_000));
      else b.huge = 'h'.repeat(100_000);
      return req(route.method, withQuery(path(), query), JSON.stringify(b), json);
    }
    case 'deep-nesting': {
      const depth = rng.pick([100, 1_000, 5_000]);
      const body =
        rng.next() < 0.5
          ? deepArrayJson(depth)
          : JSON.stringify({ ...goodBody(route.method, route.path, c), nest: deep(depth / 10) });
      return req(route.method, withQuery(path(), query), body, json);
    }
    case 'proto':
    default: {
      const good = base();
      const body = rng.pick([
        good.replace(/^\{/, '{"__proto__":{"admin":true},'),
        good.replace(/^\{/, '{"constructor":{"prototype":{"admin":true}},'),
      ]);
      return req(route.method, withQuery(path(), query), body, json);
    }
  }
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Raw HTTP (not fetch) so paths are sent exactly as generated and any method may carry a body. */
function send(base: string, r: Req): Promise<Answer> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const rq = http.request(
      {
        host: u.hostname,
        port: u.port,
        method: r.method,
        path: r.url,
        agent,
        headers: {
          accept: 'application/json',
          ...r.headers,
          ...(r.body !== undefined ? { 'content-length': Buffer.byteLength(r.body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    rq.on('error', reject);
    if (r.body !== undefined) rq.write(r.body);
    rq.end();
  });
}

function problem(a: Answer): string | null {
  if (a.status >= 500) return `${a.status}`;
  if (a.status < 400) return null;
  if (!a.contentType.includes('application/json')) return `${a.status} not JSON (${a.contentType})`;
  try {
    const body = JSON.parse(a.text) as { errors?: unknown };
    if (!Array.isArray(body.errors) || body.errors.length === 0) return `${a.status} no errors[]`;
    for (const e of body.errors as { code?: unknown; detail?: unknown }[]) {
      if (typeof e.code !== 'string' || typeof e.detail !== 'string')
        return `${a.status} error item without code/detail`;
    }
  } catch {
    return `${a.status} unparseable JSON`;
  }
  return null;
}

let s: TestServer;
let routes: Route[];
let c: Ctx;

beforeAll(async () => {
  s = await startServer();
  routes = parseRoutes(s.app.printRoutes({ commonPrefix: false })).filter((r) =>
    r.path.startsWith('/api/'),
  );
  const f = await flagship(s.base);
  const placed = await readyCheckout(s.base, [{ sku: f.sku('Black', 'l'), quantity: 1 }]);
  const p = await payWith(s.base, placed.id, '4242424242424242');
  await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
    checkoutId: placed.id,
    storeSlug: 'demo',
    paymentToken: p.payment!.body.paymentToken,
    paymentId: p.payment!.body.paymentId,
    platform: 'stripe',
    returnUrl: '/',
  });
  const open = await readyCheckout(s.base, [{ sku: f.sku('White', 'm'), quantity: 1 }]);
  const q = await payWith(s.base, open.id, '4000000000000002'); // declined: a failed payment to poke at
  const cols = await get(s.base, '/api/backend/v1/stores/collections?slug=demo');
  const store = await get(s.base, '/api/backend/v1/stores?slug=demo');
  c = {
    checkoutId: open.id,
    placedCheckoutId: placed.id,
    paymentId: q.payment!.body.errors ? 'pay_unknown' : q.payment!.body.paymentId,
    paymentToken: 'ptok_unknown',
    paymentMethodId: q.pm.body.id,
    sku: f.sku('White', 'm'),
    collectionId: String(cols.body.collections[0].id),
    storeId: String(store.body.id),
  };
  const pay = await s.app.db.get<{ id: string; token: string }>(
    'SELECT id, token FROM payments WHERE checkout_id = ?',
    [open.id],
  );
  if (pay) {
    c.paymentId = pay.id;
    c.paymentToken = pay.token;
  }
});
afterAll(async () => {
  agent.destroy();
  await s.close();
});

test('the route table covers every API host', () => {
  const prefixes = new Set(routes.map((r) => r.path.split('/').slice(0, 3).join('/')));
  expect([...prefixes].sort()).toEqual(
    [
      '/api/availability',
      '/api/backend',
      '/api/checkout',
      '/api/commerce',
      // The API's own document of these calls (lib/openApi.ts).
      '/api/openapi.json',
      '/api/payments',
      '/api/theme',
      '/api/tracking',
    ].sort(),
  );
  expect(routes.length).toBeGreaterThanOrEqual(25);
  expect(parseRoutes('├── /a (GET, HEAD)\n│   └── /b/:id (POST)\n└── /c (PUT)')).toEqual([
    { method: 'GET', path: '/a' },
    { method: 'POST', path: '/a/b/:id' },
    { method: 'PUT', path: '/c' },
  ]);
});

test(`${TOTAL} generated bad requests across all routes: no 5xx, every 4xx is JSON with errors[]`, async () => {
  const rng = prng(SEED);
  // Round-robin over the routes so each gets its share, then random mutation kinds.
  const reqs = Array.from({ length: TOTAL }, (_, i) =>
    generate(routes[i % routes.length]!, c, rng),
  );
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const kinds = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < reqs.length) {
      const r = reqs[next++]!;
      const a = await send(s.base, r);
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
      const p = problem(a);
      if (p)
        failures.push(
          `${p}: [${r.kind}] ${r.method} ${r.url.slice(0, 200)} ${a.text.slice(0, 200)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  expect(failures).toEqual([]);
  expect([...statuses.keys()].every((st) => st < 500)).toBe(true);
  // The generator really produced the variety it claims (and mostly refusals).
  expect(kinds.size).toBeGreaterThanOrEqual(14);
  const refused = [...statuses].filter(([st]) => st >= 400).reduce((n, [, k]) => n + k, 0);
  expect(refused).toBeGreaterThan(TOTAL * 0.7);
  for (const st of [400, 404, 413, 415, 422]) expect(statuses.get(st) ?? 0).toBeGreaterThan(0);

  // Every route was hit.
  const hit = new Set(reqs.map((r) => r.url));
  expect(hit.size).toBeGreaterThan(routes.length);
}, 60_000);

test('the server still answers good requests afterwards', async () => {
  const store = await get(s.base, '/api/backend/v1/stores?slug=demo');
  expect(store.status).toBe(200);
  expect(store.body.name).toBe('Tidepool Supply Co.');
  const page = await get(s.base, '/api/backend/v1/stores/products?slug=demo&page=1&per=150');
  expect(page.status).toBe(200);
  expect(page.body.products.length).toBeGreaterThan(0);
  const f = await flagship(s.base);
  const created = await call(s.base, 'POST', '/api/checkout/checkout', {
    storeSlug: 'demo',
    lineItems: [{ sku: f.sku('Black', 'm'), quantity: 1 }],
  });
  expect(created.status).toBe(201);
  expect(created.body.costs.total.value).toBe(24.99);
});
