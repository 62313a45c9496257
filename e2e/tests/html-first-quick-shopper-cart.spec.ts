import { expect, test } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { addTeeByForm, cartItems, quickShopperTests, whenLive } from '../support/quickShopper';

// The quick shopper on the cart page: a line's quantity changed from first paint, then Update
// pressed if the page still shows it (it does until the page is live, which applies a change by
// itself). The cart holds the quantity chosen, and the page says so once live.

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/cart');
});

quickShopperTests(
  (when) => `cart, ${when}: a quantity changed from first paint is the cart's`,
  async ({ context, page, point, reached, release }) => {
    await addTeeByForm(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await reached();
    const quantity = page.getByLabel('Quantity for Tidepool Wave Tee');
    await quantity.selectOption('3');
    const update = page.getByRole('button', { name: 'Update Tidepool Wave Tee' });
    if (await update.isVisible()) await update.click({ timeout: 2_000 }).catch(() => undefined);
    await expect
      .poll(() => cartItems(context), { message: point, timeout: 20_000 })
      .toEqual([{ colorId: '70001', sizeId: 's', quantity: 3 }]);
    release();
    await whenLive(page);
    await expect(quantity).toHaveValue('3');
    await expect(page.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
  },
);

quickShopperTests(
  (when) =>
    `cart, ${when}: "10+" picked from first paint opens the number box, and 12 typed there is the cart's`,
  async ({ context, page, reached, release }) => {
    await addTeeByForm(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await reached();
    await page.getByLabel('Quantity for Tidepool Wave Tee').selectOption({ label: '10+' });
    release();
    // The SPEC's free-text quantity, never the select put back to 1.
    const box = page.getByRole('spinbutton', { name: 'Quantity for Tidepool Wave Tee' });
    await expect(box).toBeVisible();
    await box.fill('12');
    await box.press('Enter');
    await expect
      .poll(() => cartItems(context), { timeout: 20_000 })
      .toEqual([{ colorId: '70001', sizeId: 's', quantity: 12 }]);
    await expect(page.getByRole('link', { name: 'Cart (12)' })).toBeVisible();
  },
);
