import { expect, test } from '../support/test';
import { interactive, renderInBrowser } from '../support/plainPage';

// SPEC §2 Other pages: the help centre's 4 categories and their articles, read from the API.
test('the help centre lists the API articles; an article opens and its links stay in the store', async ({
  page,
}) => {
  const api = await (
    await page.request.get('/api/backend/v1/support/articles?storeSlug=demo')
  ).json();
  const titles: string[] = api.categories.flatMap((c: { articles: { title: string }[] }) =>
    c.articles.map((a) => a.title),
  );
  expect(titles).toHaveLength(13);

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  // Router navigations from here on (the server's markup answers with page loads until then).
  await interactive(page);
  for (const name of ['About my order', 'Shipping', 'Billing', 'Understanding our policies'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Track my order' }).click();
  await expect(page).toHaveURL(/\/support\/track-my-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track my order' })).toBeVisible();
  // A link inside the article's HTML is a router navigation, not a reload of the store.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Recover my order number' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/support\/track\/recover$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the help centre says so when the articles cannot be loaded, and recovers', async ({
  page,
}) => {
  // The browser's own read of the articles (the server's render would have read them first).
  await renderInBrowser(page);
  let fail = true;
  await page.route('**/v1/support/articles*', (route) =>
    fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await page.goto('/support');
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the help articles" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
});
