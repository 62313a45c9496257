import type { Checkout, Order, ProductsPage } from '@store/shared/src/types';
import {
  call,
  fixedClock,
  flagship,
  get,
  placeOrder,
  readyCheckout,
  startServer,
  type TestServer,
} from './helpers';

/**
 * Prices in the shopper's currency, decided by the server (issue 12): the catalog is USD cents and
 * the API converts with its rate table (seeded: EUR 0.92, GBP 0.79 per USD). Hand-checked figures:
 * the Tidepool Wave Tee in XL is $24.99 → 2499 × 0.92 = 2299.08 → €22.99; 2499 × 0.79 = 1974.21 → £19.74.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const PRODUCTS = '/api/backend/v1/stores/products?slug=demo';
const LISTING = '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo';

describe('catalog prices', () => {
  test.each([
    ['EUR', 0.92],
    ['GBP', 0.79],
  ])('products in %s: every tile converted from its USD price and labelled', async (code, rate) => {
    const usd = await get<ProductsPage>(s.base, PRODUCTS);
    const other = await get<ProductsPage>(s.base, `${PRODUCTS}&currency=${code}`);
    expect(other.status).toBe(200);
    expect(other.body.products).toHaveLength(usd.body.products.length);
    usd.body.products.forEach((t, i) => {
      const o = other.body.products[i]!;
      expect(o.id).toBe(t.id);
      expect(o.currency).toBe(code);
      expect(o.price).toBe(Math.round(Math.round(t.price * 100) * rate) / 100);
    });
  });

  test('a listing in EUR and GBP: listing, product, variation and size prices', async () => {
    const usd = await get(s.base, LISTING);
    const eur = await get(s.base, `${LISTING}&currency=EUR`);
    const gbp = await get(
      s.base,
      `/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo&currency=GBP`,
    );
    expect(usd.body.currency).toBe('USD');
    const xl = (l: typeof usd) =>
      l.body.products[0].variations[0].sizes.find((z: { id: string }) => z.id === 'xl').price;
    expect(xl(usd)).toBe(24.99);
    expect(eur.body.currency).toBe('EUR');
    expect(xl(eur)).toBe(22.99);
    expect(gbp.body.currency).toBe('GBP');
    expect(xl(gbp)).toBe(19.74);
    expect(eur.body.products_payload[0].price).toBe(eur.body.products[0].price);
  });

  test('lower-case codes are accepted; USD is the default', async () => {
    const lower = await get(s.base, `${LISTING}&currency=eur`);
    expect(lower.body.currency).toBe('EUR');
    expect((await get(s.base, LISTING)).body.currency).toBe('USD');
  });

  test.each([['XYZ'], ['EURO'], ['JPY'], ['€'], ['']])(
    'a tampered currency %j is a 400 with errors, on every priced route',
    async (code) => {
      const q = encodeURIComponent(code);
      for (const url of [
        `${PRODUCTS}&currency=${q}`,
        `${LISTING}&currency=${q}`,
        `/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo&currency=${q}`,
        `/api/backend/cache/products/demo.json?currency=${q}`,
      ]) {
        const r = await get(s.base, url);
        expect([url, r.status]).toEqual([url, 400]);
        expect(Array.isArray(r.body.errors)).toBe(true);
      }
      const { sku } = await flagship(s.base);
      const c = await call(s.base, 'POST', '/api/checkout/checkout', {
        lineItems: [{ sku: sku('Heather Grey', 'xl'), quantity: 1 }],
        storeSlug: 'demo',
        currency: code,
      });
      expect(c.status).toBe(400);
      expect(c.body.errors[0].source).toEqual({ pointer: '/currency' });
    },
  );

  test('the cached product JSON answers in EUR with its own ETag', async () => {
    const usd = await get(s.base, '/api/backend/cache/products/demo.json');
    const eur = await get(s.base, '/api/backend/cache/products/demo.json?currency=EUR');
    expect(eur.status).toBe(200);
    expect(eur.body.products[0].currency).toBe('EUR');
    expect(eur.body.products[0].price).toBe(
      Math.round(Math.round(usd.body.products[0].price * 100) * 0.92) / 100,
    );
    expect(eur.headers.get('etag')).not.toBe(usd.headers.get('etag'));
    const again = await get(s.base, '/api/backend/cache/products/demo.json?currency=EUR', {
      'if-none-match': eur.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });
});

describe('checkout and order', () => {
  test('a EUR checkout: lines, shipping, tax and total in EUR; the total is the sum of its parts', async () => {
    const { sku } = await flagship(s.base);
    const c: Checkout = await readyCheckout(
      s.base,
      [{ sku: sku('Heather Grey', 'xl'), quantity: 2 }],
      'EUR',
    );
    expect(c.lineItems[0]).toMatchObject({ price: 22.99, total: 45.98 });
    // Standard delivery $4.99 → 459.08 → €4.59; California tax 7.25 % of 45.98 = 3.33355 → €3.33.
    expect(c.costs).toEqual({
      lineItems: { value: 45.98, currency: 'EUR' },
      shipping: { value: 4.59, currency: 'EUR' },
      tax: { value: 3.33, currency: 'EUR' },
      discount: { value: 0, currency: 'EUR', type: null, percentage: null },
      total: { value: 53.9, currency: 'EUR' },
    });
    expect(c.deliveryOption?.price).toBe(4.59);
    const quotes = await call(s.base, 'POST', '/api/checkout/deliveryOptions', {
      id: c.id,
      storeSlug: 'demo',
      stateCode: 'CA',
      countryCode: 'US',
    });
    expect(quotes.body.data.attributes.quotes[0].cost).toEqual({ amount: 4.59, currency: 'EUR' });
  });

  test('a fixed-value promo (500 USD cents) takes off its worth in GBP', async () => {
    const { sku } = await flagship(s.base);
    const c: Checkout = await readyCheckout(
      s.base,
      [{ sku: sku('Heather Grey', 'xl'), quantity: 1 }],
      'GBP',
    );
    const r = await call<Checkout>(s.base, 'PUT', '/api/checkout/v1/checkout', {
      id: c.id,
      data: { storeSlug: 'demo', promoCode: 'SAVE5' },
    });
    // $5.00 → 500 × 0.79 = £3.95 off £19.74; tax on 15.79 = 1.1447… → £1.14; shipping £3.94.
    expect(r.body.costs.discount).toMatchObject({
      value: 3.95,
      currency: 'GBP',
      type: 'fixed_value',
    });
    expect(r.body.costs.total).toEqual({ value: 20.87, currency: 'GBP' });
    const { lineItems, shipping, tax, discount, total } = r.body.costs;
    expect(Math.round((lineItems.value - discount.value + shipping.value + tax.value) * 100)).toBe(
      Math.round(total.value * 100),
    );
  });

  test.each([['EUR'], ['GBP']])('an order placed in %s records its currency', async (code) => {
    const { sku } = await flagship(s.base);
    const { checkoutId } = await placeOrder(s.base, sku('Heather Grey', 'l'), code);
    const checkout = await get<Checkout>(
      s.base,
      `/api/checkout/checkout?id=${checkoutId}&storeSlug=demo`,
    );
    const order = await get<Order>(s.base, `/api/backend/v1/orders?cartId=${checkoutId}`);
    expect(order.body.totalCost).toEqual({
      amount: checkout.body.costs.total.value,
      currency: code,
    });
    const payment = (await s.app.db.get<{ currency: string; amount_cents: number }>(
      'SELECT currency, amount_cents FROM payments WHERE checkout_id = ?',
      [checkoutId],
    ))!;
    expect(payment).toEqual({
      currency: code,
      amount_cents: Math.round(checkout.body.costs.total.value * 100),
    });
  });

  test('a checkout keeps the rate it was created at when the table changes', async () => {
    const { sku } = await flagship(s.base);
    const c: Checkout = await readyCheckout(
      s.base,
      [{ sku: sku('Heather Grey', 'xl'), quantity: 1 }],
      'EUR',
    );
    await s.app.db.run("UPDATE currency_rates SET per_usd = 0.5 WHERE currency = 'EUR'");
    try {
      const again = await get<Checkout>(s.base, `/api/checkout/checkout?id=${c.id}&storeSlug=demo`);
      expect(again.body.costs.total).toEqual(c.costs.total);
      // New prices follow the table at once (the page cache is keyed on the rate).
      const l = await get(s.base, `${LISTING}&currency=EUR`);
      expect(
        l.body.products[0].variations[0].sizes.find((z: { id: string }) => z.id === 'xl').price,
      ).toBe(12.5);
    } finally {
      await s.app.db.run("UPDATE currency_rates SET per_usd = 0.92 WHERE currency = 'EUR'");
    }
  });

  test('express checkout in EUR; Afterpay stays in US dollars', async () => {
    const { sku } = await flagship(s.base);
    const skus = `${sku('Heather Grey', 'm')}_1`;
    const card = await fetch(
      `${s.base}/buy/express_checkout?store_id=demo&skus=${skus}&method=card&currency=EUR`,
      { redirect: 'manual' },
    );
    expect(card.status).toBe(302);
    const id = card.headers.get('location')!.split('/').pop()!;
    const c = await get<Checkout>(s.base, `/api/checkout/checkout?id=${id}&storeSlug=demo`);
    expect(c.body.costs.total.currency).toBe('EUR');
    const afterpay = await get(
      s.base,
      `/buy/express_checkout?store_id=demo&skus=${skus}&method=afterpay&currency=EUR`,
    );
    expect(afterpay.status).toBe(400);
    expect(afterpay.body.errors[0].detail).toBe(
      'Afterpay is available for payments in US dollars only.',
    );
  });
});

describe('the rate table is replaceable by configuration', () => {
  test('CURRENCY_RATES rates are written over the seeded ones at start-up', async () => {
    const t = await startServer({ currencyRates: { EUR: 0.5 } });
    try {
      const l = await get(t.base, `${LISTING}&currency=EUR`);
      expect(
        l.body.products[0].variations[0].sizes.find((z: { id: string }) => z.id === 'xl').price,
      ).toBe(12.5);
      const gbp = await get(t.base, `${LISTING}&currency=GBP`);
      expect(
        gbp.body.products[0].variations[0].sizes.find((z: { id: string }) => z.id === 'xl').price,
      ).toBe(19.74);
    } finally {
      await t.close();
    }
  });

  test('a currency whose rate the operator removed is a 400, never a made-up price', async () => {
    const t = await startServer();
    try {
      await t.app.db.run("DELETE FROM currency_rates WHERE currency = 'CAD'");
      const r = await get(t.base, `${LISTING}&currency=CAD`);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({
        code: 'unsupported_currency',
        source: { parameter: 'currency' },
      });
    } finally {
      await t.close();
    }
  });
});
