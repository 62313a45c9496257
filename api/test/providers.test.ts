import { APPROVAL_MESSAGES } from '../src/payments/approvals';
import { CARD_MESSAGES } from '../src/payments/cards';
import { PROVIDER_UNAVAILABLE } from '../src/payments/live';
import { REFUNDED_NOTE } from '../src/payments/refunds';
import { startFakePaypal, PAYPAL_CLIENT, type FakePaypal } from './fakes/fakePaypal';
import { startFakeStripe, STRIPE_TEST_KEY, type FakeStripe } from './fakes/fakeStripe';
import {
  call,
  fixedClock,
  flagship,
  get,
  readyCheckout,
  startServer,
  type TestServer,
} from './helpers';

/**
 * With server keys configured, payments go through the real providers' server calls. The
 * providers are local stand-ins over real HTTP (see test/fakes): this machine cannot reach them.
 */

const PUBLIC_URL = 'https://shop.example.test';
const INITIATE = '/api/payments/v1/initiatePayment';
const UPDATE = '/api/payments/v1/updatePayment';
const SUBMIT = '/api/checkout/v1/checkout/submit';

let stripe: FakeStripe;
let paypal: FakePaypal;
let s: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  paypal = await startFakePaypal();
  s = await startServer({
    now: fixedClock,
    payments: {
      stripeSecretKey: STRIPE_TEST_KEY,
      stripeApiBase: stripe.base,
      paypalClientId: PAYPAL_CLIENT.id,
      paypalClientSecret: PAYPAL_CLIENT.secret,
      paypalApiBase: paypal.base,
      publicUrl: PUBLIC_URL,
    },
  });
});
afterAll(async () => {
  await s.close();
  await stripe.close();
  await paypal.close();
});

let colour = 'Black';
/** A fresh checkout (customer + standard delivery) for one flagship tee. */
async function checkout(size = 'm', quantity = 1) {
  const f = await flagship(s.base);
  const c = await readyCheckout(s.base, [{ sku: f.sku(colour, size), quantity }]);
  return { id: c.id as string, totalCents: Math.round(c.costs.total.value * 100), f };
}

const card = (checkoutId: string, paymentMethodId: string, extra: Record<string, unknown> = {}) =>
  call(s.base, 'POST', INITIATE, {
    amount: 0.01,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId,
    paymentMethodId,
    storeSlug: 'demo',
    billingDetails: { name: 'Ada Lovelace', email: 'ada@example.com' },
    ...extra,
  });

const submit = (checkoutId: string, paymentId: string, paymentToken: string, platform = 'stripe') =>
  call(s.base, 'POST', SUBMIT, {
    checkoutId,
    storeSlug: 'demo',
    paymentId,
    paymentToken,
    platform,
  });

/** The single payment row of a checkout (after a refused initiate, the client has no id yet). */
const onlyPayment = async (checkoutId: string) =>
  (await s.app.db.get<{ id: string; token: string; state: string }>(
    'SELECT id, token, state FROM payments WHERE checkout_id = ?',
    [checkoutId],
  ))!;

/** updatePayment on an existing payment with another Stripe payment method. */
const payAgain = (checkoutId: string, p: { id: string; token: string }, paymentMethodId: string) =>
  call(s.base, 'POST', UPDATE, {
    id: p.id,
    paymentToken: p.token,
    amount: 1,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId,
    paymentMethodId,
    storeSlug: 'demo',
  });

const paymentRow = async (id: string) =>
  (await s.app.db.get<{
    state: string;
    provider: string;
    provider_ref: string | null;
    capture_ref: string | null;
  }>('SELECT state, provider, provider_ref, capture_ref FROM payments WHERE id = ?', [id]))!;

describe('Stripe (STRIPE_SECRET_KEY set)', () => {
  test('a card is charged the server total once, then submit places the order', async () => {
    const c = await checkout();
    const r = await card(c.id, 'pm_card_visa');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ state: 'succeeded', redirectUrl: null, error: null });

    const sent = stripe.requests.filter((q) => q.path === '/v1/payment_intents').at(-1)!;
    expect(Number(sent.params.amount)).toBe(c.totalCents); // never the browser's 0.01
    expect(sent.params.currency).toBe('usd');
    expect(sent.params.payment_method).toBe('pm_card_visa');
    expect(sent.params.confirm).toBe('true');
    expect(sent.params['metadata[checkoutId]']).toBe(c.id);
    expect(sent.idempotencyKey).toBe(`${r.body.paymentId}-1`);
    expect(sent.params.return_url).toBe(
      `${PUBLIC_URL}/api/payments/v1/return?paymentId=${r.body.paymentId}`,
    );
    expect(await paymentRow(r.body.paymentId)).toMatchObject({
      provider: 'stripe',
      state: 'succeeded',
    });
    expect((await paymentRow(r.body.paymentId)).provider_ref).toMatch(/^pi_/);

    const placed = await submit(c.id, r.body.paymentId, r.body.paymentToken);
    expect(placed.body).toMatchObject({
      state: 'success',
      orderLookupNumber: expect.stringMatching(/^TP-/),
    });
    // A placed order keeps its charge.
    const ref = (await paymentRow(r.body.paymentId)).provider_ref;
    expect(stripe.refunds.some((x) => x.payment_intent === ref)).toBe(false);
  });

  test.each([
    ['pm_card_chargeDeclined', 'card_declined', CARD_MESSAGES.card_declined],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'insufficient_funds',
      CARD_MESSAGES.insufficient_funds,
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', CARD_MESSAGES.expired_card],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', CARD_MESSAGES.incorrect_cvc],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error', CARD_MESSAGES.processing_error],
    ['pm_does_not_exist', 'resource_missing', CARD_MESSAGES.card_declined],
  ])(
    '%s → 402 %s with the SPEC message; paying again with a good card works',
    async (pm, code, message) => {
      const c = await checkout();
      const r = await card(c.id, pm);
      expect(r.status).toBe(402);
      expect(r.body.errors[0]).toMatchObject({
        code,
        detail: message,
        source: { pointer: '/paymentMethodId' },
      });
      const row = await onlyPayment(c.id);
      expect(row.state).toBe('failed');

      const again = await payAgain(c.id, row, 'pm_card_visa');
      expect(again.body.state).toBe('succeeded');
      expect(stripe.requests.at(-1)!.idempotencyKey).toBe(`${row.id}-2`);
    },
  );

  test('the sandbox card and approval routes are off: money only moves through Stripe', async () => {
    const pm = await call(s.base, 'POST', '/api/payments/v1/sandbox/payment_methods', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 40,
      cvc: '123',
      name: 'Ada',
    });
    expect(pm.status).toBe(404);
    expect(pm.body.errors[0].code).toBe('sandbox_disabled');

    const c = await checkout();
    const afterpay = await call(s.base, 'POST', INITIATE, {
      amount: 1,
      platform: 'stripe',
      paymentMethod: 'afterpay',
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    expect(afterpay.body.state).toBe('requires_action');
    const approve = await call(
      s.base,
      'POST',
      '/api/payments/v1/sandbox/approve',
      `paymentId=${afterpay.body.paymentId}&decision=approve`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(approve.status).toBe(404);
    expect((await paymentRow(afterpay.body.paymentId)).state).toBe('requires_action');
  });

  test('Afterpay redirects to the provider; the return URL settles it and leads back to the checkout', async () => {
    const c = await checkout();
    const r = await call(s.base, 'POST', INITIATE, {
      amount: 1,
      platform: 'stripe',
      paymentMethod: 'afterpay',
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    expect(r.status).toBe(201);
    const ref = (await paymentRow(r.body.paymentId)).provider_ref!;
    expect(r.body.redirectUrl).toBe(`${stripe.base}/authorize/${ref}`);
    const sent = stripe.requests.filter((q) => q.path === '/v1/payment_intents').at(-1)!;
    expect(sent.params['payment_method_data[type]']).toBe('afterpay_clearpay');
    expect(sent.params['shipping[address][country]']).toBe('US');

    stripe.finish(ref, true);
    const back = await fetch(
      `${s.base}/api/payments/v1/return?paymentId=${r.body.paymentId}&payment_intent=${ref}&redirect_status=succeeded`,
      {
        redirect: 'manual',
      },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `/checkout/${c.id}?paymentId=${r.body.paymentId}&paymentState=succeeded`,
    );
    expect((await submit(c.id, r.body.paymentId, r.body.paymentToken)).body.state).toBe('success');
  });

  test('Afterpay the shopper abandons reads as the SPEC Afterpay message', async () => {
    const c = await checkout();
    const r = await call(s.base, 'POST', INITIATE, {
      amount: 1,
      platform: 'stripe',
      paymentMethod: 'afterpay',
      checkoutId: c.id,
      storeSlug: 'demo',
    });
    stripe.finish((await paymentRow(r.body.paymentId)).provider_ref!, false);
    const back = await fetch(
      `${s.base}/api/payments/v1/return?paymentId=${r.body.paymentId}&redirect_status=failed`,
      { redirect: 'manual' },
    );
    expect(back.headers.get('location')).toContain('paymentState=failed');
    const read = await get(
      s.base,
      `/api/payments/v1/payment?paymentId=${r.body.paymentId}&checkoutId=${c.id}`,
    );
    expect(read.body).toMatchObject({ state: 'failed', error: APPROVAL_MESSAGES.afterpay });
  });

  test('3-D Secure: requires_action until the shopper finishes; a failed challenge reads as a decline', async () => {
    const c = await checkout();
    const r = await card(c.id, 'pm_card_authenticationRequired');
    expect(r.body.state).toBe('requires_action');
    expect(r.body.redirectUrl).toMatch(`${stripe.base}/authorize/pi_`);
    // Stripe.js runs the challenge in the page with the intent's client secret, given to the payer
    // in the initiate answer only (never stored, never in a status read).
    const ref = (await paymentRow(r.body.paymentId)).provider_ref!;
    expect(r.body.clientSecret).toMatch(new RegExp(`^${ref}_secret_`));
    const poll = () =>
      get(s.base, `/api/payments/v1/payment?paymentId=${r.body.paymentId}&checkoutId=${c.id}`);
    expect((await poll()).body.state).toBe('requires_action');
    expect((await poll()).body).not.toHaveProperty('clientSecret');
    const early = await submit(c.id, r.body.paymentId, r.body.paymentToken);
    expect(early.body).toMatchObject({
      state: 'failure',
      displayMessage: 'Your payment is not complete yet.',
    });

    stripe.finish((await paymentRow(r.body.paymentId)).provider_ref!, false);
    expect((await poll()).body).toMatchObject({
      state: 'failed',
      error: CARD_MESSAGES.card_declined,
      redirectUrl: null,
    });
  });

  test('Stripe unreachable → 502 with errors, nothing charged; the same payment works once it is back', async () => {
    const c = await checkout();
    stripe.down = true;
    const r = await card(c.id, 'pm_card_visa');
    stripe.down = false;
    expect(r.status).toBe(502);
    expect(r.body.errors[0]).toMatchObject({
      code: 'payment_provider_unavailable',
      detail: PROVIDER_UNAVAILABLE,
    });
    const row = await onlyPayment(c.id);
    expect(row.state).toBe('failed');
    const again = await payAgain(c.id, row, 'pm_card_visa');
    expect(again.body.state).toBe('succeeded');
  }, 20_000);

  test('sold out after payment → the Stripe charge is refunded once and the shopper is told', async () => {
    colour = 'Navy';
    const c = await checkout('xl', 2);
    colour = 'Black';
    const r = await card(c.id, 'pm_card_visa');
    const ref = (await paymentRow(r.body.paymentId)).provider_ref!;
    const variationId = c.f.colour('Navy').variationId as string;
    await s.app.db.run(
      "UPDATE inventory SET quantity = 1 WHERE variation_id = ? AND size_id = 'xl'",
      [variationId],
    );

    const [a, b] = await Promise.all([
      submit(c.id, r.body.paymentId, r.body.paymentToken),
      submit(c.id, r.body.paymentId, r.body.paymentToken),
    ]);
    const messages = [a.body.displayMessage, b.body.displayMessage];
    expect(messages).toContain(
      `Some items in your order are no longer available. ${REFUNDED_NOTE}`,
    );
    expect(stripe.refunds.filter((x) => x.payment_intent === ref)).toHaveLength(1);
    expect((await paymentRow(r.body.paymentId)).state).toBe('refunded');

    const later = await submit(c.id, r.body.paymentId, r.body.paymentToken);
    expect(later.body).toMatchObject({
      state: 'failure',
      displayMessage: 'This payment was refunded. Please pay again.',
    });
  });

  test('two payments for one checkout: the order keeps one, the other is refunded', async () => {
    const c = await checkout();
    const first = await card(c.id, 'pm_card_visa');
    const second = await card(c.id, 'pm_card_mastercard');
    const placed = await submit(c.id, second.body.paymentId, second.body.paymentToken);
    expect(placed.body.state).toBe('success');
    expect((await paymentRow(second.body.paymentId)).state).toBe('succeeded');
    expect((await paymentRow(first.body.paymentId)).state).toBe('refunded');
    expect(stripe.refunds.map((x) => x.payment_intent)).toContain(
      (await paymentRow(first.body.paymentId)).provider_ref,
    );
  });
});

describe('PayPal (PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET set)', () => {
  const start = (checkoutId: string) =>
    call(s.base, 'POST', INITIATE, {
      amount: 0.01,
      platform: 'paypal',
      paymentMethod: 'paypal',
      checkoutId,
      storeSlug: 'demo',
    });
  const back = (paymentId: string, extra = '') =>
    fetch(`${s.base}/api/payments/v1/return?paymentId=${paymentId}${extra}`, {
      redirect: 'manual',
    });

  test('order for the server total → PayPal page → approve → capture on return → order placed', async () => {
    const c = await checkout();
    const r = await start(c.id);
    expect(r.status).toBe(201);
    expect(r.body.state).toBe('requires_action');
    const orderId = (await paymentRow(r.body.paymentId)).provider_ref!;
    const order = paypal.orders.get(orderId)!;
    expect(r.body.redirectUrl).toBe(`${paypal.base}/checkoutnow?token=${orderId}`);
    // The JS SDK buttons approve this order in PayPal's own window.
    expect(r.body.providerOrderId).toBe(orderId);
    expect(order.amount).toEqual({ currency_code: 'USD', value: (c.totalCents / 100).toFixed(2) });
    expect(order.customId).toBe(r.body.paymentId);
    expect(order.returnUrl).toBe(
      `${PUBLIC_URL}/api/payments/v1/return?paymentId=${r.body.paymentId}`,
    );
    expect(order.cancelUrl).toBe(`${order.returnUrl}&outcome=cancel`);

    const notYet = await back(r.body.paymentId);
    expect(notYet.headers.get('location')).toContain('paymentState=requires_action');

    paypal.approve(orderId);
    const done = await back(r.body.paymentId, `&token=${orderId}&PayerID=BUYER1`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `/checkout/${c.id}?paymentId=${r.body.paymentId}&paymentState=succeeded`,
    );
    expect((await paymentRow(r.body.paymentId)).capture_ref).toMatch(/^CAP/);
    const placed = await submit(c.id, r.body.paymentId, r.body.paymentToken, 'paypal');
    expect(placed.body.state).toBe('success');
    expect(paypal.tokensIssued).toBe(1); // the OAuth token is reused until it lapses
  });

  test('cancel on PayPal → failed with the SPEC PayPal message; a declined capture reads the same', async () => {
    const c = await checkout();
    const r = await start(c.id);
    const cancelled = await back(r.body.paymentId, '&outcome=cancel');
    expect(cancelled.headers.get('location')).toContain('paymentState=failed');
    const read = await get(
      s.base,
      `/api/payments/v1/payment?paymentId=${r.body.paymentId}&checkoutId=${c.id}`,
    );
    expect(read.body).toMatchObject({ state: 'failed', error: APPROVAL_MESSAGES.paypal });

    const c2 = await checkout();
    const r2 = await start(c2.id);
    paypal.approve((await paymentRow(r2.body.paymentId)).provider_ref!);
    paypal.declineCapture = true;
    const read2 = await get(
      s.base,
      `/api/payments/v1/payment?paymentId=${r2.body.paymentId}&checkoutId=${c2.id}`,
    );
    expect(read2.body).toMatchObject({ state: 'failed', error: APPROVAL_MESSAGES.paypal });
  });

  test('sold out after capture → the PayPal capture is refunded', async () => {
    colour = 'White';
    const c = await checkout('l', 1);
    colour = 'Black';
    const r = await start(c.id);
    paypal.approve((await paymentRow(r.body.paymentId)).provider_ref!);
    await back(r.body.paymentId);
    const capture = (await paymentRow(r.body.paymentId)).capture_ref!;
    const variationId = c.f.colour('White').variationId as string;
    await s.app.db.run(
      "UPDATE inventory SET quantity = 0 WHERE variation_id = ? AND size_id = 'l'",
      [variationId],
    );
    const res = await submit(c.id, r.body.paymentId, r.body.paymentToken, 'paypal');
    expect(res.body.displayMessage).toBe(
      `Some items in your order are no longer available. ${REFUNDED_NOTE}`,
    );
    expect(paypal.refunds).toContain(capture);
    expect((await paymentRow(r.body.paymentId)).state).toBe('refunded');
  });

  test('the return URL answers 404 with errors for an unknown or sandbox payment', async () => {
    const r = await get(s.base, '/api/payments/v1/return?paymentId=pay_nope');
    expect(r.status).toBe(404);
    expect(r.body.errors[0].code).toBe('payment');
  });
});

describe('one provider configured: the other platform takes no sandbox money', () => {
  test.each([
    [
      'Stripe only',
      { stripeSecretKey: STRIPE_TEST_KEY },
      'paypal',
      'PayPal is not available on this store.',
    ],
    [
      'PayPal only',
      { paypalClientId: PAYPAL_CLIENT.id, paypalClientSecret: PAYPAL_CLIENT.secret },
      'stripe',
      'Card and wallet payments are not available on this store.',
    ],
  ])(
    '%s: %s payments are refused, sandbox cards too',
    async (_name, payments, platform, detail) => {
      const one = await startServer({
        now: fixedClock,
        payments: { ...payments, stripeApiBase: stripe.base, paypalApiBase: paypal.base },
      });
      try {
        const f = await flagship(one.base);
        const c = await readyCheckout(one.base, [{ sku: f.sku('Black', 'm'), quantity: 1 }]);
        const r = await call(one.base, 'POST', INITIATE, {
          amount: 0.01,
          platform,
          paymentMethod: platform === 'paypal' ? 'paypal' : 'afterpay',
          checkoutId: c.id,
          storeSlug: 'demo',
        });
        expect(r.status).toBe(422);
        expect(r.body.errors[0]).toMatchObject({ code: 'provider_not_configured', detail });
        const pm = await call(one.base, 'POST', '/api/payments/v1/sandbox/payment_methods', {
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2040,
          cvc: '123',
          name: 'Ada Lovelace',
        });
        expect(pm.status).toBe(404);
        expect(pm.body.errors[0].code).toBe('sandbox_disabled');
        const after = await get(one.base, `/api/checkout/checkout?id=${c.id}&storeSlug=demo`);
        expect(after.status).toBe(200);
        expect(after.body.state).not.toBe('success');
      } finally {
        await one.close();
      }
    },
  );
});
