import { expect, test, type Page } from '../support/test';
import { storeErrors, watchBusAndErrors } from '../support/federation';
import { addFirstFeaturedProduct } from '../support/shopper';

// Each way a remote can fail to load, through the shell's federation runtime plugins
// (shell/src/federation): retried with ?mf-retry=n where a retry can help, then the fallback in
// the page area only, one report to the `store:error` hook, and the rest of the store working.

const FALLBACK = 'This part of the store is unavailable right now.';

/** Requests for mf-support's files, to count the retries. */
function supportRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/mf-support/')) urls.push(r.url());
  });
  return urls;
}

/** The fallback in <main>; header, footer and the cart pill; another remote's page still opens. */
async function expectContained(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
}

async function expectOneReport(page: Page) {
  await expect
    .poll(() => storeErrors(page))
    .toEqual([
      expect.objectContaining({
        kind: 'remote-load',
        remote: 'mf-support',
        module: 'mf_support/Routes',
      }),
    ]);
}

test.beforeEach(async ({ page }) => {
  await watchBusAndErrors(page);
  await addFirstFeaturedProduct(page);
});

test('manifest 404: retried twice with a cache-busting query, then the fallback; home still works', async ({
  page,
}) => {
  const urls = supportRequests(page);
  await page.route('**/remotes/mf-support/mf-manifest.json*', (route) =>
    route.fulfill({ status: 404, body: 'not found' }),
  );
  await page.goto('/support');
  await expectContained(page);
  const manifests = urls.filter((u) => u.includes('mf-manifest.json'));
  expect(manifests.map((u) => new URL(u).searchParams.get('mf-retry'))).toEqual([null, '1', '2']);
  await expectOneReport(page);

  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
});

test('remoteEntry.js network error: retried under new URLs, then the fallback; "Try again" recovers', async ({
  page,
}) => {
  const urls = supportRequests(page);
  await page.route('**/remotes/mf-support/remoteEntry.js*', (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/support');
  await expectContained(page);
  const entries = urls.filter((u) => u.includes('remoteEntry.js'));
  expect(entries.map((u) => new URL(u).searchParams.get('mf-retry'))).toEqual([null, '1', '2']);
  await expectOneReport(page);

  // The CDN is back: "Try again" loads the page in place.
  await page.unroute('**/remotes/mf-support/remoteEntry.js*');
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByText(FALLBACK)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a chunk of the exposed module failing: the fallback module, then the page once the chunk is back', async ({
  page,
}) => {
  await page.route('**/remotes/mf-support/__federation_expose_Routes*', (route) =>
    route.abort('failed'),
  );
  await page.goto('/support');
  await expectContained(page);
  await expectOneReport(page);

  // Other routes work meanwhile.
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();

  await page.unroute('**/remotes/mf-support/__federation_expose_Routes*');
  await page.goBack();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('main').getByText(FALLBACK)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
