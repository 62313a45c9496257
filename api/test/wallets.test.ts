import type {
  Checkout,
  PaymentResult,
  PaymentStarted,
  SubmitResult,
} from '@store/shared/src/types';
import {
  call,
  CUSTOMER,
  fixedClock,
  flagship,
  get,
  inventoryOf,
  readyCheckout,
  startServer,
  type TestServer,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const AFTERPAY_MESSAGE = "Sorry, we're having difficulty with AfterPay.";

async function checkout(colour = 'White', size = 'l', customer = CUSTOMER): Promise<Checkout> {
  const f = await flagship(s.base);
  const c = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
    storeSlug: 'demo',
    lineItems: [{ sku: f.sku(colour, size), quantity: 1 }],
  });
  await call(s.base, 'PUT', '/api/checkout/v1/checkout', {
    id: c.body.id,
    data: { storeSlug: 'demo', customer },
  });
  const upd = await call<Checkout>(s.base, 'PUT', '/api/checkout/v1/checkout', {
    id: c.body.id,
    data: { storeSlug: 'demo', deliveryOption: 'standard' },
  });
  return upd.body;
}

const initiate = (checkoutId: string, platform: string, paymentMethod: string, extra = {}) =>
  call<PaymentStarted>(s.base, 'POST', '/api/payments/v1/initiatePayment', {
    amount: 0.01,
    platform,
    paymentMethod,
    checkoutId,
    storeSlug: 'demo',
    ...extra,
  });

const submit = (c: Checkout, p: PaymentStarted, platform = 'stripe') =>
  call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
    checkoutId: c.id,
    storeSlug: 'demo',
    paymentToken: p.paymentToken,
    paymentId: p.paymentId,
    platform,
    returnUrl: '/thankyou',
  });

/** Posts the approval page's form (form-urlencoded, like the browser). No redirect following. */
const decide = (paymentId: string, decision: string, returnUrl?: string) => {
  const form = new URLSearchParams({ paymentId, decision, ...(returnUrl ? { returnUrl } : {}) });
  return fetch(`${s.base}/api/payments/v1/sandbox/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
};

const orderCount = async (checkoutId: string) =>
  (await s.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?', [
    checkoutId,
  ]))!.n;

describe.each([
  ['paypal', 'paypal', 'paypal'],
  ['afterpay', 'stripe', 'afterpay'],
])('%s approval', (_name, platform, method) => {
  test('initiate → requires_action with a sandbox page; approve → succeeded → submit places one order', async () => {
    const c = await checkout();
    const white = (await flagship(s.base)).colour('White').variationId as string;
    const before = await inventoryOf(s.base, white, 'l');
    const init = await initiate(c.id, platform, method);
    expect(init.status).toBe(201);
    expect(init.body).toMatchObject({ state: 'requires_action', error: null });
    expect(init.body.paymentId).toMatch(/^pay_/);
    const url = init.body.redirectUrl!;
    expect(url).toMatch(/^\/api\/payments\/v1\/sandbox\/approve\?paymentId=pay_/);

    const page = await fetch(s.base + url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Approve payment');
    expect(html).toContain('Cancel');
    expect(html).toContain(`$${c.costs.total.value.toFixed(2)}`);

    // Submitting before approval places nothing.
    expect((await submit(c, init.body, platform)).body.state).toBe('failure');
    expect(await orderCount(c.id)).toBe(0);

    const approved = await decide(init.body.paymentId, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `/checkout/${c.id}?paymentId=${init.body.paymentId}&paymentState=succeeded`,
    );
    const row = (await s.app.db.get<{ amount_cents: number; state: string }>(
      'SELECT amount_cents, state FROM payments WHERE id = ?',
      [init.body.paymentId],
    ))!;
    expect(row).toEqual({
      state: 'succeeded',
      amount_cents: Math.round(c.costs.total.value * 100),
    });
    const got = await get<PaymentResult>(
      s.base,
      `/api/payments/v1/payment?paymentId=${init.body.paymentId}&checkoutId=${c.id}`,
    );
    expect(got.body).toMatchObject({ state: 'succeeded', redirectUrl: null });

    const first = await submit(c, init.body, platform);
    expect(first.body).toMatchObject({ state: 'success' });
    expect(first.body.orderLookupNumber).toBeTruthy();
    const again = await submit(c, init.body, platform);
    expect(again.body.orderLookupNumber).toBe(first.body.orderLookupNumber);
    expect(await orderCount(c.id)).toBe(1);
    expect(await inventoryOf(s.base, white, 'l')).toBe(before - 1);
    // A settled payment cannot be decided again.
    expect((await decide(init.body.paymentId, 'cancel')).status).toBe(409);
  });

  test('cancel → failed, submit fails, no order', async () => {
    const c = await checkout();
    const init = await initiate(c.id, platform, method);
    const cancelled = await decide(init.body.paymentId, 'cancel', '/checkout/back?x=1');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `/checkout/back?x=1&paymentId=${init.body.paymentId}&paymentState=failed`,
    );
    const got = await get<PaymentResult>(
      s.base,
      `/api/payments/v1/payment?paymentId=${init.body.paymentId}&checkoutId=${c.id}`,
    );
    expect(got.body.state).toBe('failed');
    expect(got.body.error).toBe(
      method === 'afterpay' ? AFTERPAY_MESSAGE : 'There was an issue authorizing with PayPal',
    );
    const r = await submit(c, init.body, platform);
    expect(r.body.state).toBe('failure');
    expect(r.body.displayMessage).toBe(got.body.error);
    expect(await orderCount(c.id)).toBe(0);

    // updatePayment restarts the approval; the state is reflected everywhere.
    const upd = await call<PaymentStarted>(s.base, 'POST', '/api/payments/v1/updatePayment', {
      id: init.body.paymentId,
      paymentToken: init.body.paymentToken,
      amount: 1,
      platform,
      paymentMethod: method,
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ paymentId: init.body.paymentId, state: 'requires_action' });
    expect(upd.body.redirectUrl).toContain('/sandbox/approve');
    // Updating a pending approval keeps it as it is.
    const same = await call<PaymentStarted>(s.base, 'POST', '/api/payments/v1/updatePayment', {
      id: init.body.paymentId,
      paymentToken: init.body.paymentToken,
      amount: 1,
      platform,
      paymentMethod: method,
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    expect(same.body.state).toBe('requires_action');
  });
});

describe('afterpay failing path', () => {
  test('an email with +afterpay-decline → failed with the SPEC message, no order', async () => {
    const c = await checkout('White', 'm', {
      ...CUSTOMER,
      email: 'shopper+afterpay-decline@example.com',
    });
    const init = await initiate(c.id, 'stripe', 'afterpay');
    expect(init.status).toBe(201);
    expect(init.body).toMatchObject({
      state: 'failed',
      error: AFTERPAY_MESSAGE,
      redirectUrl: null,
    });
    const got = await get<PaymentResult>(
      s.base,
      `/api/payments/v1/payment?paymentId=${init.body.paymentId}&checkoutId=${c.id}`,
    );
    expect(got.body).toMatchObject({ state: 'failed', error: AFTERPAY_MESSAGE });
    expect((await decide(init.body.paymentId, 'approve')).status).toBe(409);
    const r = await submit(c, init.body);
    expect(r.body).toMatchObject({ state: 'failure', displayMessage: AFTERPAY_MESSAGE });
    expect(await orderCount(c.id)).toBe(0);
  });

  test('the billing email can trigger it too; PayPal ignores the tag', async () => {
    const c = await checkout('White', 'm');
    const bad = await initiate(c.id, 'stripe', 'afterpay', {
      billingDetails: { name: 'Ada', email: 'ADA+AFTERPAY-DECLINE@example.com' },
    });
    expect(bad.body.state).toBe('failed');
    const pp = await initiate(c.id, 'paypal', 'paypal', {
      billingDetails: { name: 'Ada', email: 'ada+afterpay-decline@example.com' },
    });
    expect(pp.body.state).toBe('requires_action');
  });

  test('a store outside region usa declines afterpay', async () => {
    const c = await checkout('White', 'm');
    await s.app.db.run("UPDATE stores SET region = 'europe' WHERE slug = 'demo'");
    try {
      const init = await initiate(c.id, 'stripe', 'afterpay');
      expect(init.body).toMatchObject({ state: 'failed', error: AFTERPAY_MESSAGE });
    } finally {
      await s.app.db.run("UPDATE stores SET region = 'usa' WHERE slug = 'demo'");
    }
  });
});

describe('wallets', () => {
  test.each(['google-pay', 'apple-pay'])(
    '%s: sandbox wallet approval → submit → one order',
    async (wallet) => {
      const c = await checkout();
      const init = await initiate(c.id, 'stripe', wallet);
      expect(init.body.state).toBe('requires_action');
      const other = wallet === 'google-pay' ? 'apple-pay' : 'google-pay';
      const body = {
        checkoutId: c.id,
        paymentId: init.body.paymentId,
        paymentToken: init.body.paymentToken,
        walletType: other,
        payerName: 'Ada Lovelace',
        payerEmail: 'shopper@example.com',
      };
      const wrong = await call(s.base, 'POST', '/api/payments/v1/sandbox/wallet', body);
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors[0].code).toBe('wallet_type');
      const ok = await call<PaymentStarted>(s.base, 'POST', '/api/payments/v1/sandbox/wallet', {
        ...body,
        walletType: wallet,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ state: 'succeeded', redirectUrl: null });
      const approval = await s.app.db.get<{ payer_name: string; payer_email: string }>(
        'SELECT payer_name, payer_email FROM payment_approvals WHERE payment_id = ?',
        [init.body.paymentId],
      );
      expect(approval).toEqual({ payer_name: 'Ada Lovelace', payer_email: 'shopper@example.com' });
      expect((await submit(c, init.body)).body.state).toBe('success');
      expect((await submit(c, init.body)).body.state).toBe('success');
      expect(await orderCount(c.id)).toBe(1);
    },
  );

  test('wallet approval: bad token 404, bad input 422', async () => {
    const c = await checkout();
    const init = await initiate(c.id, 'stripe', 'apple-pay');
    const base = {
      checkoutId: c.id,
      paymentId: init.body.paymentId,
      paymentToken: 'nope',
      walletType: 'apple-pay',
      payerName: 'Ada',
      payerEmail: 'ada@example.com',
    };
    expect((await call(s.base, 'POST', '/api/payments/v1/sandbox/wallet', base)).status).toBe(404);
    const bad = await call(s.base, 'POST', '/api/payments/v1/sandbox/wallet', {
      ...base,
      paymentToken: init.body.paymentToken,
      payerEmail: 'not-an-email',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/payerEmail');
  });

  test('place order with wallet details sets the customer from the wallet and places one order', async () => {
    const f = await flagship(s.base);
    const created = await call<Checkout>(s.base, 'POST', '/api/checkout/checkout', {
      storeSlug: 'demo',
      lineItems: [{ sku: f.sku('Black', 'l'), quantity: 1 }],
    });
    const c = created.body;
    const init = await initiate(c.id, 'stripe', 'google-pay');
    const body = {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentId: init.body.paymentId,
      paymentToken: init.body.paymentToken,
      walletType: 'google-pay',
      payerName: 'Grace Brewster Hopper',
      payerEmail: 'grace@example.com',
      payerPhone: '650-253-0000',
      shippingAddress: CUSTOMER.address,
    };
    const r = await call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/wallet', body);
    expect(r.status).toBe(200);
    expect(r.body.state).toBe('success');
    const after = await get<Checkout>(s.base, `/api/checkout/checkout?id=${c.id}&storeSlug=demo`);
    expect(after.body.customer).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email: 'grace@example.com',
    });
    expect(after.body.deliveryOption?.id ?? after.body.deliveryOption?.name).toBeTruthy();
    expect(after.body.orderLookupNumber).toBe(r.body.orderLookupNumber);
    const again = await call<SubmitResult>(
      s.base,
      'POST',
      '/api/checkout/v1/checkout/wallet',
      body,
    );
    expect(again.body.orderLookupNumber).toBe(r.body.orderLookupNumber);
    expect(await orderCount(c.id)).toBe(1);
  });

  test('place order with wallet details: bad inputs', async () => {
    const c = await readyCheckout(s.base, [
      { sku: (await flagship(s.base)).sku('Black', 'm'), quantity: 1 },
    ]);
    const init = await initiate(c.id, 'stripe', 'apple-pay');
    const body = {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentId: init.body.paymentId,
      paymentToken: init.body.paymentToken,
      walletType: 'apple-pay',
      payerName: 'Ada Lovelace',
      payerEmail: 'shopper@example.com',
    };
    const url = '/api/checkout/v1/checkout/wallet';
    expect((await call(s.base, 'POST', url, { ...body, walletType: 'google-pay' })).status).toBe(
      422,
    );
    expect((await call(s.base, 'POST', url, { ...body, paymentToken: 'x' })).status).toBe(404);
    expect((await call(s.base, 'POST', url, { ...body, checkoutId: 'nope' })).status).toBe(404);
    expect((await call(s.base, 'POST', url, { ...body, payerName: 5 })).status).toBe(422);
    expect((await call(s.base, 'POST', url, '{bad')).status).toBe(400);
    // An address without a phone cannot make a customer: 422, no order.
    const noPhone = await call(s.base, 'POST', url, { ...body, shippingAddress: CUSTOMER.address });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.errors[0].source.pointer).toBe('/payerPhone');
    expect(await orderCount(c.id)).toBe(0);
    // The ready checkout already has customer + delivery: details alone place the order.
    const ok = await call<SubmitResult>(s.base, 'POST', url, body);
    expect(ok.body.state).toBe('success');
    expect(await orderCount(c.id)).toBe(1);
  });
});

describe('approval page and form: bad inputs', () => {
  test('unknown payment, off-site return URL, bad decision', async () => {
    expect((await get(s.base, '/api/payments/v1/sandbox/approve?paymentId=pay_nope')).status).toBe(
      404,
    );
    expect((await get(s.base, '/api/payments/v1/sandbox/approve')).status).toBe(400);
    const c = await checkout();
    const init = await initiate(c.id, 'paypal', 'paypal');
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil']) {
      const r = await get(
        s.base,
        `/api/payments/v1/sandbox/approve?paymentId=${init.body.paymentId}&returnUrl=${encodeURIComponent(returnUrl)}`,
      );
      expect(r.status).toBe(400);
      expect((await decide(init.body.paymentId, 'approve', returnUrl)).status).toBe(422);
    }
    expect((await decide(init.body.paymentId, 'maybe')).status).toBe(422);
    expect((await decide('pay_nope', 'approve')).status).toBe(404);
    // JSON bodies are accepted too.
    const json = await fetch(`${s.base}/api/payments/v1/sandbox/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: init.body.paymentId, decision: 'approve' }),
      redirect: 'manual',
    });
    expect(json.status).toBe(303);
    expect(json.headers.get('location')).toContain('paymentState=succeeded');
  });

  test('a card payment keeps needing a payment method', async () => {
    const c = await checkout();
    const r = await initiate(c.id, 'stripe', 'card');
    expect(r.status).toBe(422);
    expect(r.body).toHaveProperty('errors');
  });
});
