import { expect, test } from '../support/test';
import { SHOPPER, checkoutReadyToPay, expectOrderPlaced } from '../support/shopper';

test('Afterpay (the default method for a usa store): approve and the order is placed', async ({
  page,
}) => {
  const checkoutId = await checkoutReadyToPay(page);
  await expect(page.getByRole('radio', { name: 'Afterpay', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/sandbox\/approve/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectOrderPlaced(page, checkoutId);
});

test('Afterpay decline: the failure screen, then card checkout after 4 s', async ({ page }) => {
  const email = SHOPPER.email.replace('@', '+afterpay-decline@');
  const checkoutId = await checkoutReadyToPay(page, email);
  await page.getByRole('radio', { name: 'Afterpay', exact: true }).check();
  await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
  const screen = page.getByRole('alert').filter({
    hasText: "Sorry, we're having difficulty with AfterPay.",
  });
  await expect(screen).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
  await expect(screen).toBeHidden();
  expect((await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)).status()).toBe(
    404,
  );
});

test('Afterpay cancelled on the approval page: the toast, the failure screen, then card checkout', async ({
  page,
}) => {
  const checkoutId = await checkoutReadyToPay(page);
  await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}$`));
  await expect(page.getByText('Payment failed, please try again.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: "Sorry, we're having difficulty with AfterPay." }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeChecked({
    timeout: 8_000,
  });
  expect((await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)).status()).toBe(
    404,
  );
});
