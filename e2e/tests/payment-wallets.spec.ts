import { expect, test } from '@playwright/test';
import { checkoutReadyToPay, expectOrderPlaced } from '../support/shopper';

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
