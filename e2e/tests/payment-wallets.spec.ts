import { expect, test } from '../support/test';
import { STORE_PORT } from '../support/ports';
import { checkoutReadyToPay, expectOrderPlaced, fillCustomerDetails } from '../support/shopper';

for (const wallet of ['Google Pay', 'Apple Pay']) {
  test(`${wallet}: the sandbox wallet button pays and places the order`, async ({ page }) => {
    const checkoutId = await checkoutReadyToPay(page);
    await page.getByRole('radio', { name: wallet, exact: true }).check();
    const button = page.getByRole('button', { name: `Pay with ${wallet} (sandbox)` });
    await expect(button).toBeEnabled();
    expect((await button.boundingBox())?.height).toBe(55);
    await button.click();
    await expectOrderPlaced(page, checkoutId);
  });
}

test("a store on the SPEC's default switches (hide PayPal, hide card) offers Afterpay and the wallets only", async ({
  page,
}) => {
  const store = `http://afterdark.localhost:${STORE_PORT}`;
  // Past the age gate the way a verified shopper is (SPEC §5: isVerified in local storage).
  await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
  await page.goto(`${store}/listing/last-call-tee`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  await page.goto(`${store}/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await fillCustomerDetails(page);

  const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  await expect(methods).toHaveCount(3);
  await expect(methods.nth(0)).toHaveAccessibleName('Afterpay');
  await expect(methods.nth(1)).toHaveAccessibleName('Google Pay');
  await expect(methods.nth(2)).toHaveAccessibleName('Apple Pay');
  // SPEC §4: afterpay is the default when it is shown.
  await expect(methods.nth(0)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay now with afterpay' })).toBeEnabled();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});
