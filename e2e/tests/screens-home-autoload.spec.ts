import { expect, test, type Page } from '../support/test';
import { fetchForStoreHost, servePlainPages } from '../support/plainPage';
import { STORE_PORT } from '../support/ports';
import { serverRendered } from '../support/serverRender';

// SPEC §2 Home: "The first page auto-loads more on scroll unless pagination is set or the cache
// is enabled." megastore has 7,500 listings: 150 a page, and the product cache on.
const MEGASTORE = `http://megastore.localhost:${STORE_PORT}/`;

/** megastore as a store without the product cache: its config.json with the flag off. */
async function withoutProductCache(page: Page) {
  await servePlainPages(page);
  await page.route('**/config.json', async (route) => {
    const res = await fetchForStoreHost(route);
    const config = (await res.json()) as { flags: Record<string, unknown> };
    config.flags.productCache = false;
    await route.fulfill({ response: res, json: config });
  });
}

/** The page numbers of every products call the page makes, in order. */
function productPagesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/v1/stores/products'))
      asked.push(url.searchParams.get('page') ?? '');
  });
  return asked;
}

for (const width of [1280, 390]) {
  test(`with the product cache on, home does not auto-load (nothing asked within 0.5 s): the next page waits for Load more (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Rendered by the server (a catalogue change elsewhere may have left it to warm again).
    await serverRendered(request, '/', { 'x-forwarded-host': `megastore.localhost:${STORE_PORT}` });
    const asked = productPagesAsked(page);
    await page.goto(MEGASTORE);
    const featured = page.getByRole('region', { name: 'Featured products' });
    const tiles = featured.getByRole('article');
    await expect(async () => {
      await tiles.last().scrollIntoViewIfNeeded();
      expect(await tiles.count()).toBe(150);
    }).toPass();
    const loadMore = featured.getByRole('button', { name: 'Load more' });
    await expect(loadMore).toBeVisible();
    await loadMore.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    // The first page came with the page (the server read it once); nothing else was asked for.
    expect(asked).toEqual([]);
    await loadMore.click();
    await expect(async () => expect(asked).toEqual(['2'])).toPass();
    await expect(async () => expect(await tiles.count()).toBeGreaterThan(150)).toPass();
  });

  test(`without the product cache, home loads the second page on scroll, then waits for Load more (nothing asked within 0.5 s) (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await withoutProductCache(page);
    const asked = productPagesAsked(page);
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
