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

test('a locked store sends shoppers to /login until the right access code is given', async ({
  page,
}) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/`);
  await expect(page).toHaveURL(/\/login$/);
  // The API, not the UI, refuses store data without the code.
  const denied = await page.request.get(`/api/backend/v1/stores?slug=locked`);
  expect(denied.status()).toBe(401);

  await page.getByLabel('Password').fill('not-the-code');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill('letmein');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Backstage Pass Merch' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
});
