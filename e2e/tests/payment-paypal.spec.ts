import { expect, test } from '../support/test';
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

for (const width of [1280, 390]) {
  test(`PayPal at ${width} px: cancel on the approval page shows the payment-failed toast and PayPal's message, no order`, async ({
    page,
  }) => {
    const checkoutId = await checkoutReadyToPay(page);
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}`));
    await expect(page.getByText('Payment failed, please try again.')).toBeVisible();
    // What live mode shows (SPEC §8), from the payment record, under the method chosen again.
    const banner = page.getByRole('alert').filter({ hasText: 'The payment cannot be authorized.' });
    await expect(banner).toContainText('There was an issue authorizing with PayPal');
    await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeChecked();
    // The handled query is dropped so a reload does not replay it.
    await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}$`));
    expect((await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)).status()).toBe(
      404,
    );

    // Turned or resized, the message stays with the method.
    await page.setViewportSize({ width: width === 390 ? 1280 : 390, height: 900 });
    await expect(banner).toContainText('There was an issue authorizing with PayPal');
  });
}
