import { expect, test } from '@playwright/test';
import { checkoutReadyToPay, expectOrderPlaced } from '../support/shopper';

test('PayPal: approve on the sandbox approval page, back to the checkout, order placed', async ({
  page,
}) => {
  const checkoutId = await checkoutReadyToPay(page);
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/v1\/sandbox\/approve/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectOrderPlaced(page, checkoutId);
});

test('PayPal: cancel on the approval page shows the payment-failed toast, no order', async ({
  page,
}) => {
  const checkoutId = await checkoutReadyToPay(page);
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}`));
  await expect(page.getByText('Payment failed, please try again.')).toBeVisible();
  // The handled query is dropped so a reload does not replay it.
  await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}$`));
  expect((await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)).status()).toBe(
    404,
  );
});
