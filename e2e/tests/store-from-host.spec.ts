import { expect, test } from '@playwright/test';
import { STORE_PORT } from '../support/ports';

test('the store is taken from the host name when its first label names a store', async ({
  page,
}) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/?accessCode=letmein`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Backstage Pass Merch' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Backstage Pass Merch/);

  // Any other first label (or plain localhost) serves the default store.
  await page.goto(`http://nosuchstore.localhost:${STORE_PORT}/`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Tidepool Supply Co.' }),
  ).toBeVisible();
});
