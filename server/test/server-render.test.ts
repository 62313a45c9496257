import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withBody } from '../src/pageMarkup';
import { EARLY_CAPTURE_SCRIPT } from '@store/shared/src/early/captureScript';
import type { Checkout } from '@store/shared/src/types';
import { scriptsOf, withScriptsAfterPaint } from '../src/afterPaint';
import { pageRedirectsInBrowser } from '../src/render/browserRedirects';
import { checkoutFingerprint } from '../src/render/checkoutFingerprint';
import { generationBreakers } from '../src/render/generationBreakers';
import { loopbackOrigin } from '../src/render/loopbackOrigin';
import { parseServerRender } from '../src/render/serverRenderEnv';
import {
  AFTER_PAINT_FIXTURE,
  call,
  captureLog,
  CUSTOMER,
  eventually,
  flagship,
  postForm,
  startServer,
  withFrontend,
  type TestServer,
} from './helpers';
import { registered } from './support/registered';

// The store server's render path over HTTP, with a stand-in render worker (test/fixtures): what
// goes into the page, what is cached, and every way a render falls back to the browser's.

const WORKER = path.join(__dirname, 'fixtures', 'render-worker.cjs');
const MEGASTORE = 'Big Harbor Mercantile';

/** withFrontend plus the shell's server build and manifests that name a server entry. */
function withServerBuild(dir: string, catalogManifest?: (m: Record<string, unknown>) => void) {
  const files = withFrontend(dir);
  // The page template as the shell's build writes it (minified, its entry deferred).
  fs.writeFileSync(
    path.join(files.frontendRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang=en><head><title>Store</title><script defer src=/main.js></script></head><body><div id=root><main id=main class=store-boot-fallback><h1>Store unavailable</h1></main></div><noscript>This store needs JavaScript to run.</noscript></body></html>',
  );
  const server = path.join(files.frontendRoot, 'shell', 'dist', 'server');
  fs.mkdirSync(server, { recursive: true });
  fs.writeFileSync(path.join(server, 'main.js'), '/* the shell server build (not loaded here) */');
  for (const remote of ['mf-catalog', 'mf-support']) {
    const file = path.join(files.frontendRoot, remote, 'dist', 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      metaData: Record<string, unknown>;
    };
    manifest.metaData.ssrRemoteEntry = {
      name: 'remoteEntry.js',
      path: 'server',
      type: 'commonjs-module',
    };
    if (remote === 'mf-catalog') catalogManifest?.(manifest);
    fs.writeFileSync(file, JSON.stringify(manifest));
  }
  return files;
}

async function startRendering(budgetMs = 200) {
  return startServer(
    { defaultStore: 'demo', serverRender: { workerFile: WORKER, threads: 1, budgetMs } },
    (dir) => withServerBuild(dir),
  );
}

/**
 * A rendering server whose remotes.json names the catalog's manifest with `query`, which the
 * stand-in worker reads as how its code loads ("no-start": it cannot; "slow-warm": in 1.5 s).
 */
function startWithCatalogCode(query: string, log = captureLog('warn')) {
  return startServer(
    { defaultStore: 'demo', serverRender: { workerFile: WORKER, threads: 1 }, logger: log.logger },
    (dir) => {
      const files = withServerBuild(dir);
      fs.writeFileSync(
        files.remotesFile,
        JSON.stringify({ 'mf-catalog': `/remotes/mf-catalog/mf-manifest.json?${query}` }),
      );
      return files;
    },
  );
}

const page = (s: TestServer, url: string, headers: Record<string, string> = {}) =>
  fetch(s.base + url, { headers: { accept: 'text/html', ...headers } });

/** Asks until the server says it is ready: its own warm-up renders are done, the pool is idle. */
async function whenReady(s: TestServer) {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${s.base}/readyz`)).status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server never said it was ready');
}

/** Asks until the generation is warm (the first requests of a new one render in the browser). */
async function whenWarm(s: TestServer, url = '/?warm') {
  for (let i = 0; i < 100; i++) {
    const timing = (await page(s, url)).headers.get('server-timing') ?? '';
    if (!timing.includes('warming')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the render generation never warmed');
}

const via = (r: Response) => /desc="([^"]+)"/.exec(r.headers.get('server-timing') ?? '')?.[1];

describe('a server-rendered page', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startRendering();
    await whenWarm(s);
    // The edits below reach it as change events from then on.
    await registered(s);
  });
  afterAll(() => s.close());

  test('carries the render in #root, its state block, its hints in the head, and says so', async () => {
    const r = await page(s, '/apparel?x=1');
    expect(r.status).toBe(200);
    expect(via(r)).toBe('render');
    expect(r.headers.get('server-timing')).toMatch(/^ssr;desc="render";dur=\d+$/);
    const html = await r.text();
    expect(html).toMatch(/<div id=root><main id="main"><h1>Tidepool Supply Co\. \/apparel<\/h1>/);
    expect(html).toContain('<script id="store-ssr" type="application/json">');
    expect(html).toMatch(/<head>.*<link rel="preload" as="image" href="\/hero\.svg">.*<\/head>/s);
    // What the shell's static "store unavailable" page held is gone, and no note says the page
    // needs JavaScript (it shows without it).
    expect(html).not.toContain('<noscript>');
    // The CSP holds: the one script that runs inline is the early capture, allowed by its hash
    // alone (neither 'unsafe-inline' nor another hash).
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((m) => m[1])).toEqual([EARLY_CAPTURE_SCRIPT]);
    const hash = createHash('sha256').update(EARLY_CAPTURE_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(
      r.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(scriptSrc?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc?.match(/'sha\d+-/g)).toHaveLength(1);
  });

  test('asks for its scripts once painted: entry and preloads held in a template, released by a same-origin script', async () => {
    const html = await (await page(s, '/apparel?scripts')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // A catalog page works as HTML: its scripts wait for the shopper's first touch (intent).
    const held =
      /<template id="store-after-paint" data-release="intent">(.*?)<\/template>/s.exec(html)?.[1] ??
      '';
    expect(held).not.toBe('');
    // Nothing in the page asks for script before the paint but the small releasing script.
    expect(html.replace(held, '')).not.toMatch(/as="script"|src="?\/main\.js/);
    // The entry files at their versions (host/entryVersions.ts): a prefetched copy is used as is.
    const afterPaint = /<script defer src="(\/store-after-paint\.js\?v=[\w-]{12})"><\/script>/.exec(
      head,
    )?.[1];
    expect(afterPaint).toBeDefined();
    expect(held).toContain('<link rel="preload" as="script" href="/bootstrap.0a1b2c3d.js">');
    const main = /<script src="(\/main\.js\?v=[\w-]{12})"><\/script>/.exec(held)?.[1];
    expect(main).toBeDefined();
    for (const versioned of [afterPaint, main]) {
      const file = await fetch(`${s.base}${versioned}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // The image the page paints is still hinted at once.
    expect(head).toContain('<link rel="preload" as="image" href="/hero.svg">');

    const script = await fetch(`${s.base}/store-after-paint.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // Asked for by name, the build's file beside main.js is revalidated like it (a deploy
    // changes it in place).
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(await script.text()).toBe(AFTER_PAINT_FIXTURE);
  });

  test('a frame page (the cart) asks for its scripts at once: they fill it', async () => {
    const html = await (await page(s, '/cart')).text();
    expect(html).not.toContain('store-after-paint');
    expect(html).toMatch(/<script defer src=\/main\.js\?v=[\w-]{12}><\/script>/);
    expect(html).toMatch(
      /<head>.*<link rel="preload" as="script" href="\/bootstrap\.0a1b2c3d\.js">.*<\/head>/s,
    );
  });

  test('is rendered once: the next request for the same inputs comes from the cache', async () => {
    const first = await page(s, '/t-shirts');
    const again = await page(s, '/t-shirts');
    expect(via(first)).toBe('render');
    expect(via(again)).toBe('cache');
    expect(await again.text()).toContain('/t-shirts</h1>');
  });

  test('a warm page is written once and sent as stored: the same bytes, then compressed ahead (br, gzip)', async () => {
    const plain = { 'accept-encoding': 'identity' };
    expect(via(await page(s, '/bags', plain))).toBe('render');
    const first = await (await page(s, '/bags', plain)).text();
    expect(first).toContain('/bags</h1>');
    expect(await (await page(s, '/bags', plain)).text()).toBe(first);
    for (const encoding of ['br', 'gzip']) {
      let r = await page(s, '/bags', { 'accept-encoding': encoding });
      for (let i = 0; i < 50 && r.headers.get('content-encoding') !== encoding; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        r = await page(s, '/bags', { 'accept-encoding': encoding });
      }
      expect(r.headers.get('content-encoding')).toBe(encoding);
      expect(r.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await r.text()).toBe(first);
    }
    // What the written page depends on beyond its render keeps pages apart: the buyer's language.
    await page(s, '/bags', { ...plain, 'accept-language': 'de' });
    const german = await (await page(s, '/bags', { ...plain, 'accept-language': 'de' })).text();
    expect(german).not.toBe(first);
    expect(german).toContain('<html lang="de"');
  });

  test('a warm page runs no render and asks the API nothing: its reads are fresh in the shared cache', async () => {
    // The warm-up's own pages (every store's) are done: only this page's reads could be seen.
    await whenReady(s);
    await page(s, '/kids');
    // Every request this process makes to the API goes through fetch (commerce/upstreamFetch.ts).
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(s.api.base)) asked.push(url);
      return realFetch(input, init);
    });
    try {
      const r = await page(s, '/kids');
      expect(via(r)).toBe('cache');
      expect(await r.text()).toContain('/kids</h1>');
    } finally {
      spy.mockRestore();
    }
    expect(asked).toEqual([]);
  });

  test('an edit of the store shows on the next request after its change event: its record and the render', async () => {
    expect(await (await page(s, '/hats')).text()).toContain('Tidepool Supply Co. /hats</h1>');
    await s.api.changeCatalog(
      "UPDATE stores SET name = 'Tidepool Two' WHERE slug = 'demo'",
      [],
      'demo',
    );
    try {
      const r = await page(s, '/hats');
      expect(via(r)).toBe('render');
      const html = await r.text();
      expect(html).toContain('Tidepool Two /hats</h1>');
      expect(html).toMatch(/<script id="store-boot"[^>]*>[^<]*"name":"Tidepool Two"/);
    } finally {
      await s.api.changeCatalog(
        "UPDATE stores SET name = 'Tidepool Supply Co.' WHERE slug = 'demo'",
        [],
        'demo',
      );
    }
  });

  test('a checkout is rendered again only when it changes: its render is kept per checkout as saved', async () => {
    const { sku } = await flagship(s.base);
    const created = await call(s.base, 'POST', '/api/checkout/checkout', {
      lineItems: [{ sku: sku('Black', 'm'), quantity: 1 }],
      storeSlug: 'demo',
    });
    expect(created.status).toBe(201);
    const url = `/checkout/${created.body.id as string}`;
    const first = await page(s, url);
    expect(via(first)).toBe('render');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await page(s, url);
    expect(via(again)).toBe('cache');
    expect(again.headers.get('cache-control')).toBe('no-store');
    // A save (here the delivery details) is a new checkout to show: rendered afresh.
    const saved = await call(s.base, 'PUT', '/api/checkout/v1/checkout', {
      id: created.body.id,
      data: { storeSlug: 'demo', customer: CUSTOMER },
    });
    expect(saved.status).toBe(200);
    expect(via(await page(s, url))).toBe('render');
    expect(via(await page(s, url))).toBe('cache');
    // The next day (UTC) is another page: the delivery estimates count from it. The checkout as
    // the API answers it (StoreReads.checkout's call), read here straight from the API.
    const reads = {
      checkout: async (id: string, store: string) => {
        const q = new URLSearchParams({ id, storeSlug: store });
        const r = await call<Checkout>(s.api.base, 'GET', `/api/checkout/checkout?${q}`);
        return r.status === 200 ? r.body : null;
      },
    };
    const on = (iso: string) =>
      checkoutFingerprint(reads, url, 'demo', new Date(`${iso}T12:00:00Z`));
    expect(await on('2026-11-27')).not.toBeNull();
    expect(await on('2026-11-27')).toBe(await on('2026-11-27'));
    expect(await on('2026-11-28')).not.toBe(await on('2026-11-27'));
    // Another store's slug, another page or a made-up id: nothing to key on.
    expect(await checkoutFingerprint(reads, url, 'megastore')).toBeNull();
    expect(await checkoutFingerprint(reads, '/thankyou', 'demo')).toBeNull();
    expect(await checkoutFingerprint(reads, '/checkout/not%20an%20id', 'demo')).toBeNull();
    // A checkout this store does not have is rendered each time, never kept.
    const unknown = '/checkout/00000000-0000-4000-8000-000000000000';
    expect(via(await page(s, unknown))).toBe('render');
    expect(via(await page(s, unknown))).toBe('render');
  });

  test("a page carrying a form action's one-time id is that shopper's, once: rendered, never kept", async () => {
    const url = '/apparel?added=1&action=0123456789abcdef&notice=added';
    expect(via(await page(s, url))).toBe('render');
    expect(via(await page(s, url))).toBe('render');
    // The same page without it is kept as any other.
    await page(s, '/apparel?notice=added');
    expect(via(await page(s, '/apparel?notice=added'))).toBe('cache');
  });

  test('Checkout sent without script: the new checkout is rendered while the redirect travels, the shopper gets it from the cache', async () => {
    const added = await postForm(s.base, '/cart/add', {
      slug: 'tidepool-wave-tee',
      pid: '5001',
      variation: '70004',
      size: 'xl',
      quantity: '1',
    });
    expect(added.headers.get('location')).toMatch(/notice=added$/);
    const cart = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('cart_demo='))!
      .split(';')[0]!;
    const sent = await postForm(s.base, '/cart/checkout', { search: '' }, { cookie: cart });
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    // The phone's way back takes a while; the store server meanwhile asked for the page itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const opened = await page(s, location, { cookie: cart });
    expect(via(opened)).toBe('cache');
    expect(opened.headers.get('cache-control')).toBe('no-store');
  });

  test('the header counts only the cart items still sold (SPEC §5): "Cart (2)" for 2 available and 3 not, not "Cart (5)"', async () => {
    let cookie = '';
    const add = async (line: Record<string, string>) => {
      const added = await postForm(s.base, '/cart/add', line, cookie ? { cookie } : {});
      expect(added.headers.get('location')).toMatch(/notice=added$/);
      cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith('cart_demo='))!
        .split(';')[0]!;
    };
    const TEE = { slug: 'tidepool-wave-tee', pid: '5001', variation: '70004', size: 'xl' };
    await add({ ...TEE, quantity: '2' });
    await add({ ...TEE, variation: '70003', size: 'l', quantity: '3' });
    const count = async (headers: Record<string, string>) =>
      /Cart \(([^)]*)\)/.exec(await (await page(s, '/posters?count', headers)).text())?.[1];
    expect(await count({ cookie })).toBe('5');
    const { quantity } = (await s.api.app.db.get<{ quantity: number }>(
      "SELECT quantity FROM inventory WHERE variation_id = '70003' AND size_id = 'l'",
    ))!;
    // A colour whose stock is 0 is sold out (buildCartLine's rule, the live cart's); the API
    // tells this server (a change event), as it does on an order.
    await s.api.changeCatalog(
      "UPDATE inventory SET quantity = 0 WHERE variation_id = '70003'",
      [],
      'demo',
    );
    try {
      // Another shopper with the same cart (a count is kept per shopper's cookies a few seconds).
      expect(await count({ cookie: `${cookie}; shopper=2` })).toBe('2');
    } finally {
      await s.api.changeCatalog(
        "UPDATE inventory SET quantity = ? WHERE variation_id = '70003'",
        [quantity],
        'demo',
      );
    }
    expect(await count({ cookie: `${cookie}; shopper=3` })).toBe('5');
    // No cart, or a cookie that is no cart: 0.
    expect(await count({})).toBe('0');
    expect(await count({ cookie: 'cart_demo=%7Bnot-json' })).toBe('0');
  });

  test('the same page asked for while it renders waits for that render: one render for both', async () => {
    const url = '/posters?both&sim=steady';
    const [a, b] = await Promise.all([page(s, url), page(s, url)]);
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    // One rendered; the other joined it (or, on a slow machine, was served its result cached).
    expect([via(a), via(b)]).toContain('render');
    for (const r of [a, b]) expect(via(r)).toMatch(/^(render|cache)$/);
    // The stand-in worker counts its renders: both pages carry the same one.
    const count = (html: string) => /<p>render (\d+)<\/p>/.exec(html)?.[1];
    expect(count(htmlA)).toBeDefined();
    expect(count(htmlA)).toBe(count(htmlB));
  });

  test('another store, language or query is another render', async () => {
    await page(s, '/mugs');
    expect(via(await page(s, '/mugs', { 'accept-language': 'de' }))).toBe('render');
    expect(via(await page(s, '/mugs?pid=2'))).toBe('render');
    const other = await page(s, '/mugs', { 'x-forwarded-host': 'megastore.localhost' });
    expect(via(other)).toBe('render');
    expect(await other.text()).toContain(MEGASTORE);
  });

  test('a page the browser redirects is left to it, and not counted as a failure', async () => {
    const r = await page(s, '/?sim=redirect');
    expect(via(r)).toBe('fallback-redirect');
    const html = await r.text();
    expect(html).not.toContain('store-ssr');
    expect(html).toContain('<div id=root><main id=main class=store-boot-fallback>');
  });

  test("a page whose remote's server code did not load is left to the browser, said so", async () => {
    const r = await page(s, '/?sim=server-code');
    expect(via(r)).toBe('fallback-server-code');
    expect(await r.text()).toContain('<div id=root><main id=main class=store-boot-fallback>');
  });

  test('a render that throws: the browser renders the page', async () => {
    const r = await page(s, '/?sim=throw');
    expect(r.status).toBe(200);
    expect(via(r)).toBe('fallback-error');
    expect(await r.text()).toContain('<div id=root><main id=main class=store-boot-fallback>');
  });

  test('the age-gated store is rendered: with its gate for a shopper not verified, without for one whose cookie says so', async () => {
    const afterdark = { host: 'afterdark.localhost' };
    const state = async (r: Response) =>
      JSON.parse(
        /<script id="store-ssr" type="application\/json">(.*?)<\/script>/s.exec(
          await r.text(),
        )?.[1] ?? '{}',
      ) as { ageVerified?: boolean };
    const asked = await page(s, '/drinkware', { 'x-forwarded-host': 'afterdark.localhost' });
    expect(via(asked)).toBe('render');
    expect((await state(asked)).ageVerified).toBe(false);
    const verified = await page(s, '/drinkware', {
      'x-forwarded-host': afterdark.host,
      cookie: 'age_verified_afterdark=true',
    });
    // Another render, never the gated one from the cache (nor the reverse).
    expect(via(verified)).toBe('render');
    expect((await state(verified)).ageVerified).toBe(true);
    const again = await page(s, '/drinkware', { 'x-forwarded-host': afterdark.host });
    expect(via(again)).toBe('cache');
    expect((await state(again)).ageVerified).toBe(false);
    // Another store's cookie, or another value, verifies nothing.
    for (const cookie of ['age_verified_demo=true', 'age_verified_afterdark=yes']) {
      const r = await page(s, '/drinkware', { 'x-forwarded-host': afterdark.host, cookie });
      expect((await state(r)).ageVerified).toBe(false);
    }
    // A store without the gate renders as before: nothing about it in its render.
    expect(await state(await page(s, '/drinkware'))).not.toHaveProperty('ageVerified');
  });

  test("a locked store's page holds none of its catalogue", async () => {
    const r = await page(s, '/', { 'x-forwarded-host': 'locked.localhost' });
    expect(via(r)).toBe('fallback-not-public');
    const html = await r.text();
    expect(html).not.toContain('store-ssr');
    expect(html).not.toContain('Backstage Pass Tee');
  });
});

describe('a page kept whole names the build it was written with', () => {
  let root = '';
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(
      { defaultStore: 'demo', serverRender: { workerFile: WORKER, threads: 1, budgetMs: 200 } },
      (dir) => {
        const files = withServerBuild(dir);
        root = files.frontendRoot;
        return files;
      },
    );
    await whenWarm(s);
  });
  afterAll(() => s.close());

  test('a deploy that changes only the after-paint script or only the entry is named at once', async () => {
    const versionsIn = async () => {
      const html = await (await page(s, '/apparel?kept')).text();
      return {
        afterPaint: /\/store-after-paint\.js\?v=([\w-]+)/.exec(html)?.[1],
        main: /\/main\.js\?v=([\w-]+)/.exec(html)?.[1],
      };
    };
    const first = await versionsIn();
    expect(first.afterPaint).toBeDefined();
    expect(first.main).toBeDefined();
    expect(await versionsIn()).toEqual(first);
    const dist = path.join(root, 'shell', 'dist');
    fs.writeFileSync(path.join(dist, 'store-after-paint.js'), `${AFTER_PAINT_FIXTURE}/* next */`);
    const second = await versionsIn();
    expect(second.afterPaint).not.toBe(first.afterPaint);
    expect(second.main).toBe(first.main);
    fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(2)');
    const third = await versionsIn();
    expect(third.main).not.toBe(first.main);
    expect(third.afterPaint).toBe(second.afterPaint);
  });
});

describe('falling back', () => {
  test('a render slower than the budget is left to the browser, and its result serves the next', async () => {
    const s = await startRendering(100);
    try {
      await whenWarm(s);
      const slow = await page(s, '/?sim=slow');
      expect(via(slow)).toBe('fallback-budget');
      expect(await slow.text()).not.toContain('store-ssr');
      await new Promise((r) => setTimeout(r, 400));
      expect(via(await page(s, '/?sim=slow'))).toBe('cache');
    } finally {
      await s.close();
    }
  });

  test("a request joining a late render waits out that render's budget, not one of its own", async () => {
    const s = await startRendering(500);
    try {
      await whenReady(s);
      const first = page(s, '/?sim=slower&joined');
      await new Promise((r) => setTimeout(r, 400));
      const t0 = Date.now();
      const joined = await page(s, '/?sim=slower&joined');
      const waited = Date.now() - t0;
      expect(via(joined)).toBe('fallback-budget');
      // The render started 400 ms before it was asked for again: 100 ms of its budget were
      // left (a budget of its own would be 500 ms).
      expect(waited).toBeLessThan(350);
      expect(via(await first)).toBe('fallback-budget');
      // Made all the same, for whoever asks next.
      await new Promise((r) => setTimeout(r, 900));
      expect(via(await page(s, '/?sim=slower&joined'))).toBe('cache');
    } finally {
      await s.close();
    }
  });

  test('a burst of new pages waits in the queue when their renders will answer within the budget', async () => {
    const s = await startRendering(1500);
    try {
      await whenReady(s);
      // Renders take 120 ms now, on one thread: six at once answer within 6 x 120 ms.
      expect(via(await page(s, '/?sim=steady&timed'))).toBe('render');
      const started = Date.now();
      const burst = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => page(s, `/?sim=steady&burst=${n}`)),
      );
      expect(burst.map(via)).toEqual(Array(6).fill('render'));
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await s.close();
    }
  });

  test('a busy pool answers at once a page it would not render in time, and still makes it for the next', async () => {
    const s = await startRendering(400);
    try {
      await whenReady(s);
      // Renders take 900 ms now (the pool learns how long renders take).
      expect(via(await page(s, '/?sim=slower&timed'))).toBe('fallback-budget');
      await new Promise((r) => setTimeout(r, 600));
      // One thread runs one render at a time: a second waits in the queue.
      const filling = [1, 2].map((n) => page(s, `/?sim=slower&fill=${n}`));
      await new Promise((r) => setTimeout(r, 100));
      const t0 = Date.now();
      const busy = await page(s, '/?sim=slower&queued');
      expect(via(busy)).toBe('fallback-busy');
      // Not the budget's 400 ms: it would wait for a slot, then render for 900 ms.
      expect(Date.now() - t0).toBeLessThan(300);
      await Promise.all(filling);
      // Not queued behind a full round of renders nobody waits for (a burst of new pages would
      // only make every later shopper's render later): made once there is room, then kept; asked
      // again while it renders, it joins that render (late: answered at once).
      let again: string | undefined;
      const seen = new Set<string>();
      for (let i = 0; i < 50 && again !== 'cache'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        again = via(await page(s, '/?sim=slower&queued'));
        if (again) seen.add(again);
      }
      expect(again).toBe('cache');
      expect([...seen].filter((v) => v !== 'cache').sort()).toEqual(
        expect.arrayContaining(['fallback-budget']),
      );
      for (const v of seen) expect(['cache', 'fallback-budget', 'fallback-busy']).toContain(v);
    } finally {
      await s.close();
    }
  });

  test('server code that cannot start: every page renders in the browser, reported once', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const log = captureLog('warn');
    const s = await startWithCatalogCode('no-start', log);
    try {
      let last = '';
      for (let i = 0; i < 50 && last !== 'fallback-no-start'; i++) {
        last = via(await page(s, '/')) ?? '';
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(last).toBe('fallback-no-start');
      for (let i = 0; i < 5; i++) expect(via(await page(s, `/?n=${i}`))).toBe('fallback-no-start');
      const reports = log
        .text()
        .split('\n')
        .filter((l) => l.includes('fell back to the browser') && l.includes('"reason":"no-start"'));
      expect(reports).toHaveLength(1);
    } finally {
      error.mockRestore();
      await s.close();
    }
  });

  test('a remote without a server build in its manifest: its pages get the frame only', async () => {
    const s = await startServer(
      { defaultStore: 'demo', serverRender: { workerFile: WORKER, threads: 1 } },
      (dir) =>
        withServerBuild(dir, (m) => {
          delete (m.metaData as Record<string, unknown>).ssrRemoteEntry;
        }),
    );
    try {
      await whenWarm(s);
      const html = await (await page(s, '/')).text();
      const state = /<script id="store-ssr" type="application\/json">(.*?)<\/script>/s.exec(html);
      // What the render was asked to put into <main>: mf-support's pages only, as the catalog
      // has no server build (its pages get the frame, the browser mounts the catalog).
      expect(JSON.parse(state?.[1] ?? '{}').renderedRemotes).toEqual(['mf-support']);
    } finally {
      await s.close();
    }
  });

  test('a render thread that dies is replaced and counted for the operator', async () => {
    const s = await startServer(
      {
        defaultStore: 'demo',
        metricsToken: 'metrics-token',
        serverRender: { workerFile: WORKER, threads: 1 },
      },
      (dir) => withServerBuild(dir),
    );
    const restarts = async () => {
      const r = await call(s.base, 'GET', '/metrics', undefined, {
        authorization: 'Bearer metrics-token',
      });
      return Number(/^store_render_worker_restarts_total (\d+)$/m.exec(String(r.body))?.[1]);
    };
    try {
      await whenWarm(s);
      expect(await restarts()).toBe(0);
      expect(via(await page(s, '/?sim=crash'))).toBe('fallback-error');
      // The replacement thread loads the code again, then serves; it is counted once created
      // (piscina may start it only when the next task comes).
      await whenWarm(s, '/?warm-again');
      expect(await eventually(restarts, (n) => n === 1)).toBe(1);
      expect(via(await page(s, '/?after-restart'))).toBe('render');
    } finally {
      await s.close();
    }
  });

  test('SSR=off leaves every page to the browser', async () => {
    const s = await startServer({ defaultStore: 'demo', serverRender: false }, (dir) =>
      withServerBuild(dir),
    );
    try {
      const r = await page(s, '/');
      expect(r.headers.get('server-timing')).toBeNull();
      expect(await r.text()).toContain('<div id=root><main id=main class=store-boot-fallback>');
    } finally {
      await s.close();
    }
  });
});

describe('warm before ready', () => {
  const readyz = async (s: TestServer) => {
    const r = await fetch(`${s.base}/readyz`);
    return { status: r.status, body: (await r.json()) as { checks: Record<string, string> } };
  };

  test('/readyz is 503 while the render warms; once 200, the first pages are rendered, not the browser’s', async () => {
    const log = captureLog('info');
    const s = await startWithCatalogCode('slow-warm', log);
    try {
      const early = await readyz(s);
      expect(early.status).toBe(503);
      expect(early.body.checks.pages).toMatch(/^warming/);
      // Only the pages hold it: the bundles are there (the API is asked by the warm-up itself).
      expect(early.body.checks.bundles).toBe('ok');
      let ready = early;
      for (let i = 0; i < 100 && ready.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = await readyz(s);
      }
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ bundles: 'ok', api: 'ok', pages: 'ok' });
      // The first shopper (no cookies) of each store's home and first listing gets the render
      // the warm-up left in the cache; another page of a warm generation renders at once.
      expect(via(await page(s, '/'))).toBe('cache');
      expect(via(await page(s, '/', { host: 'megastore.localhost' }))).toBe('cache');
      expect(via(await page(s, '/apparel'))).toBe('render');
      // Every demo store's pages were done, the locked store's included (its pages fall back
      // for a reason warming cannot change): readiness did not wait for them.
      expect(log.text()).toMatch(/"pages":\d+,"ms":\d+,"msg":"pages warm: ready"/);
    } finally {
      await s.close();
    }
  });

  test('server code that cannot start does not hold readiness: its pages render in the browser', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const s = await startWithCatalogCode('no-start');
    try {
      let ready = await readyz(s);
      for (let i = 0; i < 100 && ready.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = await readyz(s);
      }
      expect(ready.body.checks.pages).toBe('ok');
      expect(via(await page(s, '/'))).toBe('fallback-no-start');
    } finally {
      jest.restoreAllMocks();
      await s.close();
    }
  });
});

describe('parts', () => {
  test('a page the shell redirects is known before a render is scheduled (shared rule)', () => {
    const boot = (support: boolean, theme: unknown) => ({
      config: { flags: { support } },
      theme,
    });
    const theme = {
      flags: {},
      content: {
        extraRoutes: [
          { path: '/sale', redirect: '/summer' },
          { path: '/shirts', collection: 'tees' },
          { path: 42 },
        ],
      },
    };
    expect(pageRedirectsInBrowser('/collections/tees', boot(true, theme))).toBe(true);
    expect(pageRedirectsInBrowser('/sale', boot(true, theme))).toBe(true);
    expect(pageRedirectsInBrowser('/shirts', boot(true, theme))).toBe(false);
    expect(pageRedirectsInBrowser('/support', boot(false, theme))).toBe(true);
    expect(pageRedirectsInBrowser('/support', boot(true, theme))).toBe(false);
    expect(pageRedirectsInBrowser('/support', boot(true, { flags: { support: false } }))).toBe(
      true,
    );
    // Data the shell's schema would drop is no redirect, and never a throw.
    expect(pageRedirectsInBrowser('/sale', boot(true, { content: { extraRoutes: 'x' } }))).toBe(
      false,
    );
    expect(pageRedirectsInBrowser('/', boot(true, null))).toBe(false);
  });

  test('the circuit opens after repeated failures, half-opens after the cool-down, closes on success', async () => {
    jest.useFakeTimers();
    const breakers = generationBreakers({ failures: 3, coolDownMs: 1000 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    // Each outcome is told through opossum's promise: settled before the next look.
    const settle = () => jest.advanceTimersByTimeAsync(0);
    try {
      breakers.failed('g');
      breakers.failed('g');
      await settle();
      expect(breakers.allows('g')).toBe(true);
      breakers.failed('g');
      await settle();
      expect(breakers.allows('g')).toBe(false);
      expect(breakers.allows('other')).toBe(true);
      await jest.advanceTimersByTimeAsync(1001);
      expect(breakers.allows('g')).toBe(true);
      breakers.failed('g');
      await settle();
      expect(breakers.allows('g')).toBe(false);
      await jest.advanceTimersByTimeAsync(1001);
      expect(breakers.allows('g')).toBe(true);
      breakers.succeeded('g');
      await settle();
      breakers.failed('g');
      await settle();
      expect(breakers.allows('g')).toBe(true);
      expect(error).toHaveBeenCalledTimes(2);
    } finally {
      breakers.close();
      error.mockRestore();
      jest.useRealTimers();
    }
  });

  test('the render workers reach this server on loopback', () => {
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 80 })).toBe(
      'http://127.0.0.1:80',
    );
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 81 })).toBe('http://[::1]:81');
    expect(loopbackOrigin({ address: '::1', family: 'IPv6', port: 82 })).toBe('http://[::1]:82');
    expect(loopbackOrigin({ address: '127.0.0.1', family: 'IPv4', port: 83 })).toBe(
      'http://127.0.0.1:83',
    );
    expect(loopbackOrigin(null)).toBeNull();
  });

  test('SSR, SSR_BUDGET_MS and SSR_THREADS', () => {
    expect(parseServerRender({})).toEqual({});
    expect(parseServerRender({ SSR: 'off' })).toBe(false);
    expect(parseServerRender({ SSR_BUDGET_MS: '150', SSR_THREADS: '3' })).toEqual({
      budgetMs: 150,
      threads: 3,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseServerRender({ SSR_BUDGET_MS: 'fast', SSR_THREADS: '-1' })).toEqual({});
    // Each bad value is named (envNumber), and the defaults hold.
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test("the markup replaces the shell's static page in #root, minified or not", () => {
    const built =
      '<body><div id=root><main id=main class=x><h1>Store unavailable</h1></main></div><noscript>needs JS</noscript></body>';
    expect(withBody(built, '<p>page</p>')).toBe('<body><div id=root><p>page</p></div></body>');
    const plain = '<div id="root"><main><h1>x</h1></main></div>';
    expect(withBody(plain, '<b>y</b>')).toBe('<div id="root"><b>y</b></div>');
    expect(withBody('<div>no root</div>', '<b>y</b>')).toBe('<div>no root</div>');
  });

  /** The early capture, inline before the page's first script (its hash is in the CSP). */
  const CAPTURE = `<script>${EARLY_CAPTURE_SCRIPT}</script>`;

  test('the entry is held back whichever way the template writes it; without one, hints stay in the head', () => {
    const links = ['<link rel="preload" as="script" href="/a.js">'];
    for (const tag of [
      '<script defer src=/main.js></script>',
      '<script defer="defer" src="/main.js"></script>',
    ]) {
      const out = withScriptsAfterPaint(`<head>${tag}</head><body></body>`, links);
      expect(out).toBe(
        `<head>${CAPTURE}<script defer src="/store-after-paint.js"></script><template id="store-after-paint"><link rel="preload" as="script" href="/a.js"><script src="/main.js"></script></template></head><body></body>`,
      );
    }
    expect(withScriptsAfterPaint('<head></head>', links)).toBe(
      '<head><link rel="preload" as="script" href="/a.js"></head>',
    );
  });

  test("home, collections, search and listings release their scripts at the shopper's intent, the others after paint", () => {
    const tag = '<script defer src=/main.js></script>';
    expect(
      withScriptsAfterPaint(`<head>${tag}</head>`, [], { release: 'intent', first: ['/first.js'] }),
    ).toBe(
      `<head>${CAPTURE}<script defer src="/store-after-paint.js"></script><script defer src="/first.js"></script><template id="store-after-paint" data-release="intent"><script src="/main.js"></script></template></head>`,
    );
    // A script that may ask for the shell at once runs just before the releasing one reads that.
    expect(
      withScriptsAfterPaint(`<head>${tag}</head>`, [], {
        release: 'intent',
        first: ['/first.js'],
        ahead: ['/ahead.js'],
      }),
    ).toBe(
      `<head>${CAPTURE}<script defer src="/ahead.js"></script><script defer src="/store-after-paint.js"></script><script defer src="/first.js"></script><template id="store-after-paint" data-release="intent"><script src="/main.js"></script></template></head>`,
    );
    // A page only looked at still tells its view (the dataLayer's page view, impressions and
    // view_item; a listing's viewed_campaign), by its one early script.
    const waits = { release: 'intent', first: ['/store-page-view.js'] };
    for (const path of ['/', '/apparel', '/some-collection', '/search', '/search/'])
      expect([path, scriptsOf(path)]).toEqual([path, waits]);
    expect(scriptsOf('/listing/tidepool-wave-tee')).toEqual(waits);
    // The cart is made of forms too (its markup asks for script when the modal must open).
    expect(scriptsOf('/cart')).toEqual(waits);
    // So is a checkout asking for the customer's details (its markup asks for script once it
    // shows delivery and payment); the express checkout, the pages after it and support are not.
    expect(scriptsOf('/checkout/abc')).toEqual(waits);
    for (const path of [
      '/checkout/express',
      '/checkout-complete/abc',
      '/thankyou',
      '/support',
      '/checkout/abc/more',
    ])
      expect([path, scriptsOf(path)]).toEqual([path, { release: 'paint', first: [] }]);
    // Another status is the shell's to word: its scripts come after paint.
    expect(scriptsOf('/listing/gone', 404)).toEqual({ release: 'paint', first: [] });
    expect(scriptsOf('/nowhere', 404)).toEqual({ release: 'paint', first: [] });
    // A page that opens with the age gate waits for a touch too; its age check runs first.
    const gated = {
      release: 'intent',
      first: ['/store-page-view.js'],
      ahead: ['/store-age-check.js'],
    };
    expect(scriptsOf('/', 200, { ageGate: true })).toEqual(gated);
    expect(scriptsOf('/listing/tee', 200, { ageGate: true })).toEqual(gated);
    // Where the shell's scripts come after paint anyway, it lets that shopper in itself.
    expect(scriptsOf('/support', 200, { ageGate: true })).toEqual({ release: 'paint', first: [] });
  });
});
