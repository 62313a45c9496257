import { expect, test } from '../support/test';
import { renderInBrowser } from '../support/plainPage';
import { STORE_PORT } from '../support/ports';
import { confirmAdded } from '../support/shopper';

// SPEC §5 fan validation (orders > 100, flag on) and §9 holiday notes (December 2023 only).
const AFTERDARK = `http://afterdark.localhost:${STORE_PORT}`;

test.beforeEach(async ({ page }) => {
  // Past the age gate the way a verified shopper is (SPEC §5: isVerified in local storage).
  await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
});

test('a listing with more than 100 orders shows the fan validation notice; others do not', async ({
  page,
}) => {
  await page.goto(`${AFTERDARK}/listing/last-call-tee`);
  await expect(page.getByText('Fan favorite: more than 100 orders')).toBeVisible();
  await page.goto(`${AFTERDARK}/listing/closing-time-tee`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Fan favorite/)).toHaveCount(0);
});

test('on 3 December 2023 Delivery Details says standard shipping still makes 12/25', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2023, 11, 3, 10));
  await page.goto(`${AFTERDARK}/listing/last-call-tee`);
  await page.getByRole('tab', { name: 'Delivery Details' }).click();
  await expect(
    page.getByText('Order now with standard shipping to get it by 12/25.'),
  ).toBeVisible();
});

test('today there is no holiday note', async ({ page }) => {
  await page.goto(`${AFTERDARK}/listing/last-call-tee`);
  await page.getByRole('tab', { name: 'Delivery Details' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByText(/by 12\/25/)).toHaveCount(0);
});

test.describe('SPEC §5 special cases', () => {
  test('an NFT takes its stock from the availability service, 0 when it fails', async ({
    page,
  }) => {
    // The browser's read (the server's render reads the service itself, and would paint its count).
    await renderInBrowser(page);
    const asked = page.waitForRequest((r) => r.url().includes('/api/availability/v1/availability'));
    await page.goto(`${AFTERDARK}/listing/midnight-token`);
    const request = await asked;
    expect(request.headers()['x-api-key']).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    await page.route('**/api/availability/**', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  test('a digital product with the lone Digital size shows no size picker', async ({ page }) => {
    await page.goto('/listing/tide-chart-wallpaper-pack');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tide Chart Wallpaper Pack');
    await expect(page.getByRole('radiogroup', { name: 'Size' })).toHaveCount(0);
    await expect(page.getByLabel('Size', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await confirmAdded(page, 'Tide Chart Wallpaper Pack');
    // In the cart its one size reads as what it is: a download, not a garment size.
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Tide Chart Wallpaper Pack' })).toBeVisible();
    await expect(page.getByText(/ \/ Digital download$/)).toBeVisible();
  });
});
