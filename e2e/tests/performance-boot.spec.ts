import { isIdlePrefetch } from '../support/prefetch';
import { expect, test, type Page } from '../support/test';
import firstLoad from '../fixtures/first-load-libraries.json';
import { interactive } from '../support/plainPage';
import { serverRendered } from '../support/serverRender';

const LISTING = '/listing/tidepool-wave-tee';

// Issue "Fast on a phone": the boot path and the largest paint, guarded by tests rather than by
// the bench alone. The figures themselves are `npm run bench`'s.

/** Priority Chromium gave each request, by URL (CDP: Network.requestWillBeSent). */
async function recordPriorities(page: Page): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!seen.has(e.request.url)) seen.set(e.request.url, e.request.initialPriority);
  });
  return seen;
}

test('the page carries the store config, remotes, theme, store and localization: the browser fetches none of them', async ({
  page,
}) => {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const block = /<script id="store-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(block).not.toBeNull();
  const boot = JSON.parse(block![1]!) as Record<string, { storeSlug?: string; slug?: string }>;
  expect(boot.config?.storeSlug).toBe('demo');
  expect(boot.store?.slug).toBe('demo');
  expect(boot.theme).toBeTruthy();
  expect(boot.remotes).toBeTruthy();
  expect(boot.localization).toBeTruthy();
  // At its version (the store server's entryVersions.ts): the cached copy is used as it is.
  expect(html).toMatch(
    /<link rel="preload" as="script" href="\/remotes\/mf-catalog\/remoteEntry\.js\?v=[\w-]+">/,
  );

  const asked: string[] = [];
  // What the page asked for to run: not the idle prefetch, whose copy the later asking uses.
  page.on('request', (r) => isIdlePrefetch(r) || asked.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('img').first(),
  ).toBeVisible();
  // Home's scripts come at the shopper's first move; what the live page fetched is the subject.
  await interactive(page);
  for (const path of [
    '/config.json',
    '/remotes.json',
    '/api/theme/',
    '/api/backend/v1/stores',
    '/api/backend/v1/buyer_localization',
    '/api/backend/v1/localization_details',
  ])
    expect(asked, path).not.toContain(path);
  // Each preloaded file is fetched once: the preload is what the federation runtime used.
  const entries = asked.filter((p) => p === '/remotes/mf-catalog/remoteEntry.js');
  expect(entries).toHaveLength(1);
});

for (const width of [1280, 390]) {
  test(`home: the first tiles' pictures load at once with high priority, later ones lazily (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const priorities = await recordPriorities(page);
    await page.goto('/');
    const imgs = page.getByRole('region', { name: 'Featured products' }).getByRole('img');
    await expect(imgs.first()).toBeVisible();
    await expect(imgs.first()).toHaveAttribute('loading', 'eager');
    await expect(imgs.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(imgs.nth(4)).toHaveAttribute('loading', 'lazy');
    const src = await imgs.first().evaluate((i) => (i as HTMLImageElement).currentSrc);
    await expect.poll(() => priorities.get(src)).toBe('High');
  });
}

test("listing: the gallery's main picture is fetched at once with high priority", async ({
  page,
}) => {
  const priorities = await recordPriorities(page);
  await page.goto(LISTING);
  const main = page.getByRole('img', { name: 'Tidepool Wave Tee' }).first();
  await expect(main).toBeVisible();
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  const src = await main.evaluate((i) => (i as HTMLImageElement).currentSrc);
  await expect.poll(() => priorities.get(src)).toBe('High');
});

test('home loads no shared library beyond the reviewed list (e2e/fixtures/first-load-libraries.json)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('img').first(),
  ).toBeVisible();
  // What the live page loaded: its scripts come after paint, so the list is read once it is live.
  await interactive(page);
  const loaded = await page.evaluate(() => {
    type Share = { loaded?: boolean };
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>>;
        };
      }
    ).__FEDERATION__?.__SHARE__;
    const names = new Set<string>();
    for (const host of Object.values(scopes ?? {}))
      for (const scope of Object.values(host))
        for (const [name, versions] of Object.entries(scope))
          if (Object.values(versions).some((s) => s.loaded)) names.add(name);
    return [...names].sort();
  });
  expect(loaded, 'a library joined or left the first load: review it, then the list').toEqual(
    [...firstLoad.home].sort(),
  );
});

/** A listing until Add to cart works, then home until its first picture shows and all is loaded. */
async function openListingThenHome(page: Page): Promise<void> {
  await page.goto(LISTING);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('img').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test("search runs on the API: home and a listing load neither Fuse.js nor the suggestions' search; the search page fetches them once, for its box, Fuse.js into workers", async ({
  page,
}) => {
  const fuseChunks: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/\/remotes\/mf-catalog\/(fuse[.-]|suggestion-search\.)[\w.-]*\.m?js$/.test(pathname))
      fuseChunks.push(pathname);
  });
  await openListingThenHome(page);
  expect(fuseChunks).toEqual([]);

  // The search page focuses its box (SPEC), which wants the suggestions' index: Fuse.js's worker
  // client on the page, Fuse.js itself in the workers' script; none of it on the page's thread.
  await page.goto('/search?searchterm=hoodie');
  await page.getByRole('combobox', { name: 'Search products' }).fill('tidepool');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  const search = fuseChunks.filter((p) => /\/suggestion-search\.[0-9a-f]{8}\.js$/.test(p));
  const client = fuseChunks.filter((p) => /\/fuse-worker\.[0-9a-f]{8}\.js$/.test(p));
  const script = fuseChunks.filter((p) => /\/fuse\.worker\.[0-9a-f]{8}\.mjs$/.test(p));
  expect(search).toHaveLength(1);
  expect(client).toHaveLength(1);
  expect(script.length).toBeGreaterThan(0);
  expect(fuseChunks).toHaveLength(search.length + client.length + script.length);
});

test("HTML from data: home and a listing keep the server's sanitized HTML and load no DOMPurify; a page the browser renders fetches it once", async ({
  page,
  request,
}) => {
  for (const url of ['/', LISTING]) await serverRendered(request, url);
  const purifierChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/dompurify\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) purifierChunks.push(r.url());
  });
  const announcement = page.getByRole('region', { name: 'Store announcements' });
  await openListingThenHome(page);
  expect(purifierChunks).toEqual([]);
  // The theme's announcement is HTML from data, shown as the server sanitized it.
  await expect(announcement.getByText('Free shipping')).toBeVisible();
  await expect(announcement.getByRole('link', { name: 'FREESHIP' })).toBeVisible();

  // A help article the browser renders itself (a router navigation) needs DOMPurify.
  await page.goto('/support');
  await interactive(page);
  await page.getByRole('link', { name: 'Track my order' }).click();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Recover my order number' }).first(),
  ).toBeVisible();
  expect(purifierChunks).toHaveLength(1);
});
