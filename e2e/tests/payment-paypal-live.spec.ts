import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { PAYPAL_CLIENT, startFakePaypal, type FakePaypal } from '../../api/test/fakes/fakePaypal';
import { startLiveStore, type LiveStore } from '../support/liveStore';
import { livePort } from '../support/ports';
import { checkoutReadyToPay, expectOrderPlaced } from '../support/shopper';

// A store server with PayPal keys whose PayPal REST calls go to a local stand-in of PayPal's API
// (this machine cannot reach PayPal); the browser gets a stand-in of PayPal's JS SDK at its URL.
const LIVE_PORT = livePort(2);
const SDK_STAND_IN = readFileSync(
  join(__dirname, '..', 'fixtures', 'paypal-stand-in', 'paypal.js'),
  'utf8',
);

let paypal: FakePaypal;
let store: LiveStore;

test.beforeAll(async () => {
  paypal = await startFakePaypal();
  store = await startLiveStore(LIVE_PORT, {
    PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
    PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
    PAYPAL_API_BASE: paypal.base,
  });
});

test.afterAll(async () => {
  store.stop();
  await paypal.close();
});

test.use({ baseURL: `http://localhost:${LIVE_PORT}` });

/** Answers https://www.paypal.com/sdk/js with the stand-in; returns the URLs the page asked for. */
async function servePaypalSdk(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: SDK_STAND_IN });
  });
  return requested;
}

/** The PayPal order the store opened last (the fake keeps them in creation order). */
const lastOrder = () => [...paypal.orders.values()].pop()!;

async function openPaypalWindow(page: Page, checkoutId: string) {
  const before = paypal.orders.size;
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'PayPal window' });
  await expect(dialog).toBeVisible();
  expect(paypal.orders.size).toBe(before + 1);
  const order = lastOrder();
  await expect(dialog).toContainText(order.id);
  // The order is for the server's total of this checkout.
  const checkout = await (
    await page.request.get(`/api/checkout/checkout?id=${checkoutId}&storeSlug=demo`)
  ).json();
  expect(order.amount).toEqual({
    currency_code: 'USD',
    value: checkout.costs.total.value.toFixed(2),
  });
  return { dialog, order };
}

test('live PayPal: its buttons open the order, the buyer approves, the API captures, the order is placed', async ({
  page,
}) => {
  const config = await (await page.request.get('/config.json')).json();
  expect(config.payments).toMatchObject({
    provider: 'live',
    paypalClientId: PAYPAL_CLIENT.id,
    stripePublishableKey: null,
  });
  const sdk = await servePaypalSdk(page);
  const checkoutId = await checkoutReadyToPay(page);
  // PayPal is the only provider with keys: nothing is offered that would be paid on the sandbox.
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
  const url = new URL(sdk[0] ?? '');
  expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
  expect(url.searchParams.get('client-id')).toBe(PAYPAL_CLIENT.id);
  expect(url.searchParams.get('currency')).toBe('USD');

  const { dialog, order } = await openPaypalWindow(page, checkoutId);
  paypal.approve(order.id);
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
  await expectOrderPlaced(page, checkoutId);
  expect(paypal.orders.get(order.id)?.status).toBe('COMPLETED');
});

test('live PayPal: closing PayPal’s window says so, captures nothing and places no order', async ({
  page,
}) => {
  await servePaypalSdk(page);
  const checkoutId = await checkoutReadyToPay(page);
  const { dialog, order } = await openPaypalWindow(page, checkoutId);
  await dialog.getByRole('button', { name: 'Close PayPal' }).click();
  await expect(page.getByRole('alert')).toContainText('There was an issue authorizing with PayPal');
  expect(paypal.orders.get(order.id)?.status).toBe('PAYER_ACTION_REQUIRED');
  expect((await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)).status()).toBe(
    404,
  );
  // The shopper can try again: a new order is opened.
  await openPaypalWindow(page, checkoutId);
});
