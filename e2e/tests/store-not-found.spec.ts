import { expect, test } from '../support/test';
import { servePlainPages } from '../support/plainPage';

// SPEC §2: "A store reported as not found redirects to an external 404 page." The page's URL is
// config.json's storeNotFoundUrl (STORE_NOT_FOUND_URL on the store server).
const EXTERNAL_404 = 'https://example.com/store-404';

test.beforeEach(async ({ page }) => {
  // The store server never writes an unknown store's data into the page; the page as a static
  // host serves it makes the shell ask the API, which is staged to answer "not found".
  await servePlainPages(page);
  // The API's real answer for a store it does not know, served for this store's lookup.
  const missing = await page.request.get('/api/backend/v1/stores?slug=no-such-store-here');
  expect(missing.status()).toBe(404);
  const body = await missing.text();
  await page.route('**/api/backend/v1/stores?*', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body }),
  );
  // No internet here: the external page is answered by the test.
  await page.route(`${EXTERNAL_404}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Gone</title><h1>No such store</h1>' }),
  );
});

test('a store reported as not found sends the shopper to the external 404 page', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, storeNotFoundUrl: EXTERNAL_404 } });
  });
  await page.goto('/');
  await expect(page).toHaveURL(EXTERNAL_404);
  await expect(page.getByRole('heading', { level: 1, name: 'No such store' })).toBeVisible();
});

test('without an external page configured, the store says it was not found', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Store not found' })).toBeVisible();
  await expect(page.getByText(/couldn't find a store called "demo"/)).toBeVisible();
});
