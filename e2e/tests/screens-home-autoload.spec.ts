import { expect, test } from '@playwright/test';
import { STORE_PORT } from '../support/ports';

// SPEC §2 Home: "The first page auto-loads more on scroll unless pagination is set or the cache
// is enabled." megastore has 7,500 listings: 150 a page.
const MEGASTORE = `http://megastore.localhost:${STORE_PORT}/`;

for (const width of [1280, 390]) {
  test(`home loads the second page on scroll, then waits for Load more (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/v1/stores/products'))
        asked.push(url.searchParams.get('page') ?? '');
    });
    await page.goto(MEGASTORE);
    const featured = page.getByRole('region', { name: 'Featured products' });
    const tiles = featured.getByRole('article');
    // The first page's 150 tiles are rendered in batches: the first 24 before the first paint.
    await expect(tiles).toHaveCount(24);
    expect(asked).toEqual(['1']);

    // Scrolling shows the rest of the first page, then brings the second in, with no click; the
    // API is asked for page 2 only once all of page 1 is on screen.
    const scrollToLastTile = () => tiles.last().scrollIntoViewIfNeeded();
    await expect(async () => {
      if ((await tiles.count()) < 150) expect(asked).toEqual(['1']);
      await scrollToLastTile();
      expect(asked).toEqual(['1', '2']);
    }).toPass();
    await expect(async () => {
      await scrollToLastTile();
      expect(await tiles.count()).toBe(300);
    }).toPass();

    // After that, only Load more asks for more.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    expect(asked).toEqual(['1', '2']);
    await featured.getByRole('button', { name: 'Load more' }).click();
    // The third page's tiles join in batches too, as the shopper scrolls on.
    await expect(async () => expect(await tiles.count()).toBeGreaterThan(300)).toPass();
    await expect(async () => {
      await scrollToLastTile();
      expect(await tiles.count()).toBe(450);
    }).toPass();
    expect(asked).toEqual(['1', '2', '3']);
  });
}
