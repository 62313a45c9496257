import { expect, test } from '@playwright/test';
import { STORE_URL } from '../support/ports';

test("the shell's own script failing to load: a static 'Store unavailable' page with Retry, not a blank page", async ({
  page,
}) => {
  await page.route(`${STORE_URL}/main.js`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Store unavailable' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const retry = main.getByRole('link', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The script is back: Retry reloads into the working store.
  await page.unroute(`${STORE_URL}/main.js`);
  await retry.click();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store unavailable' })).toHaveCount(0);
});

test('a working store never flashes the static page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await page.waitForTimeout(6_500);
  await expect(page.getByRole('heading', { name: 'Store unavailable' })).toHaveCount(0);
});
