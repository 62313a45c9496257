import { expect, test } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { quickShopperTests, whenLive } from '../support/quickShopper';

// The quick shopper on the search page: "hoodie" typed from first paint, a key at a time, before
// the page's scripts run, while they boot or once it is live. Every letter is searched: none is
// lost to hydration, none is typed twice.

const TERM = 'hoodie';

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/search');
});

quickShopperTests(
  (when) => `search, ${when}: every letter typed from first paint is searched`,
  async ({ page, point, reached, release }) => {
    await page.goto('/search', { waitUntil: 'commit' });
    await reached();
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    for (const letter of TERM) await box.press(letter);
    release();
    await expect(page, point).toHaveURL(/\/search\?searchterm=hoodie$/, { timeout: 20_000 });
    await whenLive(page);
    await expect(box).toHaveValue(TERM);
    await expect(page.getByRole('region', { name: 'Search results' })).toContainText(
      /results for "hoodie"/,
    );
  },
);
