import { expect, test, type Page } from '../support/test';

// Issue 13: the first HTML carries each page's head (the store server writes it); after in-app
// navigation the pages' own <title>/<meta> (React 19) keep it true: one title, one description.
const STORE = 'Tidepool Supply Co.';

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (m) => m.getAttribute('content') ?? '',
    ),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (l) => l.getAttribute('href') ?? '',
    ),
    // The @type of each block of structured data.
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'] ?? '',
    ),
  }));
}

test('title and description follow the shopper from home to a listing and to a collection', async ({
  page,
  baseURL,
}) => {
  // The first HTML already has the home page's head, before any script runs.
  const first = await page.request.get('/', { headers: { accept: 'text/html' } });
  const html = await first.text();
  expect(html).toContain(`<title data-page-head>${STORE}</title>`);
  expect(html).toContain('"@type":"WebSite"');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(STORE);
  let h = await head(page);
  expect(h.titles).toBe(1);
  expect(h.descriptions).toHaveLength(1);
  expect(h.descriptions[0]).toMatch(/^Goods for people who check the tide chart first\./);
  expect(h.canonical).toEqual([`${baseURL}/`]);

  // Home → a listing, by clicking its tile.
  const featured = page.getByRole('region', { name: 'Featured products' });
  await featured
    .getByRole('article')
    .filter({ hasText: 'Tidepool Wave Tee' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\/tidepool-wave-tee/);
  await expect(page).toHaveTitle(`Tidepool Wave Tee | ${STORE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Tidepool Wave on our Classic Tee/,
  );
  h = await head(page);
  expect(h.titles).toBe(1);
  expect(h.descriptions).toHaveLength(1);
  expect(h.canonical).toEqual([`${baseURL}/listing/tidepool-wave-tee`]);
  // The home page's structured data described its URL only: gone after navigating (a tap before
  // the page was live loads the listing's own page, with the listing's own structured data).
  expect(h.jsonLd.filter((type) => type === 'WebSite' || type === 'Organization')).toEqual([]);

  // Back home, then to a collection through the hero's call to action.
  await page.goBack();
  await expect(page).toHaveTitle(STORE);
  await page.getByRole('link', { name: 'Shop the collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
  await expect(page).toHaveTitle(`Apparel | ${STORE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^\d+ products in Apparel$/,
  );
  h = await head(page);
  expect(h.titles).toBe(1);
  expect(h.descriptions).toHaveLength(1);
  expect(h.canonical).toEqual([`${baseURL}/apparel`]);
});

test('pages with nothing to index (cart, search) are noindex after the page renders', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/search?searchterm=tee');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/\| Tidepool Supply Co\.$/);
});

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-collection-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${STORE}`);
});
