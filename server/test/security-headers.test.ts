import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@store/shared/src/routes/remotes';
import type { PaymentResult } from '@store/shared/src/types';
import { EARLY_CAPTURE_SOURCE } from '../src/ops/csp';
import {
  call,
  flagship,
  payWith,
  readyCheckout,
  startServer,
  type TestServer,
  type TestServerOptions,
} from './helpers';

// Security headers of the store server (src/ops/securityHeaders.ts): the store's pages, bundles
// and config get a policy per kind (frames denied on the pages that take payment details or show
// an order, the remotes' and providers' hosts, a store's tag hosts on its own pages only), and
// what it forwards to the API under /api gets the strict set the API's answers have.

/** A built-looking front end: shell and remote entry files, each with a source map beside it. */
function writeFrontend(root: string): void {
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log(1)\n//# sourceMappingURL=main.js.map');
  fs.writeFileSync(path.join(shell, 'main.js.map'), '{"version":3,"sources":["secret.ts"]}');
  for (const r of REMOTES) {
    const dist = path.join(root, r, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${r} */`);
    fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: r }));
  }
}

const startStore = (opts: TestServerOptions = {}, remotes?: unknown) =>
  startServer({ serverRender: false, ...opts }, (dir) => {
    const root = path.join(dir, 'frontend');
    writeFrontend(root);
    const remotesFile = path.join(dir, 'remotes.json');
    if (remotes !== undefined) fs.writeFileSync(remotesFile, JSON.stringify(remotes));
    return { frontendRoot: root, remotesFile };
  });

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
  s = await startStore();
  // The shopper's data, made on the API itself: these tests are about what the store server sends.
  const api = s.api.base;
  const f = await flagship(api);
  const c = await readyCheckout(api, [{ sku: f.sku('Black', 'm'), quantity: 1 }]);
  checkoutId = c.id;
  const init = await call<PaymentResult>(api, 'POST', '/api/payments/v1/initiatePayment', {
    amount: 0.01,
    platform: 'paypal',
    paymentMethod: 'paypal',
    checkoutId,
    storeSlug: 'demo',
  });
  approvalUrl = init.body.redirectUrl!;
  const paid = await readyCheckout(api, [{ sku: f.sku('White', 'l'), quantity: 1 }]);
  const { payment } = await payWith(api, paid.id, '4242424242424242');
  const sub = await call(api, 'POST', '/api/checkout/v1/checkout/submit', {
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

/** `store`: the store's own answers; `api`: the API's, forwarded under /api. */
type Kind = 'store' | 'api';
interface Row {
  name: string;
  url: () => string;
  headers?: Record<string, string>;
  status: number;
  type: string;
  kind: Kind;
  frames: 'DENY' | 'SAMEORIGIN';
  /** Cross-Origin-Resource-Policy: public files stores on other origins may embed. */
  corp: 'cross-origin' | 'same-origin';
}

const storeRow = (
  name: string,
  url: () => string,
  type: string,
  frames: Row['frames'],
  headers?: Record<string, string>,
): Row => ({
  name,
  url,
  ...(headers ? { headers } : {}),
  status: 200,
  type,
  kind: 'store',
  frames,
  corp: 'cross-origin',
});

const ROWS: Row[] = [
  storeRow('SPA HTML /', () => '/', 'text/html', 'SAMEORIGIN', HTML),
  storeRow('SPA HTML /checkout/<id>', () => `/checkout/${checkoutId}`, 'text/html', 'DENY', HTML),
  storeRow('SPA HTML /thankyou', () => '/thankyou?orderNumber=TP-X', 'text/html', 'DENY', HTML),
  storeRow(
    'SPA HTML /checkout-complete/<id>',
    () => `/checkout-complete/${checkoutId}`,
    'text/html',
    'DENY',
    HTML,
  ),
  storeRow(
    'SPA HTML with an escaped checkout path',
    () => `/%63heckout//${checkoutId}`,
    'text/html',
    'DENY',
    HTML,
  ),
  storeRow('config.json', () => '/config.json', 'application/json', 'SAMEORIGIN'),
  storeRow('static JS (shell)', () => '/main.js', 'javascript', 'SAMEORIGIN'),
  storeRow(
    'static JS (remote entry)',
    () => '/remotes/mf-cart/remoteEntry.js',
    'javascript',
    'SAMEORIGIN',
  ),
  {
    name: 'API JSON, forwarded',
    url: () => '/api/backend/v1/stores?slug=demo',
    status: 200,
    type: 'application/json',
    kind: 'api',
    frames: 'DENY',
    corp: 'same-origin',
  },
  {
    name: 'API error, forwarded',
    url: () => '/api/backend/v1/stores?slug=no-such-store',
    status: 404,
    type: 'application/json',
    kind: 'api',
    frames: 'DENY',
    corp: 'same-origin',
  },
  {
    name: 'API unknown route',
    url: () => '/api/nothing/here',
    status: 404,
    type: 'application/json',
    kind: 'api',
    frames: 'DENY',
    corp: 'same-origin',
  },
  {
    name: 'API mockup image, forwarded',
    url: () => '/api/backend/media/mockups/t-shirt/1f2a44/front/tidepool-wave.svg',
    status: 200,
    type: 'image/svg+xml',
    kind: 'api',
    frames: 'DENY',
    corp: 'cross-origin',
  },
  {
    name: 'sandbox approval page, forwarded',
    url: () => approvalUrl,
    headers: HTML,
    status: 200,
    type: 'text/html',
    kind: 'api',
    frames: 'DENY',
    corp: 'same-origin',
  },
  {
    name: 'track-order HTML page, forwarded',
    url: () => `/api/checkout/track/order/${orderNumber}`,
    headers: HTML,
    status: 200,
    type: 'text/html',
    kind: 'api',
    frames: 'DENY',
    corp: 'same-origin',
  },
];

describe.each(ROWS)('$name', (row) => {
  let res: Response;
  beforeAll(async () => {
    res = await fetch(s.base + row.url(), { headers: row.headers, redirect: 'manual' });
  });

  test('the headers every response carries', () => {
    expect(res.status).toBe(row.status);
    expect(res.headers.get('content-type')).toContain(row.type);
    const h = res.headers;
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('x-frame-options')).toBe(row.frames);
    expect(h.get('cross-origin-resource-policy')).toBe(row.corp);
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const pp = h.get('permissions-policy') ?? '';
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()'])
      expect(pp).toContain(off);
    expect(pp).toContain('payment=(self)');
    // Plain http without PUBLIC_URL / HSTS: no HSTS (a browser would ignore it, a proxy might not).
    expect(h.get('strict-transport-security')).toBeNull();
    expect(h.get('x-powered-by')).toBeNull();
  });

  test('content security policy for its kind', () => {
    const d = csp(res);
    const frameAncestors = row.frames === 'DENY' ? ["'none'"] : ["'self'"];
    expect(d.get('frame-ancestors')).toEqual(frameAncestors);
    if (row.kind === 'api') {
      // JSON and the two server-rendered pages load nothing; the approval form posts to itself.
      expect(Object.fromEntries(d)).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      return;
    }
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'", EARLY_CAPTURE_SOURCE]);
    expect(d.get('script-src-attr')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    // The API's hosts are this server's own prefixes, wherever they are forwarded.
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('frame-src')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    // Sandbox store on http: no provider hosts, no upgrade of the store's own http requests.
    expect(res.headers.get('content-security-policy')).not.toMatch(/stripe|paypal|unsafe-eval/);
    expect(d.has('upgrade-insecure-requests')).toBe(false);
  });
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
    const r = await fetch(`${s.base}/`, { headers: { 'x-big': 'b'.repeat(20 * 1024) } });
    expect(r.status).toBe(431);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(r).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('source maps are not published', () => {
  test.each(['/main.js.map', '/remotes/mf-cart/remoteEntry.js.map'])('%s → 404', async (url) => {
    const r = await fetch(s.base + url);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toContain('secret.ts');
  });

  test.each([
    ['an escaped name', '/main.js.m%61p', {}],
    ['a browser asking for HTML', '/main.js.map', HTML],
  ])('%s gets the shell page or a 404, never the map', async (_name, url, headers) => {
    const r = await fetch(s.base + url, { headers });
    expect([200, 404]).toContain(r.status);
    expect(await r.text()).not.toContain('secret.ts');
  });
});

describe("a store's tags", () => {
  const setPixels = (pixels: unknown) =>
    s.api.changeCatalog(
      'UPDATE stores SET pixels_json = ? WHERE slug = ?',
      [JSON.stringify(pixels), 'demo'],
      'demo',
    );
  afterAll(() => setPixels({ gmcMerchantId: null, googleAnalytics: null, facebook: null }));

  test('their hosts join its pages, which keep their frame rules; its forwarded API answers stay strict', async () => {
    await setPixels({ gmcMerchantId: null, googleAnalytics: 'G-AB12CD34EF', facebook: null });
    const home = await fetch(`${s.base}/`, { headers: HTML });
    expect(csp(home).get('script-src')).toContain('https://*.googletagmanager.com');
    expect(csp(home).get('frame-ancestors')).toEqual(["'self'"]);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The checkout page loads the tags too, and is still never framed.
    const checkout = await fetch(`${s.base}/checkout/${checkoutId}`, { headers: HTML });
    expect(csp(checkout).get('script-src')).toContain('https://*.googletagmanager.com');
    expect(csp(checkout).get('frame-ancestors')).toEqual(["'none'"]);
    expect(checkout.headers.get('x-frame-options')).toBe('DENY');
    const api = await fetch(`${s.base}/api/backend/v1/stores?slug=demo`);
    expect(csp(api).get('default-src')).toEqual(["'none'"]);
    expect(csp(api).has('script-src')).toBe(false);
    // Another store on the same server names none of them.
    const other = await fetch(`${s.base}/`, {
      headers: { ...HTML, 'x-forwarded-host': 'locked.example.com' },
    });
    expect(csp(other).get('script-src')?.join(' ')).not.toMatch(/googletagmanager/);
  });
});

describe('policy follows the configuration', () => {
  const CDN = 'https://cdn.example.com';
  let live: TestServer;
  let remotesFile: string;
  beforeAll(async () => {
    live = await startStore(
      {
        stripePublishableKey: 'pk_test_123',
        paypalClientId: 'paypal-client',
        publicUrl: 'https://shop.example.com',
      },
      {
        'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
        'mf-cart': `${CDN}/mf-cart/1.4.0/mf-manifest.json`,
      },
    );
    remotesFile = path.join(live.dir, 'remotes.json');
  });
  afterAll(() => live.close());

  const storeCsp = async (url = '/') => csp(await fetch(live.base + url, { headers: HTML }));

  test('remotes on other origins are allowed where they are used', async () => {
    const d = await storeCsp();
    expect(d.get('script-src')).toContain(CDN);
    expect(d.get('connect-src')).toEqual(expect.arrayContaining(["'self'", CDN]));
  });

  test('provider hosts appear only with their keys, for their directives', async () => {
    const d = await storeCsp();
    expect(d.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://*.paypal.com',
      ]),
    );
    expect(d.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://*.paypal.com',
      ]),
    );
    expect(d.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://*.paypal.com']),
    );
    for (const directive of ['script-src', 'style-src'])
      expect(d.get(directive)).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
    const pp = (await fetch(live.base + '/')).headers.get('permissions-policy');
    expect(pp).toContain('payment=(self "https://js.stripe.com" "https://www.paypal.com")');
  });

  test('an https PUBLIC_URL turns on HSTS and upgrade-insecure-requests', async () => {
    const r = await fetch(live.base + '/config.json');
    expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(csp(r).has('upgrade-insecure-requests')).toBe(true);
    const api = await fetch(`${live.base}/api/backend/v1/stores?slug=demo`);
    expect(api.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  test('a new remotes.json is followed on the next response; a broken one names nothing', async () => {
    const other = 'https://other-cdn.example.net:8443';
    fs.writeFileSync(remotesFile, JSON.stringify({ 'mf-cart': `${other}/mf-manifest.json` }));
    fs.utimesSync(remotesFile, new Date(), new Date(Date.now() + 5_000));
    let d = await storeCsp('/cart');
    expect(d.get('script-src')).toContain(other);
    expect(d.get('script-src')).not.toContain(CDN);
    fs.writeFileSync(remotesFile, '{ not json');
    fs.utimesSync(remotesFile, new Date(), new Date(Date.now() + 10_000));
    d = await storeCsp('/cart');
    expect(d.get('script-src')).not.toContain(other);
    expect(d.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com']),
    );
  });

  test('HSTS can be forced on (TLS proxy in front) or off', async () => {
    // Both in front of the one API: only the store server's own setting differs.
    const on = await startStore({ hsts: true, sharedApi: live.api });
    const off = await startStore({
      hsts: false,
      publicUrl: 'https://shop.example.com',
      sharedApi: live.api,
    });
    try {
      const a = await fetch(`${on.base}/`, { headers: HTML });
      expect(a.headers.get('strict-transport-security')).toContain('max-age=31536000');
      const b = await fetch(`${off.base}/`, { headers: HTML });
      expect(b.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await on.close();
      await off.close();
    }
  });
});
