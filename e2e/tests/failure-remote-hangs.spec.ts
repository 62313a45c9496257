import { expect, showIntent, test } from '../support/test';
import { renderInBrowser } from '../support/plainPage';

// The catalog's CDN accepts the request for remoteEntry.js and never answers.
const hang = (page: import('@playwright/test').Page) =>
  page.route('**/remotes/mf-catalog/remoteEntry.js*', () => {});

async function expectFallbackSoon(page: import('@playwright/test').Page, started: number) {
  const main = page.getByRole('main');
  await expect(main.getByText('This part of the store is unavailable right now.')).toBeVisible({
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(main.getByText('Loading page')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The rest of the store keeps working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart \(/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a remote entry that never answers: the fallback with retry within about 10 s, not a spinner for a minute', async ({
  page,
}) => {
  await renderInBrowser(page);
  await hang(page);
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('main').getByText('Loading page')).toHaveCount(1);
  await expectFallbackSoon(page, started);
});

test("on a server-rendered page the server's markup is read meanwhile, then the same fallback", async ({
  page,
}) => {
  await hang(page);
  const started = Date.now();
  // Not waiting for 'load': the hanging entry, asked for before the load event, holds it forever.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The page painted from the server: the shopper reads it while the catalog's code hangs.
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  // Home's scripts come at the shopper's first move: from then the catalog's code hangs.
  await showIntent(page);
  await expectFallbackSoon(page, started);
});
