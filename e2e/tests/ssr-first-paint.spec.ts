import { gzipSync } from 'node:zlib';
import {
  expect,
  showIntent,
  test,
  untilLive,
  type BrowserContext,
  type Page,
} from '../support/test';
import { isIdlePrefetch } from '../support/prefetch';
import { checkoutWithAddress } from '../support/checkouts';
import { serverRendered } from '../support/serverRender';
import { STORE_PORT, STORE_URL } from '../support/ports';
import { isShellEntry } from '../support/shellEntry';
import { scriptsAsked } from '../support/scriptsAsked';

// The store paints from the server's HTML: with JavaScript off a shopper (or a crawler) reads
// header, hero or title, products with names, prices, pictures and links, in their language and
// currency. A locked store's HTML holds none of its catalogue.

const LISTING = '/listing/tidepool-wave-tee';

test.beforeAll(async ({ request }) => {
  for (const url of ['/', '/apparel', LISTING]) await serverRendered(request, url);
  await serverRendered(request, '/', { 'accept-language': 'de-DE,de;q=0.9' });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the 7,500-product store's search results: a page of 12 tiles, not its catalogue", async ({
    page,
    request,
  }) => {
    const url = `http://megastore.localhost:${STORE_PORT}/search?searchterm=tee`;
    const { html } = await serverRendered(request, '/search?searchterm=tee', {
      'x-forwarded-host': `megastore.localhost:${STORE_PORT}`,
    });
    // One page of tiles and their state, where the whole catalogue in the state was 6.4 MB.
    expect(html.length).toBeLessThan(150_000);
    await page.goto(url);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByText(/^\d[\d,]* results for "tee"$/)).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(12);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('home: header, hero, product names, prices, pictures and links', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Tidepool Supply Co.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Goods for people who check the tide chart first',
      }),
    ).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured products' });
    const tiles = featured.getByRole('article');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(4);
    const first = tiles.first();
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/listing\/[^?]+\?pid=/,
    );
    await expect(first).toContainText(/\$\d+\.\d{2}/);
    const img = first.getByRole('img').first();
    await expect(img).toHaveAttribute('src', /\/api\/backend\/media\//);
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a collection: its heading and its products', async ({ page }) => {
    await page.goto('/apparel');
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
    const tiles = page.getByRole('main').getByRole('article');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first()).toContainText(/\$\d+\.\d{2}/);
  });

  test("a listing: title, price, the gallery's first picture, options and tabs", async ({
    page,
  }) => {
    await page.goto(LISTING);
    await expect(page.getByRole('heading', { level: 1, name: 'Tidepool Wave Tee' })).toBeVisible();
    await expect(page.getByTestId('listing-price')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute('src', /.+/);
    await expect(
      page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').first(),
    ).toBeAttached();
    await expect(page.getByRole('radiogroup', { name: 'Size' })).toBeAttached();
    await expect(page.getByRole('tablist', { name: 'Product information' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  });
});

test.describe('a German browser, JavaScript off', () => {
  test.use({
    javaScriptEnabled: false,
    locale: 'de-DE',
    extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
  });

  test('gets German words and euro prices in the first HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const featured = page.getByRole('region', { name: 'Ausgewählte Produkte' });
    await expect(featured.getByRole('article').first()).toContainText(/\d+,\d{2}\s€/);
    await expect(featured.getByText(/\$/)).toHaveCount(0);
    // Without script, Preferences is a disclosure with its form (a button once the page is live).
    await expect(
      page
        .getByRole('contentinfo')
        .getByText(/EU \/ EUR/)
        .first(),
    ).toBeVisible();
  });
});

test("a locked store's HTML holds no product, and nothing read for it", async ({ request }) => {
  const res = await request.get(`${STORE_URL}/`, {
    headers: { accept: 'text/html', 'x-forwarded-host': `locked.localhost:${STORE_PORT}` },
  });
  const html = await res.text();
  expect(res.headers()['server-timing']).toContain('fallback-not-public');
  expect(html).not.toContain('id="store-ssr"');
  for (const product of ['Backstage Pass Tee', 'Encore Tour Hoodie', 'Soundcheck Crew Tee'])
    expect(html).not.toContain(product);
});

// The server's page is styled: laid out as the live page is, so nothing moves when the code
// arrives (every emotion class in the markup has its rules in the page).
for (const width of [390, 1280])
  test(`at ${width} px the server's page is laid out as the live one: nothing moves on hydrating`, async ({
    browser,
  }) => {
    const boxes = async (javaScriptEnabled: boolean, url: string) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(url);
      if (javaScriptEnabled) {
        await showIntent(page);
        await page.locator('html[data-interactive]').waitFor();
      }
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const banner = await page.getByRole('banner').boundingBox();
      const tile = await page.getByRole('main').getByRole('article').first().boundingBox();
      await context.close();
      return { h1, banner, tile };
    };
    for (const url of ['/', '/apparel']) {
      const painted = await boxes(false, url);
      const live = await boxes(true, url);
      for (const part of ['h1', 'banner', 'tile'] as const) {
        expect(painted[part], `${url} ${part}`).not.toBeNull();
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(
            Math.abs(painted[part]![side] - live[part]![side]),
            `${url} ${part} ${side}`,
          ).toBeLessThanOrEqual(2);
      }
    }
  });

/**
 * What a page that waits for the shopper's first touch runs before it: the releasing script and
 * the one telling its view (store-page-view.js: the dataLayer's paint events, viewed_campaign).
 */
const EARLY_SCRIPTS = ['/store-after-paint.js', '/store-page-view.js'];

/** Only the early scripts were asked for (each listed once its response is in). */
const onlyEarlyScripts = (page: Page) =>
  expect
    .poll(async () => (await scriptsAsked(page)).map((e) => e.path).sort())
    .toEqual(EARLY_SCRIPTS);

/**
 * The shell's entry ran, and the federation runtime with it. Its chunks and the remote's come as
 * the page's hints preloaded them (a hint's fetch is the `link`'s, and may or may not be the one
 * the script used, by timing), so they are not counted one by one.
 */
async function shellRan(page: Page) {
  expect((await scriptsAsked(page)).map((s) => s.path)).toContain('/main.js');
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(true);
}

const pathAndQuery = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test('a page only looked at fetches at idle, without running them, the scripts its first touch runs; the touch finds them there', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('requestfinished', (r) => {
    if (isIdlePrefetch(r)) prefetched.push(pathAndQuery(r.url()));
  });
  await page.goto(LISTING);
  const held = await page
    .locator('#store-after-paint')
    .evaluate((t: HTMLTemplateElement) =>
      [...t.content.querySelectorAll('link[href],script[src]')].map(
        (el) => el.getAttribute('href') ?? el.getAttribute('src'),
      ),
    );
  // The entry files at their versions (the store server's entryVersions.ts).
  expect(held).toContainEqual(expect.stringMatching(/^\/main\.js\?v=[\w-]+$/));
  // Every script and the manifest the template holds, fetched once the page is idle.
  await expect.poll(() => [...new Set(prefetched)].sort()).toEqual([...held].sort());
  // Nothing of it ran: the page is as painted, its scripts still held.
  await onlyEarlyScripts(page);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  await expect(page.locator('#store-after-paint')).toHaveCount(1);
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);

  // The first touch runs them, from what was fetched: no entry file crosses the network again,
  // not even to be revalidated (a cache hit's transfer size is 0; a 304's is its headers').
  const touchAt = await page.evaluate(() => performance.now());
  const entry = page.waitForResponse((r) => isShellEntry(new URL(r.url())));
  await page.mouse.move(200, 300);
  await page.mouse.move(210, 320);
  await entry;
  await untilLive(page);
  const asked = await page.evaluate(
    (after) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= after)
        .filter((e) => /\/(main\.js|remoteEntry\.js|mf-manifest\.json)\?v=/.test(e.name))
        .map((e) => [e.name, (e as PerformanceResourceTiming).transferSize] as const),
    touchAt,
  );
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter(([, bytes]) => bytes > 0)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test("a catalog page only looked at (1 s after the network is idle) runs no script but the small releasing and page-view ones; the shopper's first move brings the rest and the page goes live", async ({
  page,
}) => {
  await page.goto('/apparel');
  await page.waitForLoadState('networkidle');
  // Nobody touches it: a second more, and still nothing asked for.
  await page.waitForTimeout(1000);
  await onlyEarlyScripts(page);
  await expect(page.locator('#store-after-paint')).toHaveCount(1);
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);

  await page.mouse.move(200, 300);
  await page.mouse.move(210, 320);
  await page.locator('html[data-interactive]').waitFor();
  await shellRan(page);
  await expect(page.locator('#store-after-paint')).toHaveCount(0);
});

test('a listing only looked at (1 s after the network is idle) tells the tracking service of its view by its one small script, and once only when it goes live', async ({
  page,
  request,
}) => {
  const url = `${LISTING}?utm_source=newsletter&size=m`;
  // This page as the server renders it (a variant not yet made may be left to the browser).
  await serverRendered(request, url);
  const posts: { campaign_id: string; get_vars: object }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/tracking/viewed_campaign')) posts.push(r.postDataJSON());
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect((await scriptsAsked(page)).map((e) => e.path).sort()).toEqual(EARLY_SCRIPTS);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.campaign_id).toMatch(/\S/);
  expect(posts[0]?.get_vars).toEqual({ utm_source: 'newsletter' });

  // The shopper's first move brings the shell; the view it was served with is not told again.
  await untilLive(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
});

test('the page-view script is small, revalidated and built alone', async ({ request }) => {
  const res = await request.get('/store-page-view.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const body = await res.body();
  // Its view's events (~870 B), the idle prefetch (~250 B), the form actions' events (~175 B) and
  // the tile clicks the browser follows (~150 B).
  expect(gzipSync(body, { level: 9 }).length).toBeLessThan(1600);
  expect(body.toString()).not.toMatch(/__webpack_require__\.e|federation/);
});

test("the search page's box has the focus from its HTML; what the shopper types before any script is kept", async ({
  page,
}) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  // The page's own focus is not the shopper's: nothing asked for yet.
  await onlyEarlyScripts(page);

  await page.keyboard.type('hoodie');
  await page.locator('html[data-interactive]').waitFor();
  await expect(box).toHaveValue('hoodie');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/hoodie/i);
});

/**
 * Once the page went live with nobody touching it: its scripts, of which only the small early
 * ones (releasing, page view) were asked for before the first paint.
 */
async function liveUntouched(page: Page) {
  await page.locator('html[data-interactive]').waitFor();
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  const scripts = await scriptsAsked(page);
  expect(paint).toBeGreaterThan(0);
  expect(
    scripts
      .filter((e) => e.start < paint)
      .map((e) => e.path)
      .sort(),
  ).toEqual(EARLY_SCRIPTS);
  return scripts;
}

/** A cart cookie of the demo store holding these lines. */
async function cartOf(
  context: BrowserContext,
  lines: { slug: string; listingId: string; sizeId: string; quantity: number }[],
) {
  const items = Object.fromEntries(
    lines.map((l) => {
      const sku = `${l.listingId}-70001-${l.sizeId}`;
      return [sku, { ...l, sku, productId: '5001', colorId: '70001' }];
    }),
  );
  await context.addCookies([
    {
      name: 'cart_demo',
      value: encodeURIComponent(JSON.stringify({ items, region: 'USA' })),
      url: STORE_URL,
    },
  ]);
}

test("a cart only looked at (1 s after the network is idle) runs no script but the small releasing and page-view ones; the shopper's first touch brings the rest, the lines stay", async ({
  page,
  context,
}) => {
  await cartOf(context, [
    { slug: 'tidepool-wave-tee', listingId: '1001', sizeId: 'm', quantity: 2 },
  ]);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await onlyEarlyScripts(page);
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);

  await untilLive(page);
  await shellRan(page);
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: /^Quantity for / })).toHaveValue('2');
});

test('a cart with an item gone asks for its scripts after its first paint, untouched, and the SPEC notice shows', async ({
  page,
  context,
}) => {
  await cartOf(context, [
    { slug: 'tidepool-wave-tee', listingId: '1001', sizeId: 'm', quantity: 1 },
    { slug: 'no-such-listing-here', listingId: '9999', sizeId: 's', quantity: 1 },
  ]);
  await page.goto('/cart');
  await liveUntouched(page);
  await shellRan(page);
  await expect(
    page.getByText(
      'Some items were removed from your cart because they are not available at this time.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test("a checkout asking for the customer's details, only looked at (1 s after the network is idle), runs no script but the small releasing and page-view ones; what the shopper types before it is live is kept", async ({
  page,
}) => {
  const created = await page.request.post('/api/checkout/checkout', {
    data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/checkout/${(await created.json()).id}`);
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await onlyEarlyScripts(page);
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);

  // Typing in the form is the first move: the page goes live, and every letter stays.
  await email.click();
  await page.keyboard.type('ada@example.com');
  await page.locator('html[data-interactive]').waitFor();
  await expect(email).toHaveValue('ada@example.com');
  await shellRan(page);
});

test('a checkout showing delivery options asks for its scripts after its first paint, untouched (the browser saves the first option)', async ({
  page,
}) => {
  const id = await checkoutWithAddress(page.request);
  await page.goto(`/checkout/${id}`);
  await liveUntouched(page);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
});

test('a landing from an affiliate link goes live untouched: the shell keeps the affiliate', async ({
  page,
  context,
}) => {
  await page.goto('/apparel?aid=partner-7');
  await page.locator('html[data-interactive]').waitFor();
  expect((await context.cookies()).find((c) => c.name === 'aid')?.value).toBe('partner-7');
});

test('the after-paint script is one small file of its own: under 2 KB gzip, revalidated', async ({
  request,
}) => {
  const res = await request.get('/store-after-paint.js', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const body = await res.body();
  expect(gzipSync(body, { level: 9 }).length).toBeLessThan(2048);
  // Built alone: no federation runtime or webpack chunk loading in it.
  expect(body.toString()).not.toMatch(/__webpack_require__\.e|federation/);
});
