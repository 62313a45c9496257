import type { PaymentResult } from '@store/shared/src/types';
import { call, flagship, readyCheckout, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const EVIL = 'https://evil.example';
const PREORDER = new URLSearchParams({
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  colorId: '70001',
  sizeId: 'm',
}).toString();

const preorders = async () =>
  (await s.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM preorders'))!.n;

/** The pre-order form post, as a browser page would send it, with the given provenance headers. */
const postForm = (base: string, headers: Record<string, string>, body = PREORDER) =>
  fetch(`${base}/api/backend/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    redirect: 'manual',
  });

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { errors: { status: number; code: string; detail: string }[] };
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({ status: 403, code: 'cross_site_request' });
  expect(body.errors[0]!.detail).toEqual(expect.any(String));
}

describe('cross-site state-changing requests are refused', () => {
  test.each<[string, Record<string, string>]>([
    [
      'a current browser (Sec-Fetch-Site + Origin)',
      { 'sec-fetch-site': 'cross-site', origin: EVIL },
    ],
    ['a browser without Sec-Fetch-Site (Origin only)', { origin: EVIL }],
    ['an old browser sending only a Referer', { referer: `${EVIL}/page.html` }],
    ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }],
    [
      'a sibling subdomain (same-site is not same-origin)',
      { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost' },
    ],
    ['a cross-site request that hides its Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('pre-order form post from %s → 403, nothing stored', async (_name, headers) => {
    const before = await preorders();
    await expectRefused(await postForm(s.base, headers));
    expect(await preorders()).toBe(before);
  });

  test('the sandbox approval form posted from another site → 403, payment still pending', async () => {
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 's'), quantity: 1 }]);
    const init = await call<PaymentResult>(s.base, 'POST', '/api/payments/v1/initiatePayment', {
      amount: 0.01,
      platform: 'paypal',
      paymentMethod: 'paypal',
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    const res = await fetch(`${s.base}/api/payments/v1/sandbox/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: EVIL,
      },
      body: new URLSearchParams({ paymentId: init.body.paymentId, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    await expectRefused(res);
    const state = (await s.app.db.get<{ state: string }>(
      'SELECT state FROM payments WHERE id = ?',
      [init.body.paymentId],
    ))!.state;
    expect(state).toBe('requires_action');
  });

  test('JSON sent as text/plain (no preflight) from another site → 403', async () => {
    const f = await flagship(s.base);
    const res = await fetch(`${s.base}/api/checkout/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', origin: EVIL },
      body: JSON.stringify({
        storeSlug: 'demo',
        lineItems: [{ sku: f.sku('Black', 'm'), quantity: 1 }],
      }),
    });
    await expectRefused(res);
  });

  test('PUT from another site → 403', async () => {
    const res = await call(
      s.base,
      'PUT',
      '/api/backend/v1/carts/demo?cartToken=abcdefghijklmnop',
      {
        items: {},
        region: 'usa',
      },
      { 'sec-fetch-site': 'cross-site', origin: EVIL },
    );
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('cross_site_request');
  });
});

describe('legitimate requests go through (and the same request cross-site does not)', () => {
  const crossSite = { 'sec-fetch-site': 'cross-site', origin: EVIL };

  test.each<[string, Record<string, string>]>([
    ['same-origin (Sec-Fetch-Site + Origin)', { 'sec-fetch-site': 'same-origin', origin: '' }],
    ['same-origin from a browser without Sec-Fetch-Site', { origin: '' }],
    ['a request the user started (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['a non-browser client (no Origin, Sec-Fetch-Site or Referer)', {}],
    ['a same-origin Referer without Origin', { referer: '/listing/x' }],
  ])('pre-order form post, %s → 201', async (_name, given) => {
    // '' / a path stand for this server's own origin, known only once it listens.
    const headers = Object.fromEntries(
      Object.entries(given).map(([k, v]) => [
        k,
        k === 'origin' || k === 'referer' ? s.base + v : v,
      ]),
    );
    const before = await preorders();
    expect((await postForm(s.base, headers)).status).toBe(201);
    expect(await preorders()).toBe(before + 1);
    await expectRefused(await postForm(s.base, { ...headers, ...crossSite }));
    expect(await preorders()).toBe(before + 1);
  });

  test('reads are never checked; a write from the same page is', async () => {
    const url = `${s.base}/api/backend/v1/stores?slug=demo`;
    expect((await fetch(url, { headers: crossSite })).status).toBe(200);
    await expectRefused(await fetch(url, { method: 'POST', headers: crossSite }));
  });
});

describe('CORS_ORIGINS and PUBLIC_URL', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer({
      corsOrigins: ['https://shop.example.com'],
      payments: { publicUrl: 'https://store.example.org' },
    });
  });
  afterAll(() => api.close());

  test('a store origin in CORS_ORIGINS may post cross-site; others may not', async () => {
    const ok = await postForm(api.base, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://shop.example.com',
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    await expectRefused(
      await postForm(api.base, {
        'sec-fetch-site': 'cross-site',
        origin: 'https://shop.example.com.evil.example',
      }),
    );
  });

  test('behind a proxy that rewrites Host, PUBLIC_URL names this store', async () => {
    const res = await postForm(api.base, { origin: 'https://store.example.org' });
    expect(res.status).toBe(201);
    await expectRefused(
      await postForm(api.base, { origin: 'https://store.example.org.evil.example' }),
    );
  });
});
