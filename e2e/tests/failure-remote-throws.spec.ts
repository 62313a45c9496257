import { expect, test } from '../support/test';
import { storeErrors, watchBusAndErrors } from '../support/federation';
import { CDN_URL } from '../support/ports';
import { setRemotes } from '../support/remotes';

test.afterEach(() => setRemotes());

test('a remote that throws while rendering is contained in its area and reported', async ({
  page,
}) => {
  await watchBusAndErrors(page);
  setRemotes({ 'mf-catalog': `${CDN_URL}/broken-catalog/mf-manifest.json` });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText('This part of the store is unavailable right now.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart \(\d+\+?\)$/ })).toBeVisible();
  // The operator's error-reporting hook heard of it, as a render error of that remote.
  expect(await storeErrors(page)).toContainEqual(
    expect.objectContaining({ kind: 'render', remote: 'mf-catalog' }),
  );

  // Other remotes are unaffected.
  await page.getByRole('link', { name: /^Cart \(/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
