import { expect, test, type Page, type Route } from '../support/test';
import { storeErrors, watchBusAndErrors } from '../support/federation';
import { interactive } from '../support/plainPage';
import { serverRendered } from '../support/serverRender';
import { isShellEntry } from '../support/shellEntry';

// A server-rendered page hydrates: the browser's first render is the server's markup, word for
// word, so React takes it over without a mismatch (which it would report through store:error)
// and the page answers at once.

const PAGES = [
  '/',
  '/listing/tidepool-wave-tee',
  '/apparel',
  '/search?searchterm=hoodie',
  '/support',
  '/terms-of-use',
];

/** Console errors and page errors, but the browser's note on an unknown Permissions-Policy feature. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('Permissions-Policy')) seen.push(m.text());
  });
  return seen;
}

for (const [language, acceptLanguage] of [
  ['en', 'en-US,en;q=0.9'],
  ['de', 'de-DE,de;q=0.9'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({
      locale: acceptLanguage.split(',')[0],
      extraHTTPHeaders: { 'accept-language': acceptLanguage },
    });

    for (const path of PAGES) {
      test(`${path} hydrates without a mismatch, a warning or an error (watched 0.5 s once live)`, async ({
        page,
        request,
      }) => {
        await serverRendered(request, path, { 'accept-language': acceptLanguage });
        const seen = problems(page);
        await watchBusAndErrors(page);
        const res = await page.goto(path);
        expect(res?.headers()['server-timing']).toMatch(/desc="(render|cache)"/);
        await interactive(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Time for anything React would report after the first commit.
        await page.waitForTimeout(500);
        expect(await storeErrors(page)).toEqual([]);
        expect(seen).toEqual([]);
      });
    }
  });
}

test('Add to cart works right after hydration', async ({ page, request }) => {
  await serverRendered(request, '/listing/tidepool-wave-tee');
  await page.goto('/listing/tidepool-wave-tee');
  await interactive(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();
});

/**
 * Opens `path` with the shell's entry held back (the page is the server's markup until then);
 * the returned function lets it through.
 */
async function openWithShellHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isShellEntry, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test("the server's HTML is on screen before any script has run", async ({ page, request }) => {
  await serverRendered(request, '/');
  const release = await openWithShellHeld(page, '/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Goods for people who check the tide chart first',
    }),
  ).toBeVisible();
  // Nothing has run: the page is the server's markup.
  expect(await page.locator('html[data-interactive]').count()).toBe(0);
  release();
  await interactive(page);
});

test('a tap on a button before the page is live is not lost: it is pressed again once the page answers', async ({
  page,
  request,
}) => {
  await serverRendered(request, '/');
  const release = await openWithShellHeld(page, '/');
  const getNotified = page.getByRole('banner').getByRole('button', { name: 'Get notified' });
  await getNotified.click();
  // The server's markup does not answer by itself: no dialog while the code is held.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.locator('html[data-interactive]').count()).toBe(0);
  release();
  await interactive(page);
  await expect(page.getByRole('dialog', { name: 'Get notified' })).toBeVisible();
});

test('words typed into the search box before the page is live reach the search once it is', async ({
  page,
  request,
}) => {
  await serverRendered(request, '/search');
  const release = await openWithShellHeld(page, '/search');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('hoodie');
  expect(await page.locator('html[data-interactive]').count()).toBe(0);
  release();
  await interactive(page);
  await expect(box).toHaveValue('hoodie');
  await expect(page.getByRole('listbox').first()).toBeVisible();
});
