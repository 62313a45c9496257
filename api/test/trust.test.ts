import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createPreviewToken } from '../src/lib/preview';
import { sameOriginPath } from '../src/lib/redirects';
import { resolveServerSecret, secretFileFor } from '../src/lib/serverSecret';
import { requireStoreDeclarations } from '../src/lib/storeScope';
import {
  CUSTOMER,
  call,
  fixedClock,
  flagship,
  get,
  NOW,
  payWith,
  placeOrder,
  readyCheckout,
  startServer,
  type TestServer,
  TEST_PREVIEW_SECRET,
} from './helpers';

/**
 * Issue "Trust": every repro found from outside, as a request over HTTP that failed before the fix.
 */
const CODE = { 'x-access-code': 'letmein' };
let s: TestServer;
let lockedSku: string;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
  const listing = await get(
    s.base,
    '/api/backend/v0/listing/backstage-pass-tee?store_slug=locked',
    CODE,
  );
  lockedSku = `${listing.body.listingId}-${listing.body.products[0].variations[0].variationId}-m`;
});
afterAll(() => s.close());

describe('1. one store-resolution rule: extra parameters cannot move the access check', () => {
  test.each([
    '/api/backend/v1/stores/products?slug=locked&storeId=x',
    '/api/backend/v1/stores/products?slug=locked&storeSlug=demo',
    '/api/backend/v1/stores?slug=locked&storeSlug=demo',
    '/api/backend/v1/stores?slug=locked&siteKey=demo&store_id=demo',
    '/api/backend/v1/stores/collections?slug=locked&storeId=zzz',
    '/api/backend/v1/stores/collections?slug=locked&store_slug=demo',
  ])('%s → 401, nothing of the locked store', async (url) => {
    const r = await get(s.base, url);
    expect(r.status).toBe(401);
    expect(r.body.errors[0].code).toBe('access_code_required');
    expect(JSON.stringify(r.body)).not.toMatch(/Backstage|products/);
  });

  test('/buy/express_checkout for a locked store needs the code and creates nothing', async () => {
    const before = (await s.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM checkouts'))!.n;
    const r = await fetch(`${s.base}/buy/express_checkout?skus=${lockedSku}_999&store_id=locked`, {
      redirect: 'manual',
    });
    expect(r.status).toBe(401);
    const text = await r.text();
    expect(text).not.toMatch(/left of item/);
    expect((await s.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM checkouts'))!.n).toBe(
      before,
    );
    const withCode = await fetch(
      `${s.base}/buy/express_checkout?skus=${lockedSku}_1&store_id=locked&accessCode=letmein`,
      { redirect: 'manual' },
    );
    expect(withCode.status).toBe(302);
  });

  test('locked and preview answers are private; public ones stay shareable', async () => {
    const file = await get(s.base, '/api/backend/cache/products/locked.json', CODE);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const store = await get(s.base, '/api/backend/v1/stores?slug=locked', CODE);
    expect(store.headers.get('cache-control')).toMatch(/^private/);
    const page = await get(s.base, '/api/backend/v1/stores/products?slug=locked', CODE);
    expect(page.headers.get('cache-control')).toMatch(/^private/);
    const preview = await get(s.base, '/api/theme/?siteKey=demo', {
      'x-preview-token': createPreviewToken(TEST_PREVIEW_SECRET, 'demo', NOW.getTime() + 3600_000),
    });
    expect(preview.body.previewMode).toBe(true);
    expect(preview.headers.get('cache-control')).toMatch(/^private/);
    const open = await get(s.base, '/api/backend/cache/products/demo.json');
    expect(open.headers.get('cache-control')).toBe('public, max-age=60');
  });

  test('a route that does not declare where it reads its store cannot be registered', async () => {
    const app = Fastify();
    requireStoreDeclarations(app);
    expect(() => app.get('/api/backend/v1/new-thing', async () => ({}))).toThrow(
      /does not declare config.store/,
    );
    const ok = Fastify();
    requireStoreDeclarations(ok);
    ok.get('/api/x', { config: { store: ['query.slug'] } }, async () => ({}));
    ok.get('/elsewhere', async () => ({}));
    await expect(ok.ready()).resolves.toBeDefined();
  });

  test('a slug beside a checkout of another store, or of no store, is 404', async () => {
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('White', 's'), quantity: 1 }]);
    const { payment } = await payWith(s.base, c.id, '4000 0000 0000 0002');
    expect(payment!.status).toBe(402);
    const paymentId = (await s.app.db.get<{ payment_id: string }>(
      'SELECT payment_id FROM checkouts WHERE id = ?',
      [c.id],
    ))!.payment_id;
    // Item 8: updatePayment used to answer for a store slug that names no store.
    const r = await call(s.base, 'POST', '/api/payments/v1/updatePayment', {
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: c.id,
      id: paymentId,
      storeSlug: 'no-such-store',
      paymentToken: 'whatever',
    });
    expect(r.status).toBe(404);
    expect(r.body.errors[0].code).toBe('store');
    const other = await get(s.base, `/api/checkout/checkout?id=${c.id}&storeSlug=afterdark`);
    expect(other.status).toBe(404);
  });
});

describe('2. orders and checkouts need proof of ownership', () => {
  let checkoutId: string;
  let lookup: string;
  beforeAll(async () => {
    const f = await flagship(s.base);
    ({ checkoutId, lookupNumber: lookup } = await placeOrder(s.base, f.sku('White', 'm')));
  });

  test('lookup numbers are random, not a sequence', async () => {
    expect(lookup).toMatch(/^TP-[A-HJKMNP-TV-Z2-9]{10}$/);
    const f = await flagship(s.base);
    const next = await placeOrder(s.base, f.sku('White', 'l'));
    expect(next.lookupNumber).not.toBe(lookup);
    expect(next.lookupNumber).toMatch(/^TP-[A-HJKMNP-TV-Z2-9]{10}$/);
  });

  test('the lookup number alone answers nothing; with the order email, no checkout id', async () => {
    const bare = await get(s.base, `/api/backend/v1/orders/lookup/${lookup}`);
    expect(bare.status).toBe(400);
    expect(bare.body.errors[0].source.parameter).toBe('email');
    const wrong = await get(s.base, `/api/backend/v1/orders/lookup/${lookup}?email=a%40b.co`);
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain('Ada');
    const right = await get(
      s.base,
      `/api/backend/v1/orders/lookup/${lookup.toLowerCase()}?email=${encodeURIComponent(` ${CUSTOMER.email.toUpperCase()} `)}`,
    );
    expect(right.status).toBe(200);
    expect(right.body.lookupNumber).toBe(lookup);
    expect(right.body).not.toHaveProperty('checkoutId');
    expect(JSON.stringify(right.body)).not.toContain(checkoutId);
  });

  test('a checkout read and a payment read never return the payment token', async () => {
    const c = await get(s.base, `/api/checkout/checkout?id=${checkoutId}&storeSlug=demo`);
    expect(c.status).toBe(200);
    expect(c.body.payment).toEqual({ id: expect.stringMatching(/^pay_/), state: 'succeeded' });
    expect(JSON.stringify(c.body)).not.toMatch(/ptok_/);
    const p = await get(
      s.base,
      `/api/payments/v1/payment?paymentId=${c.body.payment.id}&checkoutId=${checkoutId}`,
    );
    expect(p.status).toBe(200);
    expect(p.body).not.toHaveProperty('paymentToken');
    expect(JSON.stringify(p.body)).not.toMatch(/ptok_/);
  });

  test('the store record does not publish the seller token', async () => {
    const r = await get(s.base, '/api/backend/v1/stores?slug=demo');
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('sellerToken');
    const seller = (await s.app.db.get<{ seller_token: string }>(
      "SELECT seller_token FROM stores WHERE slug = 'demo'",
    ))!.seller_token;
    expect(JSON.stringify(r.body)).not.toContain(seller);
  });
});

describe('3. access sessions: the browser keeps an opaque HttpOnly cookie, never the code', () => {
  const open = (code: string, storeSlug = 'locked') =>
    call(s.base, 'POST', '/api/backend/v1/access_sessions', { storeSlug, accessCode: code });
  const cookieOf = (r: { headers: Headers }) =>
    (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  test('the right code sets an HttpOnly, SameSite=Lax session that opens the store', async () => {
    const r = await open('letmein');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const set = r.headers.get('set-cookie')!;
    expect(set).toMatch(/^store_access=v1\./);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=2592000/);
    expect(set).not.toMatch(/Secure/i); // plain http here
    expect(set).not.toContain('letmein');
    const cookie = cookieOf(r);
    const store = await get(s.base, '/api/backend/v1/stores?slug=locked', { cookie });
    expect(store.status).toBe(200);
    expect(store.body.name).toBe('Backstage Pass Merch');
  });

  test('a wrong, tampered, foreign or outdated session is refused', async () => {
    const wrong = await open('nope');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const cookie = cookieOf(await open('letmein'));
    const tampered = cookie.slice(0, -2) + (cookie.endsWith('AA') ? 'BB' : 'AA');
    const url = '/api/backend/v1/stores?slug=locked';
    expect((await get(s.base, url, { cookie: tampered })).status).toBe(401);
    expect((await get(s.base, url, { cookie: 'store_access=%F0%9F%A6%84' })).status).toBe(401);
    expect((await get(s.base, url, { cookie: 'store_access=v1.a.b.c; x=%zz' })).status).toBe(401);
    // A new code ends every session made with the old one.
    await s.app.db.run("UPDATE stores SET access_code = 'changed' WHERE slug = 'locked'");
    try {
      expect((await get(s.base, url, { cookie })).status).toBe(401);
    } finally {
      await s.app.db.run("UPDATE stores SET access_code = 'letmein' WHERE slug = 'locked'");
    }
    expect((await get(s.base, url, { cookie })).status).toBe(200);
  });

  test.each([['\u{1F984}'], ['a\r\nSet-Cookie: x=1'], [''], ['x'.repeat(65)]])(
    'a malformed code %j is refused (422) and sets nothing',
    async (code) => {
      const r = await open(code);
      expect(r.status).toBe(422);
      expect(r.body.errors[0].source.pointer).toBe('/accessCode');
      expect(r.headers.get('set-cookie')).toBeNull();
    },
  );

  test('Secure when the store is served over https', async () => {
    const https = await startServer({
      now: fixedClock,
      payments: { publicUrl: 'https://shop.example.com' },
    });
    try {
      const r = await call(https.base, 'POST', '/api/backend/v1/access_sessions', {
        storeSlug: 'locked',
        accessCode: 'letmein',
      });
      expect(r.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  test('a store without a code sets no session', async () => {
    const r = await open('anything', 'demo');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ locked: false });
    expect(r.headers.get('set-cookie')).toBeNull();
  });
});

describe('4. preview secret: generated and kept per install, never a committed one', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'store-secret-'));

  test('generated once (0600) beside the database, then reused', () => {
    const d = dir();
    const db = path.join(d, 'store.db');
    const a = resolveServerSecret({}, db);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(secretFileFor(db)).mode & 0o777).toBe(0o600);
    expect(resolveServerSecret({}, db)).toBe(a);
    expect(resolveServerSecret({}, path.join(dir(), 'store.db'))).not.toBe(a);
  });

  test('PREVIEW_SECRET wins; too short is refused; production needs it', () => {
    const db = path.join(dir(), 'store.db');
    const given = 'z'.repeat(40);
    expect(resolveServerSecret({ PREVIEW_SECRET: given }, db)).toBe(given);
    expect(() => resolveServerSecret({ PREVIEW_SECRET: 'short' }, db)).toThrow(/32/);
    expect(() => resolveServerSecret({ NODE_ENV: 'production' }, db)).toThrow(/PREVIEW_SECRET/);
    expect(fs.existsSync(secretFileFor(db))).toBe(false);
  });

  test('a token minted with the formerly committed secret opens nothing', async () => {
    const plain = await startServer({ now: fixedClock, previewSecret: undefined });
    try {
      const forged = createPreviewToken(
        'dev-preview-secret-change-me',
        'locked',
        NOW.getTime() + 3600_000,
      );
      const r = await get(plain.base, '/api/backend/v1/stores?slug=locked', {
        'x-preview-token': forged,
      });
      expect(r.status).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

describe('5. redirects go to same-origin paths only', () => {
  test.each([
    ['/.//evil.example/phish'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%2e%2e//evil.example'],
    ['https://evil.example/'],
    ['/\t/evil.example'],
  ])('%j is refused', (raw) => {
    expect(sameOriginPath(raw)).toBeNull();
  });

  test('site paths pass, normalised', () => {
    expect(sameOriginPath('/checkout/abc?x=1#h')).toBe('/checkout/abc?x=1#h');
    expect(sameOriginPath('/a/../checkout/abc')).toBe('/checkout/abc');
  });

  test('the sandbox approval refuses a returnUrl that leaves the site', async () => {
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('White', 'xl'), quantity: 1 }]);
    const init = await call(s.base, 'POST', '/api/payments/v1/initiatePayment', {
      platform: 'paypal',
      paymentMethod: 'paypal',
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    expect(init.body.state).toBe('requires_action');
    const post = (returnUrl: string) =>
      fetch(`${s.base}/api/payments/v1/sandbox/approve`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          paymentId: init.body.paymentId,
          decision: 'approve',
          returnUrl,
        }),
      });
    const evil = await post('/.//evil.example/phish');
    expect(evil.status).toBe(400);
    expect(
      ((await evil.json()) as { errors: { source: { pointer: string } }[] }).errors[0]!.source
        .pointer,
    ).toBe('/returnUrl');
    const page = await fetch(
      `${s.base}/api/payments/v1/sandbox/approve?paymentId=${init.body.paymentId}&returnUrl=/%5Cevil.example`,
    );
    expect(page.status).toBe(400);
    const good = await post(`/checkout/${c.id}`);
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toMatch(new RegExp(`^/checkout/${c.id}\\?paymentId=`));
  });
});
