import { expect, showIntent, test } from '../support/test';
import { addFirstFeaturedProduct } from '../support/shopper';

test('catalog remote unreachable: fallback in the page area, the rest of the store works', async ({
  page,
}) => {
  // Put something in the cart while everything is up.
  await addFirstFeaturedProduct(page);

  // Now the catalog's CDN is down: every request for its files fails at the network level.
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // Home works as HTML until the shopper moves; then its scripts run and the catalog's fail.
  await showIntent(page);
  const main = page.getByRole('main');
  await expect(main.getByText('This part of the store is unavailable right now.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Header, footer and cart pill still work.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const pill = page.getByRole('link', { name: 'Cart (1)' });
  await expect(pill).toBeVisible();

  // /cart (another remote) still works.
  await pill.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();

  // The CDN recovers: Try again brings the catalog back without a reload.
  await page.goto('/');
  await showIntent(page);
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/mf-catalog/**');
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
});
