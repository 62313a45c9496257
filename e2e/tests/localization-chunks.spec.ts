import { expect, test, untilLive } from '../support/test';

// Issue 28: each bundle carries its en words in its code and every other locale in a chunk of its
// own, fetched only for a shopper reading that language.
const localeChunk = /\/locale-(?:ui-)?([A-Za-z-]+)-json\.[0-9a-f]+\.js$/;

function recordLocaleChunks(page: import('@playwright/test').Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    const m = localeChunk.exec(path);
    if (m) seen.push(`${path.startsWith('/remotes/') ? path.split('/')[2] : 'shell'} ${m[1]}`);
  });
  return seen;
}

test('an English page fetches no words: they are in the code', async ({ page }) => {
  const chunks = recordLocaleChunks(page);
  await page.goto('/listing/tidepool-wave-tee');
  // A listing's scripts wait for the shopper's first move.
  await untilLive(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
});

test.describe('a German shopper', () => {
  test.use({ locale: 'de-DE' });

  test('fetches the German words of the bundles on the page, and no other language', async ({
    page,
  }) => {
    const chunks = recordLocaleChunks(page);
    await page.goto('/listing/tidepool-wave-tee');
    await untilLive(page);
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(new Set(chunks.map((c) => c.split(' ')[1]))).toEqual(new Set(['de']));
    // mf-cart runs only its cart service here, which shows no words.
    expect(new Set(chunks.map((c) => c.split(' ')[0]))).toEqual(new Set(['shell', 'mf-catalog']));
  });

  test('whose cart words do not load reads the cart in English, never a message id', async ({
    page,
  }) => {
    await page.route(/\/remotes\/mf-cart\/locale-(?:ui-)?de-json\.[0-9a-f]+\.js$/, (r) =>
      r.abort(),
    );
    await page.goto('/cart');
    // The server's page is German; the live page is the one whose words failed.
    await untilLive(page);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    // The page's name is shared's head word (shared/src/head), which loaded: still German.
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Warenkorb' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\b(?:cart|shelf|ui)\.[a-z][A-Za-z]+/);
    // The shell's own words did load: the rest of the page stays German.
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'EU / EUR (Einstellungen)' }),
    ).toBeVisible();
  });
});
