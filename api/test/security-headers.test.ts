import type { PaymentResult } from '@store/shared/src/types';
import { call, flagship, payWith, readyCheckout, startServer, type TestServer } from './helpers';

// The API's own answers (src/lib/security.ts): helmet's set and one strict policy on everything
// it sends, JSON and its two plain pages alike, which load nothing. The store's pages, bundles and
// their policies (per page, remotes, providers, tags) are the store server's:
// server/test/security-headers.test.ts.

/** Content-Security-Policy as directive → sources. */
function csp(res: Response): Map<string, string[]> {
  const value = res.headers.get('content-security-policy');
  expect(value).toBeTruthy();
  return new Map(
    value!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const HTML = { accept: 'text/html,application/xhtml+xml' };

let s: TestServer;
let checkoutId = '';
let approvalUrl = '';
let orderNumber = '';

beforeAll(async () => {
  s = await startServer();
  const f = await flagship(s.base);
  const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 'm'), quantity: 1 }]);
  checkoutId = c.id;
  const init = await call<PaymentResult>(s.base, 'POST', '/api/payments/v1/initiatePayment', {
    amount: 0.01,
    platform: 'paypal',
    paymentMethod: 'paypal',
    checkoutId,
    storeSlug: 'demo',
  });
  approvalUrl = init.body.redirectUrl!;
  const paid = await readyCheckout(s.base, [{ sku: f.sku('White', 'l'), quantity: 1 }]);
  const { payment } = await payWith(s.base, paid.id, '4242424242424242');
  const sub = await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
    checkoutId: paid.id,
    storeSlug: 'demo',
    paymentToken: payment!.body.paymentToken,
    paymentId: payment!.body.paymentId,
    platform: 'stripe',
    returnUrl: '/thankyou',
  });
  orderNumber = sub.body.orderLookupNumber;
});
afterAll(() => s.close());

interface Row {
  name: string;
  url: () => string;
  headers?: Record<string, string>;
  status: number;
  type: string;
  /** Cross-Origin-Resource-Policy: product mockups, which the stores' pages on any origin embed. */
  corp: 'cross-origin' | 'same-origin';
}

const ROWS: Row[] = [
  {
    name: 'API JSON',
    url: () => '/api/backend/v1/stores?slug=demo',
    status: 200,
    type: 'application/json',
    corp: 'same-origin',
  },
  {
    name: 'API error',
    url: () => '/api/backend/v1/stores?slug=no-such-store',
    status: 404,
    type: 'application/json',
    corp: 'same-origin',
  },
  {
    name: 'API unknown route',
    url: () => '/api/nothing/here',
    status: 404,
    type: 'application/json',
    corp: 'same-origin',
  },
  {
    name: 'a page asked of the API (it writes none)',
    url: () => '/listing/tidepool-wave-tee',
    headers: HTML,
    status: 404,
    type: 'application/json',
    corp: 'same-origin',
  },
  {
    name: 'API mockup image',
    url: () => '/api/backend/media/mockups/t-shirt/1f2a44/front/tidepool-wave.svg',
    status: 200,
    type: 'image/svg+xml',
    corp: 'cross-origin',
  },
  {
    name: 'sandbox approval page',
    url: () => approvalUrl,
    headers: HTML,
    status: 200,
    type: 'text/html',
    corp: 'same-origin',
  },
  {
    name: 'track-order HTML page',
    url: () => `/api/checkout/track/order/${orderNumber}`,
    headers: HTML,
    status: 200,
    type: 'text/html',
    corp: 'same-origin',
  },
];

describe.each(ROWS)('$name', (row) => {
  let res: Response;
  beforeAll(async () => {
    res = await fetch(s.base + row.url(), { headers: row.headers, redirect: 'manual' });
  });

  test("helmet's headers: never framed, never sniffed", () => {
    expect(res.status).toBe(row.status);
    expect(res.headers.get('content-type')).toContain(row.type);
    const h = res.headers;
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('cross-origin-resource-policy')).toBe(row.corp);
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // Plain http without PUBLIC_URL / HSTS: no HSTS (a browser would ignore it, a proxy might not).
    expect(h.get('strict-transport-security')).toBeNull();
    expect(h.get('x-powered-by')).toBeNull();
  });

  test('the one strict policy: nothing loaded, framed or based elsewhere', () => {
    expect(Object.fromEntries(csp(res))).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });
});

test('the sandbox approval form still posts from its own page (same-origin, form-urlencoded)', async () => {
  const page = await fetch(s.base + approvalUrl, { headers: HTML });
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const paymentId = new URL(approvalUrl, s.base).searchParams.get('paymentId')!;
  const r = await fetch(s.base + action, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: s.base,
      'sec-fetch-site': 'same-origin',
      referer: s.base + approvalUrl,
    },
    body: new URLSearchParams({ paymentId, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  expect(r.status).toBe(303);
  expect(r.headers.get('location')).toContain(`/checkout/${checkoutId}?paymentId=${paymentId}`);
  expect(r.headers.get('x-frame-options')).toBe('DENY');
});

describe('responses written outside the hooks', () => {
  test('a URL fastify cannot decode (frameworkErrors) still gets the strict set', async () => {
    const r = await fetch(`${s.base}/api/%E0%A4%A`);
    expect(r.status).toBe(400);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(csp(r).get('default-src')).toEqual(["'none'"]);
  });

  test('an oversized request header (answered on the raw socket) too', async () => {
    const r = await fetch(`${s.base}/api/backend/v1/stores?slug=demo`, {
      headers: { 'x-big': 'b'.repeat(20 * 1024) },
    });
    expect(r.status).toBe(431);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(r).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('Strict-Transport-Security', () => {
  const stores = '/api/backend/v1/stores?slug=demo';

  test('an https PUBLIC_URL turns it on', async () => {
    const live = await startServer({ payments: { publicUrl: 'https://shop.example.com' } });
    try {
      const r = await fetch(live.base + stores);
      expect(r.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await live.close();
    }
  });

  test('it can be forced on (TLS proxy in front) or off', async () => {
    const on = await startServer({ hsts: true });
    const off = await startServer({
      hsts: false,
      payments: { publicUrl: 'https://shop.example.com' },
    });
    try {
      const a = await fetch(on.base + stores);
      expect(a.headers.get('strict-transport-security')).toContain('max-age=31536000');
      const b = await fetch(off.base + stores);
      expect(b.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await on.close();
      await off.close();
    }
  });
});
