import { expect, test } from '@playwright/test';
import { CDN_URL } from '../support/ports';
import { setRemotes } from '../support/remotes';

test.afterEach(() => setRemotes());

test('repointing the runtime manifest switches the running store to another mf-cart build', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Cart build canary')).toHaveCount(0);

  // Deploy: only the manifest changes; shell and other remotes are not rebuilt or restarted.
  setRemotes({ 'mf-cart': `${CDN_URL}/mf-cart-canary/mf-manifest.json` });
  await page.reload();
  await expect(page.getByText('Cart build canary')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart \(\d+\+?\)$/ })).toBeVisible();

  // Roll back the same way.
  setRemotes();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Cart build canary')).toHaveCount(0);
});
