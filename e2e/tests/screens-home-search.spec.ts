import { expect, test, untilLive } from '../support/test';
import { STORE_PORT } from '../support/ports';

test('the hero search box (demo) uses the theme placeholder and opens the search page', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Hero' });
  const box = hero.getByRole('searchbox', { name: 'Search products' });
  await expect(box).toHaveAttribute('placeholder', 'Search tees, mugs, stickers…');
  await box.fill('tee');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?searchterm=tee$/);
  await expect(page.getByText(/\d+ results? for "tee"/)).toBeVisible();
});

test('the search page number survives a reload', async ({ page }) => {
  await page.goto('/search?searchterm=tee');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const total = (await page.getByText(/^Page 1 of \d+$/).textContent())!.replace('Page 1 of ', '');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await page.reload();
  await expect(page.getByText(`Page 2 of ${total}`)).toBeVisible();
});

test('the search page loaded as a whole page from a listing closes back to that listing, not home', async ({
  page,
}) => {
  await page.goto('/listing/tidepool-wave-tee');
  // A whole page load from the store's own page (as a link followed before the page was live).
  await page.evaluate(() => window.location.assign('/search?searchterm=tee'));
  await expect(page.getByText(/\d+ results? for "tee"/)).toBeVisible();
  // The close is the live page's (a button: nothing to follow before the scripts run).
  await untilLive(page);
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page).toHaveURL(/\/listing\/tidepool-wave-tee$/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

test('the hero badge and a call to action that opens a new tab (afterdark)', async ({ page }) => {
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/`);
  await page.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
  await page.getByRole('checkbox', { name: 'I do not live in Louisiana or Utah' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const hero = page.getByRole('region', { name: 'Hero' });
  await expect(hero.getByText('New drop', { exact: true })).toBeVisible();
  const cta = hero.getByRole('link', { name: 'Shop the drop' });
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(hero.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
    'placeholder',
    'Search the after-hours shelf…',
  );
});

test("a promo banner copies its code and says 'Copied!' (demo)", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const promos = page.getByRole('region', { name: 'Promotions' });
  const banner = promos.getByRole('button', { name: /copy the code (WELCOME10|FREESHIP)/ });
  const code = /WELCOME10/.test((await banner.textContent()) ?? '') ? 'WELCOME10' : 'FREESHIP';
  await banner.click();
  await expect(promos.getByRole('status')).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('search on the 7,500-product store shows counts that stay put (watched 6 s once live); Last page lands on the last page', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/\/v1\/stores\/products$|\/cache\/products\//.test(pathname)) reads.push(pathname);
  });
  await page.goto(`http://megastore.localhost:${STORE_PORT}/search?searchterm=tee`);
  const count = page.getByText(/^[\d,]+ results? for "tee"$/);
  await expect(count).toBeVisible({ timeout: 30_000 });
  // The search page's scripts wait for the shopper's first move.
  await untilLive(page);
  // The store has the product cache on: the whole catalogue is one file, not 50 pages (read by
  // the live page; the count may already be on the server's page before then).
  await expect
    .poll(() => reads, { timeout: 30_000 })
    .toEqual(['/api/backend/cache/products/megastore.json']);
  const first = await count.textContent();
  const pages = (await page.getByText(/^Page 1 of \d+$/).textContent())!;
  // What the server's page showed is what the whole catalogue says: it does not grow afterwards.
  await page.waitForTimeout(6_000);
  await expect(count).toHaveText(first!);
  await expect(page.getByText(pages)).toBeVisible();
  const total = pages.replace('Page 1 of ', '');
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByText(`Page ${total} of ${total}`)).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the hero follows its template: demo's template 2 puts the picture beside the text, stacked on a phone (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Hero' });
    await expect(hero).toHaveAttribute('data-hero-template', 'split');
    const title = await hero.getByRole('heading', { level: 1 }).boundingBox();
    const picture = hero.locator('img').first();
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    if (width >= 767) expect(box!.x).toBeGreaterThan(title!.x + title!.width - 1);
    else expect(box!.y).toBeGreaterThan(title!.y + title!.height - 1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

test("afterdark's custom hero carries the owner's title image, badge and search", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/`);
  const hero = page.getByRole('region', { name: 'Hero' });
  await expect(hero).toHaveAttribute('data-hero-template', 'custom');
  await expect(hero.locator('img')).toHaveCount(1);
  await expect(hero.getByText('New drop', { exact: true })).toBeVisible();
  await expect(hero.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`home shows the 30 Day Free Return Policy, delivery and social proof (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const products = await (
      await page.request.get('/api/backend/v1/stores/products?slug=demo&page=1&per=150')
    ).json();
    const orders = products.products.reduce(
      (n: number, p: { orders: number }) => n + (p.orders > 0 ? p.orders : 0),
      0,
    );
    await page.goto('/');
    const promises = page.getByRole('list', { name: 'Our promises' });
    await expect(promises.getByText('30 Day Free Return Policy')).toBeVisible();
    await expect(promises.getByText(/shipped within a few business days/)).toBeVisible();
    await expect(
      promises.getByText(`Loved by fans: ${new Intl.NumberFormat('en-US').format(orders)} orders`),
    ).toBeVisible();
  });
}

test("when the product cache fails, the box's suggestions read the live API instead (SPEC §8)", async ({
  page,
}) => {
  await page.route('**/cache/products/megastore.json', (route) =>
    route.fulfill({ status: 503, json: { errors: [{ message: 'Service unavailable' }] } }),
  );
  const pages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/v1/stores/products')) pages.push(url.searchParams.get('page')!);
  });
  await page.goto(`http://megastore.localhost:${STORE_PORT}/search?searchterm=tee`);
  // The results are the API's search; the suggestions' index is read in the browser.
  await expect(page.getByText(/^[\d,]+ results? for "tee"$/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Search products' }).fill('harbor');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible({ timeout: 60_000 });
  expect(pages).toHaveLength(50);
});

test('on the 7,500-product store the box suggests, from Web Workers, the first five results of the same term; the API is asked once typing pauses', async ({
  page,
}) => {
  const searched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/v1/stores/search'))
      searched.push(url.searchParams.get('searchterm')!);
  });
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  // When each key reached the page: a loaded machine may hold keys back, and a gap that long is a
  // pause in the typing (the box then searches what it has, as it should).
  await page.addInitScript(() => {
    const keys: number[] = [];
    (window as unknown as { __keyTimes: number[] }).__keyTimes = keys;
    document.addEventListener('keydown', () => keys.push(performance.now()), true);
  });
  await page.goto(`http://megastore.localhost:${STORE_PORT}/search`);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.pressSequentially('tidal hoodie', { delay: 40 });
  const region = page.getByRole('region', { name: 'Search results' });
  // The results of the whole term: a slow machine may pause mid-word, and a first part's
  // results ("tida") show until the address follows the rest.
  await expect(region).toContainText('results for "tidal hoodie"', { timeout: 30_000 });
  const results = region.getByRole('article');
  await expect(results).toHaveCount(12);
  const firstFive = await results
    .getByRole('img')
    .evaluateAll((imgs) => imgs.slice(0, 5).map((img) => img.getAttribute('alt')));
  // Fuse.js sharded over workers ranks as the API's one Fuse.js does: the same five, in order.
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(suggestions).toHaveText(firstFive as string[], { timeout: 30_000 });
  expect(workers.length).toBeGreaterThan(0);
  for (const w of workers)
    expect(w).toMatch(/^\/remotes\/mf-catalog\/fuse\.worker\.[0-9a-f]{8}\.mjs$/);
  // One search for the typed words, not one per letter: at most one more for each pause the
  // machine put into the typing (a gap of TYPING_PAUSE_MS, mf-catalog useSearchBox), and two for
  // a slow machine's first part and the page adopting what was typed before it was live.
  expect(searched.at(-1)).toBe('tidal hoodie');
  const keyTimes = await page.evaluate(
    () => (window as unknown as { __keyTimes: number[] }).__keyTimes,
  );
  const pauses = keyTimes.filter((t, i) => i > 0 && t - keyTimes[i - 1]! >= 250).length;
  expect(searched.length).toBeLessThanOrEqual(3 + pauses);
});
