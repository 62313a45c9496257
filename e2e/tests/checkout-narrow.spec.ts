import { expect, test, type Page } from '../support/test';
import {
  CARDS,
  SHOPPER,
  addFirstFeaturedProduct,
  choosePaymentMethod,
  fillCustomerDetails,
  goToCheckout,
} from '../support/shopper';

const PHONE = { width: 390, height: 844 };

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${where}: page is ${scrollWidth}px wide in a ${innerWidth}px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** The cart is filled at the default size; the checkout itself is seen on a phone. */
async function phoneCheckout(page: Page) {
  await addFirstFeaturedProduct(page);
  await page.setViewportSize(PHONE);
  await goToCheckout(page);
}

test("at 390 px 'Your cart (n)' with the total opens the cart summary modal", async ({ page }) => {
  await phoneCheckout(page);
  // The side column is for wide screens only.
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeHidden();
  const toggle = page.getByRole('button', { name: /^Your cart \(1\)/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toContainText(/\$\d+\.\d{2}/);
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Modify order' })).toHaveAttribute('href', '/cart');
  await expect(dialog.getByText('Shipping').locator('+ dd')).toHaveText('Calculated at next step');
  await expect(dialog.getByText('Tax').locator('+ dd')).toHaveText('Calculated at next step');
  // Focus is inside the dialog, and comes back to the toggle when it closes.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectNoHorizontalScroll(page, 'cart summary modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('at 390 px the checkout never scrolls sideways, through all three steps', async ({ page }) => {
  await phoneCheckout(page);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page, 'step 1, customer details');

  await fillCustomerDetails(page);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await expectNoHorizontalScroll(page, 'step 2, delivery options');

  // Every method's view fits; the card form (two fields side by side) is the widest.
  for (const method of ['Afterpay', 'PayPal', 'Google Pay', 'Apple Pay']) {
    await choosePaymentMethod(page, method);
    await expectNoHorizontalScroll(page, `step 3, ${method}`);
  }
  await choosePaymentMethod(page, 'Card');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Name on card').fill(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  await page.getByLabel('Card number').fill(CARDS.success);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('CVC').scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page, 'step 3, payment');
});

test('at 1280 px the summary sits in a side column as tall as its content', async ({ page }) => {
  await addFirstFeaturedProduct(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await goToCheckout(page);
  await expect(page.getByRole('button', { name: /^Your cart \(/ })).toBeHidden();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await fillCustomerDetails(page);
  // The payment radios appear once the address is saved: counted before that, Card was skipped.
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await choosePaymentMethod(page, 'Card');
  await expect(page.getByLabel('Card number')).toBeVisible();
  const steps = page.getByRole('heading', { name: 'Customer details' }).locator('xpath=../../..');
  const [s, col] = [await summary.boundingBox(), await steps.boundingBox()];
  if (!s || !col) throw new Error('summary or steps not laid out');
  // Side by side, and the panel ends with its content instead of running down beside the steps.
  expect(s.x).toBeGreaterThan(col.x + col.width - 1);
  expect(s.height).toBeLessThan(col.height / 2);
  const last = summary.getByText('Total', { exact: true }).locator('+ dd');
  const lastBox = await last.boundingBox();
  expect(s.y + s.height - (lastBox!.y + lastBox!.height)).toBeLessThan(40);
});
