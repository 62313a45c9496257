import type { Checkout, Order, SubmitResult } from '@store/shared/src/types';
import {
  call,
  CUSTOMER,
  fixedClock,
  flagship,
  get,
  inventoryOf,
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

const put = (id: string, data: Record<string, unknown>) =>
  call(s.base, 'PUT', '/api/checkout/v1/checkout', { id, data: { storeSlug: 'demo', ...data } });

describe('create checkout', () => {
  test('prices come from the catalog; browser-sent money is ignored', async () => {
    const f = await flagship(s.base);
    const r = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      trafficSource: 'instagram',
      affiliate: null,
      lineItems: [
        { sku: f.sku('Black', 'm'), quantity: 2, price: 0.01, total: 0.02 },
        { sku: f.sku('Black', '2xl'), quantity: 1, price: 0 },
      ],
      costs: { total: { value: 0.01 } },
      price: 1,
    });
    expect(r.status).toBe(201);
    expect(r.body.state).toBe('created');
    expect(r.body.lineItems.map((l) => [l.sizeLabel, l.price, l.total])).toEqual([
      ['M', 24.99, 49.98],
      ['2XL', 26.99, 26.99],
    ]);
    expect(r.body.lineItems[0]).toMatchObject({
      title: 'Tidepool Wave Tee',
      colorName: 'Black',
      quantity: 2,
    });
    expect(r.body.costs.lineItems.value).toBe(76.97);
    expect(r.body.costs.total).toEqual({ value: 76.97, currency: 'USD' });
    const again = await get<Checkout>(
      s.base,
      `/api/checkout/checkout?id=${r.body.id}&storeSlug=demo`,
    );
    expect(again.body).toEqual(r.body);
    // Another store's name (with its access code) does not reach this checkout.
    expect(
      (
        await get(s.base, `/api/checkout/checkout?id=${r.body.id}&storeSlug=locked`, {
          'x-access-code': 'letmein',
        })
      ).status,
    ).toBe(404);
  });

  test('repeated SKUs are merged', async () => {
    const f = await flagship(s.base);
    const r = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [
        { sku: f.sku('White', 'l'), quantity: 1 },
        { sku: f.sku('White', 'l'), quantity: 2 },
      ],
    });
    expect(r.body.lineItems).toHaveLength(1);
    expect(r.body.lineItems[0]!.quantity).toBe(3);
  });

  test.each([
    ['unknown SKU', 'nope', 1, 'sku_not_found', '/lineItems/0/sku'],
    ['SKU of another listing colour', '1002-70001-m', 1, 'sku_not_found', '/lineItems/0/sku'],
    ['quantity 0', null, 0, 'invalid_quantity', '/lineItems/0/quantity'],
    ['quantity 100', null, 100, 'invalid_quantity', '/lineItems/0/quantity'],
    ['negative quantity', null, -1, 'invalid_quantity', '/lineItems/0/quantity'],
  ])('%s → 422', async (_name, sku, quantity, code, pointer) => {
    const f = await flagship(s.base);
    const r = await call(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: sku ?? f.sku('Black', 'm'), quantity }],
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ code, source: { pointer } });
  });

  test('out-of-stock variant, private listing and unknown store are refused', async () => {
    const f = await flagship(s.base);
    const oos = await call(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: f.sku('Navy', '3xl'), quantity: 1 }],
    });
    expect(oos.status).toBe(422);
    expect(oos.body.errors[0].code).toBe('sku_unavailable');
    const priv = await get(s.base, '/api/backend/v0/listing/crew-only-tee?store_slug=demo');
    const v = priv.body.products[0].variations[0];
    const p = await call(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: `${priv.body.listingId}-${v.variationId}-m`, quantity: 1 }],
    });
    expect(p.status).toBe(422);
    const st = await call(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'nope',
      lineItems: [{ sku: f.sku('Black', 'm'), quantity: 1 }],
    });
    expect(st.status).toBe(404);
    expect(st.body.errors[0].code).toBe('store');
  });
});

describe('update, delivery, promo, tax', () => {
  test('customer → pending; delivery options; selection sets shipping; CA tax', async () => {
    const f = await flagship(s.base);
    const c = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [
        { sku: f.sku('Black', 'm'), quantity: 2 },
        { sku: f.sku('Black', '2xl'), quantity: 1 },
      ],
    });
    const id = c.body.id;
    const withCustomer = await put(id, { customer: CUSTOMER, marketingOptIn: true });
    expect(withCustomer.status).toBe(200);
    expect(withCustomer.body.state).toBe('pending');
    expect(withCustomer.body.customer?.address.city).toBe('Mountain View');
    expect(withCustomer.body.marketingOptIn).toBe(true);

    const opts = await call(s.base, 'POST', '/api/checkout/deliveryOptions', {
      id,
      storeSlug: 'demo',
      stateCode: 'CA',
      countryCode: 'US',
    });
    expect(opts.status).toBe(200);
    expect(opts.body.data.attributes.quotes).toEqual([
      {
        id: 'standard',
        name: 'standard',
        cost: { amount: 4.99, currency: 'USD' },
        deliveryEstimates: { early: '2025-03-15', late: '2025-03-19' },
      },
      {
        id: 'rush',
        name: 'rush',
        cost: { amount: 9.99, currency: 'USD' },
        deliveryEstimates: { early: '2025-03-13', late: '2025-03-15' },
      },
      {
        id: 'super_rush',
        name: 'super_rush',
        cost: { amount: 19.99, currency: 'USD' },
        deliveryEstimates: { early: '2025-03-12', late: '2025-03-13' },
      },
    ]);
    const sel = await put(id, { deliveryOption: 'rush' });
    expect(sel.body.deliveryOption).toMatchObject({
      id: 'rush',
      name: 'rush',
      label: 'Rush delivery',
      price: 9.99,
    });
    // 76.97 items + 9.99 shipping + CA 7.25% of 76.97 (5.58) = 92.54
    expect(sel.body.costs).toMatchObject({
      lineItems: { value: 76.97 },
      shipping: { value: 9.99 },
      tax: { value: 5.58 },
      discount: { value: 0 },
      total: { value: 92.54, currency: 'USD' },
    });
    const bad = await put(id, { deliveryOption: 'teleport' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: [{ code: 'delivery_option', source: { pointer: '/data/deliveryOption' } }],
    });
  });

  test('unsupported country → 422 country_not_supported; international quotes', async () => {
    const f = await flagship(s.base);
    const c = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: f.sku('White', 'm'), quantity: 1 }],
    });
    const bad = await call(s.base, 'POST', '/api/checkout/deliveryOptions', {
      id: c.body.id,
      storeSlug: 'demo',
      stateCode: '',
      countryCode: 'AQ',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].code).toBe('country_not_supported');
    const ca = await call(s.base, 'POST', '/api/checkout/deliveryOptions', {
      id: c.body.id,
      storeSlug: 'demo',
      stateCode: 'ON',
      countryCode: 'CA',
    });
    expect(ca.body.data.attributes.quotes.map((q: { name: string }) => q.name)).toEqual([
      'standard',
      'rush',
    ]);
    const noState = await call(s.base, 'POST', '/api/checkout/deliveryOptions', {
      id: c.body.id,
      storeSlug: 'demo',
      stateCode: 'ZZ',
      countryCode: 'US',
    });
    expect(noState.status).toBe(422);
    const early = await put(c.body.id, { deliveryOption: 'standard' });
    expect(early.status).toBe(200); // destination known from the delivery-options request (CA)
    expect(early.body.costs.shipping.value).toBe(12.99);
  });

  test('promo codes: percentage, fixed value, free shipping, unknown, removal', async () => {
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 'm'), quantity: 2 }]); // 49.98 + 4.99 ship
    const pct = await put(c.id, { promoCode: 'welcome10' });
    expect(pct.body.promoCode).toBe('WELCOME10');
    // discount 5.00; tax 7.25% of 44.98 = 3.26; total 49.98 - 5.00 + 4.99 + 3.26 = 53.23
    expect(pct.body.costs).toMatchObject({
      discount: { value: 5, type: 'percentage', percentage: 10 },
      tax: { value: 3.26 },
      total: { value: 53.23 },
    });
    const fixed = await put(c.id, { promoCode: 'SAVE5' });
    expect(fixed.body.costs.discount).toMatchObject({ value: 5, type: 'fixed_value' });
    const free = await put(c.id, { promoCode: 'FREESHIP' });
    expect(free.body.costs.discount).toMatchObject({ value: 4.99, type: 'free_shipping' });
    expect(free.body.costs.tax.value).toBe(3.62);
    expect(free.body.costs.total.value).toBe(53.6);
    const bad = await put(c.id, { promoCode: 'BOGUS' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({
      code: 'promo_code',
      detail: 'Sorry, this promo code cannot be applied to your order.',
      source: { pointer: '/data/promoCode' },
    });
    expect((await put(c.id, { promoCode: 'SUMMER20' })).status).toBe(422); // inactive
    const removed = await put(c.id, { promoCode: null });
    expect(removed.body.promoCode).toBeNull();
    expect(removed.body.costs.discount.value).toBe(0);
  });

  test('address verification rules', async () => {
    const f = await flagship(s.base);
    const c = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: f.sku('White', 'm'), quantity: 1 }],
    });
    const verify = (address: Record<string, unknown>) =>
      call(s.base, 'POST', '/api/checkout/v1/checkout/verifyAddress', {
        id: c.body.id,
        storeSlug: 'demo',
        address: { ...CUSTOMER.address, ...address },
      });
    expect((await verify({})).body).toEqual({ status: 'valid', suggestions: [], message: null });
    const sug = await verify({ address1: '1600 amphitheatre pkwy', city: 'mountain view' });
    expect(sug.body.status).toBe('suggestion');
    expect(sug.body.suggestions[0]).toMatchObject({
      address1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
    });
    expect((await verify({ zip: '9404' })).body.status).toBe('invalidWithoutSuggestion');
    const wrongState = await verify({ state: 'Oregon' });
    expect(wrongState.body.status).toBe('invalidWithSuggestion');
    expect(wrongState.body.suggestions[0].state).toBe('California');
    expect(
      (
        await verify({
          countryCode: 'GB',
          country: 'United Kingdom',
          zip: 'SW1A 1AA',
          stateCode: '',
        })
      ).body.status,
    ).toBe('valid');
  });
});

describe('journey', () => {
  test('create → customer → delivery → pay → submit → order; inventory decremented once; double submit → one order', async () => {
    const f = await flagship(s.base);
    const colorId = f.colour('Heather Grey').variationId;
    const before = await inventoryOf(s.base, colorId, 'xl');
    const c = await readyCheckout(s.base, [{ sku: f.sku('Heather Grey', 'xl'), quantity: 2 }]);
    expect(c.deliveryOption?.name).toBe('standard');
    // Submitting before paying fails cleanly.
    const early = await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: 'x',
      paymentId: 'y',
      platform: 'stripe',
      returnUrl: '/',
    });
    expect(early.status).toBe(422);

    const { pm, payment } = await payWith(s.base, c.id, '4242 4242 4242 4242');
    expect(pm.body.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(payment!.status).toBe(201);
    expect(payment!.body.state).toBe('succeeded');
    const { paymentId, paymentToken } = payment!.body;
    const pay = await get(
      s.base,
      `/api/payments/v1/payment?paymentId=${paymentId}&checkoutId=${c.id}`,
    );
    expect(pay.body).toMatchObject({ paymentId, state: 'succeeded' });

    const submitBody = {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken,
      paymentId,
      platform: 'stripe',
      returnUrl: 'http://localhost/thankyou',
    };
    const [a, b] = await Promise.all([
      call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/submit', submitBody),
      call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/submit', submitBody),
    ]);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ state: 'success', redirectUrl: null });
    expect(a.body.orderLookupNumber).toMatch(/^TP-[A-HJKMNP-TV-Z2-9]{10}$/);
    expect(b.body).toEqual(a.body);
    const third = await call<SubmitResult>(
      s.base,
      'POST',
      '/api/checkout/v1/checkout/submit',
      submitBody,
    );
    expect(third.body).toEqual(a.body);

    expect(await inventoryOf(s.base, colorId, 'xl')).toBe(before - 2);
    const n = (await s.app.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?',
      [c.id],
    ))!.n;
    expect(n).toBe(1);

    const order = await get<Order>(s.base, `/api/backend/v1/orders?cartId=${c.id}`);
    expect(order.status).toBe(200);
    // 2 × 24.99 = 49.98 + 4.99 + 3.62 tax = 58.59
    expect(order.body).toMatchObject({
      orderNumber: a.body.orderLookupNumber,
      lookupNumber: a.body.orderLookupNumber,
      checkoutId: c.id,
      status: 'processing',
      shippingMethod: 'standard',
      totalCost: { amount: 58.59, currency: 'USD' },
      customerName: 'Ada Lovelace',
      arrivalEstimate: { early: '2025-03-15', late: '2025-03-19' },
    });
    expect(order.body.items).toEqual([
      expect.objectContaining({
        title: 'Tidepool Wave Tee',
        quantity: 2,
        price: 24.99,
        colorName: 'Heather Grey',
        sizeLabel: 'XL',
      }),
    ]);
    const byLookup = await get<Order>(
      s.base,
      `/api/backend/v1/orders/lookup/${a.body.orderLookupNumber}?email=${encodeURIComponent(CUSTOMER.email.toUpperCase())}`,
    );
    const { checkoutId: _id, ...withoutCheckout } = order.body;
    expect(byLookup.body).toEqual(withoutCheckout);
    const after = await get<Checkout>(s.base, `/api/checkout/checkout?id=${c.id}&storeSlug=demo`);
    expect(after.body).toMatchObject({ state: 'success', orderNumber: a.body.orderLookupNumber });
    // A placed checkout can no longer change.
    expect((await put(c.id, { promoCode: 'WELCOME10' })).status).toBe(422);
  });

  test('submit requires a customer and a delivery option', async () => {
    const f = await flagship(s.base);
    const c = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: f.sku('White', 's'), quantity: 1 }],
    });
    const r = await call(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: c.body.id,
      storeSlug: 'demo',
      paymentToken: 't',
      paymentId: 'p',
      platform: 'stripe',
      returnUrl: '/',
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].code).toBe('customer_required');
  });

  test('a payment for an old total does not place the order', async () => {
    const f = await flagship(s.base);
    const c = await readyCheckout(s.base, [{ sku: f.sku('White', 's'), quantity: 1 }]);
    const { payment } = await payWith(s.base, c.id, '4242424242424242');
    await put(c.id, { deliveryOption: 'super_rush' });
    const r = await call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: payment!.body.paymentToken,
      paymentId: payment!.body.paymentId,
      platform: 'stripe',
      returnUrl: '/',
    });
    expect(r.body.state).toBe('failure');
    expect((await get(s.base, `/api/backend/v1/orders?cartId=${c.id}`)).status).toBe(404);
  });
});
