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
    await expect(tiles).toHaveCount(150);
    expect(asked).toEqual(['1']);

    // Scrolling down to the end of the first page brings the second in, with no click.
    await tiles.nth(149).scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(300);
    expect(asked).toEqual(['1', '2']);

    // After that, only Load more asks for more.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    expect(asked).toEqual(['1', '2']);
    await featured.getByRole('button', { name: 'Load more' }).click();
    await expect(tiles).toHaveCount(450);
  });
}
