import { expect, test } from '@playwright/test';
import { CARDS, checkoutReadyToPay, expectOrderPlaced, payByCard } from '../support/shopper';

// api/README "Sandbox payment cards": each decline's SPEC §8 message, on one checkout.
const DECLINES: [string, string][] = [
  [CARDS.declined, 'Your card was declined.'],
  [CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  [CARDS.expired, 'Your card has expired.'],
  [CARDS.incorrectCvc, "Your card's security code is incorrect."],
  [
    CARDS.processingError,
    'An error occurred while processing your card. Try again in a little bit.',
  ],
  [CARDS.invalidNumber, 'Your card number is invalid.'],
];

test('card: every sandbox decline shows its message, then a good card places the order', async ({
  page,
}) => {
  const checkoutId = await checkoutReadyToPay(page);
  for (const [number, message] of DECLINES) {
    await payByCard(page, number);
    const alert = page.getByRole('alert').filter({ hasText: 'The payment cannot be authorized.' });
    await expect(alert).toContainText(message);
    expect((await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)).status()).toBe(
      404,
    );
  }
  await payByCard(page, CARDS.success);
  await expectOrderPlaced(page, checkoutId);
});

test('card: a double click on Place order pays and orders once', async ({ page }) => {
  const checkoutId = await checkoutReadyToPay(page);
  const calls = { initiate: 0, submit: 0 };
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (r.url().includes('/v1/initiatePayment')) calls.initiate += 1;
    if (r.url().includes('/v1/checkout/submit')) calls.submit += 1;
  });
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(CARDS.success);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expectOrderPlaced(page, checkoutId);
  expect(calls).toEqual({ initiate: 1, submit: 1 });
  // The API holds one order and one succeeded payment for the checkout.
  const checkout = await (
    await page.request.get(`/api/checkout/checkout?id=${checkoutId}&storeSlug=demo`)
  ).json();
  expect(checkout.state).toBe('success');
  const payment = await page.request.get(
    `/api/payments/v1/payment?paymentId=${checkout.paymentId}&checkoutId=${checkoutId}`,
  );
  expect((await payment.json()).state).toBe('succeeded');
});
