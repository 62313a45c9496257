import { expect, test } from '@playwright/test';

test('a remote entry that never answers: the fallback with retry within about 10 s, not a spinner for a minute', async ({
  page,
}) => {
  // The catalog's CDN accepts the request for remoteEntry.js and never answers.
  await page.route('**/remotes/mf-catalog/remoteEntry.js', () => {});
  const started = Date.now();
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText('Loading page')).toHaveCount(1);
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
});
