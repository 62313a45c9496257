import type { SubmitResult } from '@store/shared/src/types';
import {
  call,
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

const pmBody = (over: Record<string, unknown> = {}) => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Ada',
  ...over,
});

describe('payment methods', () => {
  test('invalid number (Luhn) → 402 with the SPEC message', async () => {
    const r = await call(
      s.base,
      'POST',
      '/api/payments/v1/sandbox/payment_methods',
      pmBody({ number: '4242 4242 4242 4241' }),
    );
    expect(r.status).toBe(402);
    expect(r.body.errors[0]).toMatchObject({
      code: 'invalid_number',
      detail: 'Your card number is invalid.',
    });
  });

  test('expiry in the past → 402 expired', async () => {
    const r = await call(
      s.base,
      'POST',
      '/api/payments/v1/sandbox/payment_methods',
      pmBody({ expMonth: 2, expYear: 25 }),
    );
    expect(r.status).toBe(402);
    expect(r.body.errors[0].detail).toBe('Your card has expired.');
    // The current month is still valid (clock: March 2025).
    expect(
      (
        await call(
          s.base,
          'POST',
          '/api/payments/v1/sandbox/payment_methods',
          pmBody({ expMonth: 3, expYear: 2025 }),
        )
      ).status,
    ).toBe(201);
  });

  test('brand and last4; bad cvc/month are validation errors', async () => {
    const mc = await call(
      s.base,
      'POST',
      '/api/payments/v1/sandbox/payment_methods',
      pmBody({ number: '5555555555554444' }),
    );
    expect(mc.body.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(mc.body.id).toMatch(/^pm_/);
    expect(
      (
        await call(
          s.base,
          'POST',
          '/api/payments/v1/sandbox/payment_methods',
          pmBody({ cvc: '12' }),
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await call(
          s.base,
          'POST',
          '/api/payments/v1/sandbox/payment_methods',
          pmBody({ expMonth: 13 }),
        )
      ).status,
    ).toBe(422);
  });
});

describe.each([
  ['4000000000000002', 'card_declined', 'Your card was declined.'],
  ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['4000000000000069', 'expired_card', 'Your card has expired.'],
  ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  [
    '4000000000000119',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ],
])('test card %s', (number, code, message) => {
  test(`declines with "${message}", records a failed payment, places no order`, async () => {
    const f = await flagship(s.base);
    const colorId = f.colour('Black').variationId;
    const before = await inventoryOf(s.base, colorId, 'l');
    const c = await readyCheckout(s.base, [{ sku: f.sku('Black', 'l'), quantity: 1 }]);
    const { pm, payment } = await payWith(s.base, c.id, number);
    expect(pm.status).toBe(201);
    expect(payment!.status).toBe(402);
    expect(payment!.body.errors[0]).toMatchObject({ status: 402, code, detail: message });
    const row = (await s.app.db.get<{
      id: string;
      token: string;
      state: string;
      error_message: string;
    }>('SELECT id, token, state, error_message FROM payments WHERE checkout_id = ?', [c.id]))!;
    expect(row).toMatchObject({ state: 'failed', error_message: message });
    const polled = await get(
      s.base,
      `/api/payments/v1/payment?paymentId=${row.id}&checkoutId=${c.id}`,
    );
    expect(polled.body).toMatchObject({ state: 'failed', error: message });
    const submit = await call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: row.token,
      paymentId: row.id,
      platform: 'stripe',
      returnUrl: '/',
    });
    expect(submit.body).toMatchObject({
      state: 'failure',
      displayMessage: message,
      message: 'Stripe error',
    });
    expect((await get(s.base, `/api/backend/v1/orders?cartId=${c.id}`)).status).toBe(404);
    expect(await inventoryOf(s.base, colorId, 'l')).toBe(before);
  });
});

test('after a decline, updatePayment with a good card succeeds and the order can be placed', async () => {
  const f = await flagship(s.base);
  const c = await readyCheckout(s.base, [{ sku: f.sku('White', 'xl'), quantity: 1 }]);
  await payWith(s.base, c.id, '4000000000000002');
  const failed = (await s.app.db.get<{ id: string; token: string }>(
    'SELECT id, token FROM payments WHERE checkout_id = ?',
    [c.id],
  ))!;
  const pm = await call(s.base, 'POST', '/api/payments/v1/sandbox/payment_methods', pmBody());
  const upd = await call(s.base, 'POST', '/api/payments/v1/updatePayment', {
    id: failed.id,
    paymentToken: failed.token,
    amount: 1,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId: c.id,
    paymentMethodId: pm.body.id,
    storeSlug: 'demo',
  });
  expect(upd.status).toBe(200);
  expect(upd.body).toMatchObject({ paymentId: failed.id, state: 'succeeded', error: null });
  const submit = await call<SubmitResult>(s.base, 'POST', '/api/checkout/v1/checkout/submit', {
    checkoutId: c.id,
    storeSlug: 'demo',
    paymentToken: failed.token,
    paymentId: failed.id,
    platform: 'stripe',
    returnUrl: '/',
  });
  expect(submit.body.state).toBe('success');
  const wrongToken = await call(s.base, 'POST', '/api/payments/v1/updatePayment', {
    id: failed.id,
    paymentToken: 'nope',
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId: c.id,
    storeSlug: 'demo',
  });
  expect(wrongToken.status).toBe(404);
});

test('the amount charged is the server total, not the browser amount', async () => {
  const f = await flagship(s.base);
  const c = await readyCheckout(s.base, [{ sku: f.sku('White', 'm'), quantity: 1 }]);
  await payWith(s.base, c.id, '4242424242424242'); // sends amount 0.01
  const row = (await s.app.db.get<{ amount_cents: number }>(
    'SELECT amount_cents FROM payments WHERE checkout_id = ?',
    [c.id],
  ))!;
  expect(row.amount_cents).toBe(Math.round(c.costs.total.value * 100));
  expect(row.amount_cents).toBeGreaterThan(2000);
});

test('initiatePayment needs a known payment method and checkout', async () => {
  const f = await flagship(s.base);
  const c = await readyCheckout(s.base, [{ sku: f.sku('White', 'm'), quantity: 1 }]);
  const base = {
    amount: 1,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId: c.id,
    storeSlug: 'demo',
  };
  expect((await call(s.base, 'POST', '/api/payments/v1/initiatePayment', base)).status).toBe(422);
  expect(
    (
      await call(s.base, 'POST', '/api/payments/v1/initiatePayment', {
        ...base,
        paymentMethodId: 'pm_nope',
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await call(s.base, 'POST', '/api/payments/v1/initiatePayment', {
        ...base,
        checkoutId: 'nope',
        paymentMethodId: 'pm_x',
      })
    ).status,
  ).toBe(404);
});
