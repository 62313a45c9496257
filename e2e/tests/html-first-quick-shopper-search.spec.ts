import { expect, test } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { matrixTests, pause, whenLive } from '../support/quickShopper';

// The quick shopper on the search page: "hoodie" typed from first paint, a letter per pause, so
// hydration lands before, between or after the letters. Every letter is searched: none is lost
// to hydration, none is typed twice.

const TERM = 'hoodie';

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/search');
});

matrixTests(
  (name) => `search at ${name}: every letter typed from first paint is searched`,
  TERM.length,
  async ({ page, gap }) => {
    await page.goto('/search', { waitUntil: 'commit' });
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    for (const letter of TERM) {
      await box.press(letter);
      await pause(page, gap);
    }
    await expect(page, `${gap} ms between letters`).toHaveURL(/\/search\?searchterm=hoodie$/, {
      timeout: 20_000,
    });
    await whenLive(page);
    await expect(box).toHaveValue(TERM);
    await expect(page.getByRole('region', { name: 'Search results' })).toContainText(
      /results for "hoodie"/,
    );
  },
);
