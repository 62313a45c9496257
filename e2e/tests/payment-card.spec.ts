import { expect, test } from '../support/test';
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

// SPEC §9: "The mobile card layout uses a single card element; larger screens use separate
// number, expiry and CVC fields."
test('card layout: one card element at 390 px, separate fields at 1280 px, following a resize with the card kept', async ({
  page,
}) => {
  const checkoutId = await checkoutReadyToPay(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  const element = page.getByRole('group', { name: 'Card', exact: true });
  await expect(element).toBeVisible();
  await element.getByLabel('Card number').fill(CARDS.success);
  await element.getByLabel('Expiry (MM/YY)').fill('12/34');
  // Number, expiry and CVC share one line inside the one element.
  const boxes = await Promise.all(
    ['Card number', 'Expiry (MM/YY)', 'CVC'].map((l) => element.getByLabel(l).boundingBox()),
  );
  expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size).toBe(1);

  // Wider: three separate labelled fields, holding what was typed.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(element).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Card payment' });
  await expect(form.getByText('Card number', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.success);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await page.getByLabel('CVC').fill('123');

  // Back to the phone: the single element again, with the whole card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(element).toBeVisible();
  await expect(element.getByLabel('CVC')).toHaveValue('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOrderPlaced(page, checkoutId);
});
