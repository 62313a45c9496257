import type { Checkout } from '@store/shared/src/types';
import {
  call,
  fixedClock,
  flagship,
  get,
  payWith,
  readyCheckout,
  startServer,
  type TestServer,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const raw = (url: string, init: RequestInit = {}) =>
  fetch(s.base + url, { redirect: 'manual', ...init });

describe('express checkout redirect target', () => {
  test('creates a server-priced checkout from the SKUs and redirects to it', async () => {
    const f = await flagship(s.base);
    const storeId = (await s.app.db.get<{ id: string }>(
      "SELECT id FROM stores WHERE slug = 'demo'",
    ))!.id;
    const q = new URLSearchParams({
      currency: 'USD',
      locale: 'en-US',
      payment_method: 'paypal',
      ship_method: '1',
      skus: `${f.sku('Black', 'm')}_2,${f.sku('Black', '2xl')}_1,${f.sku('Black', 'm')}_1`,
      store_id: storeId,
      store_url: 'https://demo.example.com',
      aid: 'aff-7',
      device_id: 'dev-1',
      _ga: 'GA1.2.3',
      content_ids: '1,2',
      shipping: 'US',
      method: 'paypal',
    });
    const r = await raw(`/buy/express_checkout?${q.toString()}`);
    expect(r.status).toBe(302);
    const location = r.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop()!;
    const c = await get<Checkout>(s.base, `/api/checkout/checkout?id=${id}&storeSlug=demo`);
    expect(c.status).toBe(200);
    expect(c.body.lineItems.map((l) => [l.sizeLabel, l.quantity, l.price])).toEqual([
      ['M', 3, 24.99],
      ['2XL', 1, 26.99],
    ]);
    expect(c.body.paymentMethod).toBe('paypal');
    expect(c.body.platform).toBe('paypal');
    expect(c.body.state).toBe('created');
  });

  test('store slug works as store_id; default method is afterpay', async () => {
    const f = await flagship(s.base);
    const r = await raw(`/buy/express_checkout?store_id=demo&skus=${f.sku('White', 's')}_1`);
    expect(r.status).toBe(302);
    const id = r.headers.get('location')!.split('/').pop()!;
    const c = await get<Checkout>(s.base, `/api/checkout/checkout?id=${id}&storeSlug=demo`);
    expect(c.body.paymentMethod).toBe('afterpay');
  });

  test.each([
    ['missing skus', 'store_id=demo', 'skus'],
    ['missing store_id', 'skus=1-2-m_1', 'store_id'],
    ['not a sku_quantity list', 'store_id=demo&skus=abc', 'skus'],
    ['quantity 0', 'store_id=demo&skus=SKU_0', 'skus'],
    ['unknown SKU', 'store_id=demo&skus=9-9-m_1', 'skus'],
    ['ship_method other than 1', 'store_id=demo&skus=1-2-m_1&ship_method=2', 'ship_method'],
    ['unknown method', 'store_id=demo&skus=1-2-m_1&method=bitcoin', 'method'],
    ['bad currency', 'store_id=demo&skus=1-2-m_1&currency=US', 'currency'],
    ['Afterpay (the default method) in EUR', 'store_id=demo&skus=1-2-m_1&currency=EUR', 'currency'],
    ['too many SKUs', `store_id=demo&skus=${Array(51).fill('1-2-m_1').join(',')}`, 'skus'],
  ])('%s → 400', async (_name, query, parameter) => {
    const r = await call(s.base, 'GET', `/buy/express_checkout?${query}`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].source.parameter).toBe(parameter);
  });

  test('out-of-stock and over-quantity SKUs → 400; unknown store → 404', async () => {
    const f = await flagship(s.base);
    const oos = await call(
      s.base,
      'GET',
      `/buy/express_checkout?store_id=demo&skus=${f.sku('Navy', '3xl')}_1`,
    );
    expect(oos.status).toBe(400);
    expect(oos.body.errors[0].code).toBe('sku_unavailable');
    const many = await call(
      s.base,
      'GET',
      `/buy/express_checkout?store_id=demo&skus=${f.sku('Black', 'm')}_60,${f.sku('Black', 'm')}_60`,
    );
    expect(many.status).toBe(400);
    const st = await call(
      s.base,
      'GET',
      `/buy/express_checkout?store_id=nope&skus=${f.sku('Black', 'm')}_1`,
    );
    expect(st.status).toBe(404);
    expect(st.body.errors[0].code).toBe('store');
  });
});

describe('express methods a store hides (SPEC §7)', () => {
  const lastCallSku = async () => {
    const l = await get(s.base, '/api/backend/v0/listing/last-call-tee?store_slug=afterdark');
    const p = l.body.products[0]!;
    const v = p.variations[0]!;
    return `${l.body.listingId}-${v.variationId}-${v.availableSizesWithId[0].id}`;
  };

  test('afterdark (hide paypal, hide card): PayPal and card express refused, Afterpay and wallets open', async () => {
    const sku = await lastCallSku();
    for (const method of ['paypal', 'stripe', 'card']) {
      const r = await call(
        s.base,
        'GET',
        `/buy/express_checkout?store_id=afterdark&skus=${sku}_1&method=${method}`,
      );
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({
        code: 'method_unavailable',
        source: { parameter: 'method' },
      });
    }
    for (const method of ['afterpay', 'googlepay', 'applepay']) {
      const r = await raw(
        `/buy/express_checkout?store_id=afterdark&skus=${sku}_1&method=${method}`,
      );
      expect(r.status).toBe(302);
    }
  });

  test('Afterpay express is excluded when Afterpay is hidden (store region not usa)', async () => {
    const f = await flagship(s.base);
    await s.app.db.run("UPDATE stores SET region = 'eu' WHERE slug = 'demo'");
    try {
      const r = await call(
        s.base,
        'GET',
        `/buy/express_checkout?store_id=demo&skus=${f.sku('Black', 'm')}_1&payment_method=afterpay`,
      );
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({
        code: 'method_unavailable',
        source: { parameter: 'payment_method' },
      });
      const paypal = await raw(
        `/buy/express_checkout?store_id=demo&skus=${f.sku('Black', 'm')}_1&method=paypal`,
      );
      expect(paypal.status).toBe(302);
    } finally {
      await s.app.db.run("UPDATE stores SET region = 'usa' WHERE slug = 'demo'");
    }
  });
});

test('Apple Pay domain association file', async () => {
  const r = await raw('/.well-known/apple-developer-merchantid-domain-association');
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toContain('text/plain');
  expect(await r.text()).toContain('sandbox-apple-developer-merchantid-domain-association');
});

describe('persisted cart', () => {
  const token = 'cart_0123456789abcdef';
  const url = (slug = 'demo', t = token) => `/api/backend/v1/carts/${slug}?cartToken=${t}`;
  const item = (sku: string, quantity = 1) => {
    const [listingId, colorId, sizeId] = sku.split('-');
    return {
      slug: 'tidepool-wave-tee',
      sku,
      listingId,
      productId: '5001',
      colorId,
      sizeId,
      quantity,
    };
  };

  test('round trip: unknown → 404, PUT stores, GET returns, PUT replaces', async () => {
    const f = await flagship(s.base);
    expect((await get(s.base, url())).status).toBe(404);
    const a = f.sku('Black', 'm');
    const b = f.sku('White', 'l');
    const cart = { items: { [a]: item(a, 2), [b]: item(b) }, region: 'USA' };
    const put = await call(s.base, 'PUT', url(), cart);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(cart);
    expect((await get(s.base, url())).body).toEqual(cart);
    const smaller = { items: { [b]: item(b, 3) }, region: 'MIXED' };
    await call(s.base, 'PUT', url(), smaller);
    const got = await get(s.base, url());
    expect(got.body).toEqual(smaller);
    expect(got.headers.get('cache-control')).toBe('no-store');
    // Carts are per store.
    expect((await get(s.base, url('locked') + '&accessCode=letmein')).status).toBe(404);
  });

  test.each([
    ['quantity 0', (i: ReturnType<typeof item>) => ({ ...i, quantity: 0 })],
    ['quantity as string', (i: ReturnType<typeof item>) => ({ ...i, quantity: '2' })],
    ['unknown field', (i: ReturnType<typeof item>) => ({ ...i, price: 0.01 })],
    ['missing sku', (i: ReturnType<typeof item>) => ({ ...i, sku: undefined })],
  ])('bad item (%s) → 422', async (_name, change) => {
    const sku = '1001-70001-m';
    const r = await call(s.base, 'PUT', url(), {
      items: { [sku]: change(item(sku)) },
      region: 'USA',
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.length).toBeGreaterThan(0);
  });

  test('bad inputs: key ≠ sku, too many items, oversized, bad token, unknown store, malformed JSON', async () => {
    const key = await call(s.base, 'PUT', url(), {
      items: { other: item('1001-70001-m') },
      region: 'USA',
    });
    expect(key.status).toBe(422);
    expect(key.body.errors[0].code).toBe('cart_key');
    const items = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [`1001-70001-s${i}`, item(`1001-70001-s${i}`)]),
    );
    expect((await call(s.base, 'PUT', url(), { items, region: 'USA' })).status).toBe(422);
    const huge = await call(s.base, 'PUT', url(), {
      items: {},
      region: 'USA',
      pad: 'x'.repeat(40 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await call(s.base, 'PUT', url(), { items: {}, region: 5 })).status).toBe(422);
    expect((await call(s.base, 'PUT', url(), { region: 'USA' })).status).toBe(422);
    expect((await get(s.base, url('demo', 'short'))).status).toBe(400);
    expect((await get(s.base, '/api/backend/v1/carts/demo')).status).toBe(400);
    expect((await get(s.base, url('nope'))).status).toBe(404);
    expect((await call(s.base, 'PUT', url(), '{"items":')).status).toBe(400);
  });
});

describe('tracking by order number', () => {
  let orderNumber = '';
  beforeAll(async () => {
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 'l'), quantity: 1 }]);
    const { payment } = await payWith(s.base, c.id, '4242424242424242');
    const sub = await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: payment!.body.paymentToken,
      paymentId: payment!.body.paymentId,
      platform: 'stripe',
      returnUrl: '/thankyou',
    });
    orderNumber = sub.body.orderLookupNumber;
  });

  test('HTML status page for a known number (case-insensitive)', async () => {
    expect(orderNumber).toBeTruthy();
    const r = await raw(`/api/checkout/track/order/${orderNumber.toLowerCase()}`, {
      headers: { accept: 'text/html' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    const html = await r.text();
    expect(html).toContain(`<h1>Order ${orderNumber}</h1>`);
    expect(html).toContain('Status: <strong>processing</strong>');
    expect(html).toContain('Shipments');
    expect(html).toContain('Tidepool Wave Tee');
  });

  test('JSON variant', async () => {
    const r = await get(s.base, `/api/checkout/track/order/${orderNumber}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ orderNumber, status: 'processing', shipments: [] });
  });

  test('unknown number → 404 page (HTML) or 404 errors (JSON); bad number → 400', async () => {
    const page = await raw('/api/checkout/track/order/NOPE-1', {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Order not found');
    const json = await get(s.base, '/api/checkout/track/order/NOPE-1');
    expect(json.status).toBe(404);
    expect(json.body.errors[0].code).toBe('order');
    const bad = await get(s.base, `/api/checkout/track/order/${'x'.repeat(41)}`);
    expect(bad.status).toBe(400);
    const script = await get(s.base, '/api/checkout/track/order/%3Cscript%3E');
    expect(script.status).toBe(400);
  });
});
