import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { startLiveStore, type LiveStore } from '../support/liveStore';
import { livePort } from '../support/ports';
import {
  SHOPPER,
  addFirstFeaturedProduct,
  fillCustomerDetails,
  goToCheckout,
} from '../support/shopper';

// A second store server with a Stripe publishable key: config.json says payments 'live'.
const LIVE_PORT = livePort(1);
const STAND_IN = readFileSync(
  join(__dirname, '..', 'fixtures', 'stripe-stand-in', 'stripe.js'),
  'utf8',
);

let store: LiveStore;

test.beforeAll(async () => {
  store = await startLiveStore(LIVE_PORT, { STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
});

test.afterAll(() => store.stop());

test.use({ baseURL: `http://localhost:${LIVE_PORT}` });

test('live mode: the card form loads Stripe.js and sends its payment method id, never the sandbox route', async ({
  page,
}) => {
  const config = await (await page.request.get('/config.json')).json();
  expect(config.payments).toMatchObject({ provider: 'live', stripePublishableKey: 'pk_test_x' });

  const stripeRequests: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    stripeRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  const apiCalls: { url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/payments/')) apiCalls.push({ url: r.url(), body: r.postData() });
  });

  await addFirstFeaturedProduct(page);
  // Stripe.js is not loaded before the checkout page.
  expect(stripeRequests).toEqual([]);
  await goToCheckout(page);
  await fillCustomerDetails(page);
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  const calls = () =>
    page.evaluate(() => (window as unknown as { __stripeCalls?: unknown[][] }).__stripeCalls ?? []);
  // Afterpay is the default method: Stripe's Afterpay message element states the instalments.
  await expect(page.getByRole('radio', { name: 'Afterpay', exact: true })).toBeChecked();
  await expect
    .poll(async () =>
      (await calls()).some((c) => c[0] === 'create' && c[1] === 'paymentMethodMessaging'),
    )
    .toBe(true);
  await page.getByRole('radio', { name: 'Card', exact: true }).check();

  await expect.poll(() => stripeRequests.length).toBeGreaterThan(0);
  // @stripe/stripe-js injects https://js.stripe.com/v3 (older) or /{release train}/stripe.js.
  expect(stripeRequests[0]).toMatch(/^https:\/\/js\.stripe\.com\/(v3|[a-z]+\/stripe\.js)/);

  await page.getByLabel('Name on card').fill(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  await page.getByLabel('Stripe cardNumber').fill('4242424242424242');
  await page.getByLabel('Stripe cardExpiry').fill('12 / 34');
  await page.getByLabel('Stripe cardCvc').fill('123');
  const created = (await calls()).filter(
    (c) => c[0] === 'create' && String(c[1]).startsWith('card'),
  );
  // Wide screen: separate number, expiry and CVC elements, 16 px (SPEC §9).
  expect(created).toEqual([
    ['create', 'cardNumber', '16px'],
    ['create', 'cardExpiry', '16px'],
    ['create', 'cardCvc', '16px'],
  ]);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect
    .poll(async () => (await calls()).some((c) => c[0] === 'createPaymentMethod'))
    .toBe(true);
  await expect.poll(() => apiCalls.some((c) => c.url.includes('/v1/initiatePayment'))).toBe(true);
  const initiate = apiCalls.find((c) => c.url.includes('/v1/initiatePayment'));
  expect(JSON.parse(initiate?.body ?? '{}')).toMatchObject({
    paymentMethod: 'card',
    paymentMethodId: 'pm_card_visa',
  });
  // The card itself went to Stripe's stand-in only: no sandbox card route, no card number.
  expect(apiCalls.some((c) => c.url.includes('/sandbox/'))).toBe(false);
  expect(apiCalls.some((c) => (c.body ?? '').includes('4242424242424242'))).toBe(false);
});

test('live mode: the card follows SPEC §9 as the window turns: one card element under 767 px, three above', async ({
  page,
}) => {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  await fillCustomerDetails(page);
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  const mounted = async () => {
    const calls = await page.evaluate(
      () => (window as unknown as { __stripeCalls?: unknown[][] }).__stripeCalls ?? [],
    );
    const live = new Set<string>();
    for (const [what, type] of calls) {
      if (what === 'mount') live.add(String(type));
      if (what === 'destroy') live.delete(String(type));
    }
    return [...live].filter((t) => t.startsWith('card')).sort();
  };
  await expect.poll(mounted).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(mounted).toEqual(['card']);
  await expect(page.getByLabel('Stripe card', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Stripe cardNumber')).toHaveCount(0);
  // The new element starts empty: Place order waits for it.
  await page.getByLabel('Name on card').fill(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  await page.getByLabel('Stripe card', { exact: true }).fill('4242424242424242 12/34 123');
  await expect(place).toBeEnabled();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(mounted).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']);
  await expect(place).toBeDisabled();
});
