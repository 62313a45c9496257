import { expect, test } from '../support/test';
import { renderInBrowser } from '../support/plainPage';
import { isShellEntry } from '../support/shellEntry';

const failShellScript = (page: import('@playwright/test').Page) =>
  page.route(isShellEntry, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );

test("the shell's own script failing to load: a static 'Store unavailable' page with Retry, not a blank page", async ({
  page,
}) => {
  // A page the server left to the browser (the store server could not render it).
  await renderInBrowser(page);
  await failShellScript(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Store unavailable' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const retry = main.getByRole('link', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The script is back: Retry reloads into the working store.
  await page.unroute(isShellEntry);
  await retry.click();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store unavailable' })).toHaveCount(0);
});

test("the shell's own script failing on a server-rendered page: the page stays readable past the 6 s boot deadline, its links still lead on", async ({
  page,
}) => {
  await failShellScript(page);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(6_500);
  await expect(page.getByRole('heading', { name: 'Store unavailable' })).toHaveCount(0);
  // Without the script, a link is an ordinary page load to another server-rendered page.
  await featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a working store never flashes the static page (watched past its 6 s deadline)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await page.waitForTimeout(6_500);
  await expect(page.getByRole('heading', { name: 'Store unavailable' })).toHaveCount(0);
});
