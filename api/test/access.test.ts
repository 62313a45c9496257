import type { ProductsPage, ThemeData } from '@store/shared/src/types';
import { buildPreviewLink } from '../src/cli/preview-link';
import { accessCodeMatches } from '../src/lib/access';
import { createPreviewToken, openPreviewToken, verifyPreviewToken } from '../src/lib/preview';
import {
  afterOtherWrite,
  call,
  CUSTOMER,
  fixedClock,
  NOW,
  startServer,
  type TestServer,
  TEST_PREVIEW_SECRET,
} from './helpers';

const CODE = { 'x-access-code': 'letmein' };
const WRONG = { 'x-access-code': 'letmeout' };
const HOUR = 3600_000;
const token = (slug: string, expiresAt = NOW.getTime() + HOUR, secret = TEST_PREVIEW_SECRET) =>
  createPreviewToken(secret, slug, expiresAt);
const DRAFT_TITLE = 'Kelp Forest Collection: coming soon';

let s: TestServer;

/** Ids of the locked store's data, read with the right code. */
interface Fx {
  listingId: string;
  productId: string;
  colorId: string;
  collectionId: string;
  checkoutId: string;
  paymentId: string;
  paymentToken: string;
  lookupNumber: string;
  orderNumber: string;
}
let fx: Fx;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
async function must(r: Promise<{ status: number; body: any }>, status: number) {
  const res = await r;
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  // Every route is tried with wrong codes here: the guessing limit has its own tests
  // (access-limit.test.ts), so this server allows more than these tests send.
  s = await startServer({
    now: fixedClock,
    accessCodeLimit: { maxFailures: 10_000, windowMs: 60_000 },
  });
  const b = s.base;
  const listing = await must(
    call(b, 'GET', '/api/backend/v0/listing/backstage-pass-tee?store_slug=locked', undefined, CODE),
    200,
  );
  const product = listing.products[0]!;
  const colour = product.variations[0]!;
  const cols = await must(
    call(b, 'GET', '/api/backend/v1/collections?storeSlug=locked', undefined, CODE),
    200,
  );
  const sku = `${listing.listingId}-${colour.variationId}-m`;
  const created = await must(
    call(
      b,
      'POST',
      '/api/checkout/checkout',
      { lineItems: [{ sku, quantity: 1 }], storeSlug: 'locked' },
      CODE,
    ),
    201,
  );
  const put = (data: object) =>
    must(
      call(
        b,
        'PUT',
        '/api/checkout/v1/checkout',
        { id: created.id, data: { storeSlug: 'locked', ...data } },
        CODE,
      ),
      200,
    );
  await put({ customer: CUSTOMER });
  await put({ deliveryOption: 'standard' });
  const pm = await must(
    call(b, 'POST', '/api/payments/v1/sandbox/payment_methods', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
      name: 'Ada Lovelace',
    }),
    201,
  );
  await must(
    call(
      b,
      'POST',
      '/api/payments/v1/initiatePayment',
      {
        amount: 1,
        platform: 'stripe',
        paymentMethod: 'card',
        checkoutId: created.id,
        paymentMethodId: pm.id,
        storeSlug: 'locked',
      },
      CODE,
    ),
    201,
  );
  const pay = (await s.app.db.get<{ id: string; token: string }>(
    'SELECT id, token FROM payments WHERE checkout_id = ?',
    [created.id],
  ))!;
  const submit = await must(
    call(
      b,
      'POST',
      '/api/checkout/v1/checkout/submit',
      {
        checkoutId: created.id,
        storeSlug: 'locked',
        paymentToken: pay.token,
        paymentId: pay.id,
        platform: 'stripe',
        returnUrl: '/',
      },
      CODE,
    ),
    200,
  );
  expect(submit.state).toBe('success');
  const order = await must(
    call(b, 'GET', `/api/backend/v1/orders?cartId=${created.id}`, undefined, CODE),
    200,
  );
  fx = {
    listingId: listing.listingId,
    productId: product.productId,
    colorId: colour.variationId,
    collectionId: cols.collections[0].id,
    checkoutId: created.id,
    paymentId: pay.id,
    paymentToken: pay.token,
    lookupNumber: order.lookupNumber,
    orderNumber: order.orderNumber,
  };
});
afterAll(() => s.close());

interface Req {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Every store call, aimed at the locked store (the ids come from its own data). */
const LOCKED: Record<string, (f: Fx) => Req> = {
  'store by slug': () => ({ method: 'GET', url: '/api/backend/v1/stores?slug=locked' }),
  'store collections': () => ({
    method: 'GET',
    url: '/api/backend/v1/stores/collections?slug=locked',
  }),
  'store products': () => ({ method: 'GET', url: '/api/backend/v1/stores/products?slug=locked' }),
  'collections mode': () => ({
    method: 'GET',
    url: '/api/backend/v1/collections?storeSlug=locked',
  }),
  'collection items': (f) => ({
    method: 'GET',
    url: `/api/backend/collection/${f.collectionId}/items?page=1`,
  }),
  'cached product JSON': () => ({ method: 'GET', url: '/api/backend/cache/products/locked.json' }),
  'v1 listings': () => ({
    method: 'GET',
    url: '/api/backend/v1/listings?slug=backstage-pass-tee&storeSlug=locked',
  }),
  'v0 listing': () => ({
    method: 'GET',
    url: '/api/backend/v0/listing/backstage-pass-tee?store_slug=locked',
  }),
  blanks: (f) => ({ method: 'GET', url: `/api/backend/v1/blanks?id=${f.productId}` }),
  inventory: (f) => ({
    method: 'GET',
    url: `/api/backend/v1/inventory?colorId=${f.colorId}&sizeId=m`,
  }),
  'localization details': () => ({
    method: 'GET',
    url: '/api/backend/v1/localization_details?storeId=locked',
  }),
  'buyer localization': () => ({
    method: 'GET',
    url: '/api/backend/v1/buyer_localization?storeSlug=locked',
  }),
  theme: () => ({ method: 'GET', url: '/api/theme/?siteKey=locked' }),
  'order by cart': (f) => ({ method: 'GET', url: `/api/backend/v1/orders?cartId=${f.checkoutId}` }),
  'order by lookup number': (f) => ({
    method: 'GET',
    url: `/api/backend/v1/orders/lookup/${f.lookupNumber}?email=${encodeURIComponent(CUSTOMER.email)}`,
  }),
  'track order (any letter case)': (f) => ({
    method: 'GET',
    url: `/api/checkout/track/order/${f.orderNumber.toLowerCase()}`,
  }),
  'pre-order form': (f) => ({
    method: 'POST',
    url: '/api/backend/',
    body: `fullname=Ada&email=shopper%40example.com&colorId=${f.colorId}&sizeId=m`,
    headers: form,
  }),
  availability: (f) => ({
    method: 'GET',
    url: `/api/availability/v1/availability?userToken=t&listingId=${f.listingId}`,
    headers: { 'x-api-key': 'sandbox' },
  }),
  'newsletter signup': () => ({
    method: 'POST',
    url: '/api/backend/v1/newsletter/locked',
    body: { email: 'shopper@example.com', source: 'footer' },
  }),
  'order recovery': () => ({
    method: 'POST',
    url: '/api/commerce/v1/orders/recover?email=shopper%40example.com&slug=locked',
  }),
  'create checkout': (f) => ({
    method: 'POST',
    url: '/api/checkout/checkout',
    body: {
      storeSlug: 'locked',
      lineItems: [{ sku: `${f.listingId}-${f.colorId}-s`, quantity: 1 }],
    },
  }),
  'get checkout': (f) => ({
    method: 'GET',
    url: `/api/checkout/checkout?id=${f.checkoutId}&storeSlug=locked`,
  }),
  'update checkout': (f) => ({
    method: 'PUT',
    url: '/api/checkout/v1/checkout',
    body: { id: f.checkoutId, data: { storeSlug: 'locked', marketingOptIn: true } },
  }),
  'verify address': (f) => ({
    method: 'POST',
    url: '/api/checkout/v1/checkout/verifyAddress',
    body: { id: f.checkoutId, storeSlug: 'locked', address: CUSTOMER.address },
  }),
  'delivery options': (f) => ({
    method: 'POST',
    url: '/api/checkout/deliveryOptions',
    body: { id: f.checkoutId, storeSlug: 'locked', stateCode: 'CA', countryCode: 'US' },
  }),
  submit: (f) => ({
    method: 'POST',
    url: '/api/checkout/v1/checkout/submit',
    body: {
      checkoutId: f.checkoutId,
      storeSlug: 'locked',
      paymentToken: f.paymentToken,
      paymentId: f.paymentId,
      platform: 'stripe',
      returnUrl: '/',
    },
  }),
  'initiate payment': (f) => ({
    method: 'POST',
    url: '/api/payments/v1/initiatePayment',
    body: {
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: f.checkoutId,
      storeSlug: 'locked',
    },
  }),
  'update payment': (f) => ({
    method: 'POST',
    url: '/api/payments/v1/updatePayment',
    body: {
      id: f.paymentId,
      paymentToken: f.paymentToken,
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: f.checkoutId,
      storeSlug: 'locked',
    },
  }),
  'payment status': (f) => ({
    method: 'GET',
    url: `/api/payments/v1/payment?paymentId=${f.paymentId}&checkoutId=${f.checkoutId}`,
  }),
};

const send = (r: Req, extra: Record<string, string> = {}, url = r.url) =>
  call(s.base, r.method, url, r.body, { ...r.headers, ...extra });
const withCodeParam = (url: string, code: string) =>
  `${url}${url.includes('?') ? '&' : '?'}accessCode=${code}`;

describe('locked store: every store call needs the access code', () => {
  test.each(Object.keys(LOCKED))('%s', async (name) => {
    const r = LOCKED[name]!(fx);

    const none = await send(r);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      errors: [
        {
          status: 401,
          code: 'access_code_required',
          detail: 'This store is protected by an access code.',
        },
      ],
    });

    const wrong = await send(r, WRONG);
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('access_code_invalid');
    const wrongParam = await send(r, {}, withCodeParam(r.url, 'nope'));
    expect(wrongParam.status).toBe(401);
    expect(wrongParam.body.errors[0].code).toBe('access_code_invalid');

    for (const ok of [await send(r, CODE), await send(r, {}, withCodeParam(r.url, 'letmein'))]) {
      expect(ok.status).not.toBe(401);
      expect(ok.status).toBeLessThan(500);
    }
  });

  test('the right code answers the real data (header and query parameter)', async () => {
    const byHeader = await send(LOCKED['store by slug']!(fx), CODE);
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.name).toBe('Backstage Pass Merch');
    const theme = await send(
      LOCKED.theme!(fx),
      {},
      '/api/theme/?siteKey=locked&accessCode=letmein',
    );
    expect(theme.status).toBe(200);
    expect(theme.body.meta.storeName).toBe('Backstage Pass Merch');
    const products = await send(
      LOCKED['store products']!(fx),
      {},
      '/api/backend/v1/stores/products?slug=locked&accessCode=letmein',
    );
    expect(products.status).toBe(200);
    expect(products.body.products.length).toBe(3);
  });

  test('a locked-store checkout cannot be reached through another store name', async () => {
    const r = await call(
      s.base,
      'GET',
      `/api/checkout/checkout?id=${fx.checkoutId}&storeSlug=demo`,
    );
    // A request about two stores proves nothing about either.
    expect(r.status).toBe(404);
    expect(r.body.errors[0].code).toBe('store');
    expect(JSON.stringify(r.body)).not.toContain(CUSTOMER.email);
    const order = await call(
      s.base,
      'GET',
      `/api/backend/v1/orders?cartId=${fx.checkoutId}`,
      undefined,
      {
        'x-access-code': 'wrong',
      },
    );
    expect(order.status).toBe(401);
  });

  test('a valid preview token for the locked store also lets in; other tokens do not', async () => {
    const r = LOCKED['store by slug']!(fx);
    expect((await send(r, { 'x-preview-token': token('locked') })).status).toBe(200);
    expect((await send(r, { 'x-preview-token': token('demo') })).status).toBe(401);
    expect((await send(r, { 'x-preview-token': token('locked', NOW.getTime() - 1) })).status).toBe(
      401,
    );
    const t = Buffer.from(token('locked'), 'base64url');
    t[20]! ^= 0x80;
    expect((await send(r, { 'x-preview-token': t.toString('base64url') })).status).toBe(401);
  });

  test('codes are compared exactly', () => {
    expect(accessCodeMatches('letmein', 'letmein')).toBe(true);
    expect(accessCodeMatches('LETMEIN', 'letmein')).toBe(false);
    expect(accessCodeMatches('letmein ', 'letmein')).toBe(false);
    expect(accessCodeMatches('', 'letmein')).toBe(false);
  });
});

describe('stores without a code are unaffected', () => {
  test.each([
    '/api/backend/v1/stores?slug=demo',
    '/api/backend/v1/stores/products?slug=demo',
    '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo',
    '/api/theme/?siteKey=demo',
    '/api/backend/v1/listings?slug=locked&storeSlug=demo', // `slug` is a listing slug here
  ])('%s', async (url) => {
    const plain = await call(s.base, 'GET', url);
    expect(plain.status).not.toBe(401);
    expect(plain.status).toBeLessThan(500);
    const withWrongCode = await call(s.base, 'GET', url, undefined, WRONG);
    expect(withWrongCode.status).toBe(plain.status);
  });

  test('a code set by another connection (another process) is asked for on the next request', async () => {
    // Store rows are kept per process between catalog changes: this proves the keeping sees
    // another writer's commit, not only this process's own writes.
    const url = '/api/backend/v1/stores?slug=demo';
    expect((await call(s.base, 'GET', url)).status).toBe(200);
    expect((await call(s.base, 'GET', url)).status).toBe(200);
    const other = await s.connectAgain();
    try {
      await other.run("UPDATE stores SET access_code = 'opensesame' WHERE slug = 'demo'");
      // At once on SQLite (its change count); within 1 s on PostgreSQL (NOTIFY).
      const status = async () => (await call(s.base, 'GET', url)).status;
      expect(await afterOtherWrite(s, status, 401)).toBe(401);
      const locked = await call(s.base, 'GET', url);
      expect(locked.body.errors[0].code).toBe('access_code_required');
    } finally {
      await other.run("UPDATE stores SET access_code = NULL WHERE slug = 'demo'");
      await other.close();
    }
    expect(await afterOtherWrite(s, async () => (await call(s.base, 'GET', url)).status, 200)).toBe(
      200,
    );
  });

  test('unknown stores still answer 404 errors.store', async () => {
    const r = await call(s.base, 'GET', '/api/backend/v1/stores?slug=nosuchstore');
    expect(r.status).toBe(404);
    expect(r.body.errors[0].code).toBe('store');
  });
});

describe('preview tokens', () => {
  const theme = (headers: Record<string, string> = {}) =>
    call<ThemeData>(s.base, 'GET', '/api/theme/?siteKey=demo', undefined, headers);
  const anyProducts = (headers: Record<string, string> = {}) =>
    call<ProductsPage>(
      s.base,
      'GET',
      '/api/backend/v1/stores/products?slug=demo&visibility=any',
      undefined,
      headers,
    );
  const hasPrivate = (p: ProductsPage) => p.products.some((t) => t.slug === 'crew-only-tee');
  const flip = (t: string, i: number) => {
    const raw = Buffer.from(t, 'base64url');
    raw[i]! ^= 0x01;
    return raw.toString('base64url');
  };

  test('the token is authenticated encryption: opaque, and round-trips only with the secret', () => {
    const t = token('demo');
    expect(t).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(t, 'base64url').toString('latin1')).not.toContain('demo');
    expect(openPreviewToken(TEST_PREVIEW_SECRET, t)).toEqual({
      storeSlug: 'demo',
      expiresAt: NOW.getTime() + HOUR,
    });
    expect(openPreviewToken('another-secret', t)).toBeNull();
    expect(token('demo')).not.toBe(t); // random IV
    expect(verifyPreviewToken(TEST_PREVIEW_SECRET, t, 'demo', NOW.getTime())).toBe(true);
    expect(verifyPreviewToken(TEST_PREVIEW_SECRET, t, 'demo', NOW.getTime() + HOUR)).toBe(false);
  });

  test('a valid token unlocks the draft theme and the private listing', async () => {
    const published = await theme();
    expect(published.status).toBe(200);
    expect(published.body.previewMode).toBe(false);
    expect(published.body.content.heroBanner.title).not.toBe(DRAFT_TITLE);
    const preview = await theme({ 'x-preview-token': token('demo') });
    expect(preview.body.previewMode).toBe(true);
    expect(preview.body.content.heroBanner.title).toBe(DRAFT_TITLE);
    // The draft is a patch: the rest of the published theme stays.
    expect(preview.body.meta.storeName).toBe(published.body.meta.storeName);
    expect(preview.body.content.cart.title).toBe(published.body.content.cart.title);

    expect(hasPrivate((await anyProducts()).body)).toBe(false);
    expect(hasPrivate((await anyProducts({ 'x-preview-token': token('demo') })).body)).toBe(true);
  });

  const bad: Record<string, () => string> = {
    'tampered (a ciphertext byte flipped)': () => flip(token('demo'), 14),
    'tampered (an IV byte flipped)': () => flip(token('demo'), 0),
    'tampered (a tag byte flipped)': () => {
      const t = token('demo');
      return flip(t, Buffer.from(t, 'base64url').length - 1);
    },
    truncated: () => token('demo').slice(0, -4),
    expired: () => token('demo', NOW.getTime() - 1),
    'for another store': () => token('locked'),
    'made with another secret': () => token('demo', NOW.getTime() + HOUR, 'not-the-secret'),
    'old HMAC format': () => 'eyJzIjoiZGVtbyIsImUiOjk5OTk5OTk5OTk5OTl9.abc',
    garbage: () => '%%%not a token%%%',
    'very long': () => 'A'.repeat(5000),
    empty: () => '',
  };

  test.each(Object.keys(bad))('%s: nothing extra and never a 500', async (name) => {
    const h = { 'x-preview-token': bad[name]!() };
    const t = await theme(h);
    expect(t.status).toBe(200);
    expect(t.body.previewMode).toBe(false);
    expect(t.body.content.heroBanner.title).not.toBe(DRAFT_TITLE);
    const p = await anyProducts(h);
    expect(p.status).toBe(200);
    expect(hasPrivate(p.body)).toBe(false);
    const listing = await call(
      s.base,
      'GET',
      '/api/backend/v0/listing/low-tide-club-tee?store_slug=demo&visibility=any',
      undefined,
      h,
    );
    expect(listing.status).toBe(200);
    expect(
      listing.body.products[0].variations.every(
        (v: { visibility: string }) => v.visibility === 'public',
      ),
    ).toBe(true);
  });

  test('a preview of the locked store shows its theme in preview mode without a code', async () => {
    const r = await call<ThemeData>(s.base, 'GET', '/api/theme/?siteKey=locked', undefined, {
      'x-preview-token': token('locked'),
    });
    expect(r.status).toBe(200);
    expect(r.body.previewMode).toBe(true);
  });
});

describe('preview-link command', () => {
  test('prints a store URL carrying the token in #preview=', () => {
    const now = Date.now();
    const { token: t, url } = buildPreviewLink({
      slug: 'demo',
      hours: 2,
      secret: TEST_PREVIEW_SECRET,
      base: 'http://localhost:4000/',
      now,
    });
    expect(url).toBe(`http://localhost:4000/#preview=${encodeURIComponent(t)}`);
    const inUrl = decodeURIComponent(url.split('#preview=')[1]!);
    expect(openPreviewToken(TEST_PREVIEW_SECRET, inUrl)).toEqual({
      storeSlug: 'demo',
      expiresAt: now + 2 * HOUR,
    });
  });
});
