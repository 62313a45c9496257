import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveUpstreams } from '../src/commerce/upstreams';
import { scriptSafeJson } from '../src/scriptSafeJson';
import { parseStoreNotFoundUrl, parseVitalsSampleRate } from '../src/runtimeConfig';
import { startServer, TEST_STOREFRONT_SECRET, withFrontend, type TestServer } from './helpers';
import { startReferenceApi } from './support/referenceApi';
import { registered } from './support/registered';

let s: TestServer;
let root: string;
let remotesFile: string;

beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => {
    const files = withFrontend(dir);
    root = files.frontendRoot;
    remotesFile = files.remotesFile;
    return files;
  });
  // Its owner's edits (the flags) reach it as change events from then on.
  await registered(s);
});
afterAll(() => s.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
const json = async (r: Response | Promise<Response>): Promise<any> => (await r).json();

/** An entry file's address at a version (host/entryVersions.ts), as a pattern. */
const VERSIONED = (path: string) =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?v=[\\w-]{12}`);

const fetchHost = (url: string, host?: string, accept = 'application/json') =>
  fetch(s.base + url, { headers: { accept, ...(host ? { 'x-forwarded-host': host } : {}) } });

/**
 * An upstream stand-in that records each request's path: it forwards to `target` when given (the
 * API behind it), else answers the path it saw.
 */
async function recorder(target?: string) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    if (!target) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ seen: req.url }));
      return;
    }
    const out = http.request(
      `${target}${req.url ?? ''}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

describe('config.json', () => {
  test('default store and hosts', async () => {
    const r = await fetchHost('/config.json');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    const c = await json(r);
    expect(c).toMatchObject({
      storeSlug: 'demo',
      siteKey: 'demo',
      hosts: {
        backend: '/api/backend',
        checkout: '/api/checkout',
        payments: '/api/payments',
        availability: '/api/availability',
        tracking: '/api/tracking',
        theme: '/api/theme',
        commerce: '/api/commerce',
      },
      payments: { provider: 'sandbox', stripePublishableKey: null, paypalClientId: null },
      availabilityApiKey: 'sandbox',
      productCacheBase: '/api/backend/cache/products',
      storeNotFoundUrl: null,
      liveChatScriptUrl: '/livechat/widget.js',
      vitalsSampleRate: 1,
    });
    // demo's own switches over the SPEC defaults: all five payment methods.
    expect(c.flags).toMatchObject({
      support: true,
      hidePaypal: false,
      hideCard: false,
      checkoutV2: false,
    });
  });

  test.each([
    [{ stripePublishableKey: 'pk_live_x' }, 'pk_live_x', null],
    [{ paypalClientId: 'pp-client' }, null, 'pp-client'],
  ])('a provider key %p makes payments live', async (keys, stripeKey, paypalId) => {
    const live = await startServer(keys, withFrontend);
    try {
      const c = await json(fetch(live.base + '/config.json'));
      expect(c.payments).toEqual({
        provider: 'live',
        stripePublishableKey: stripeKey,
        paypalClientId: paypalId,
      });
    } finally {
      await live.close();
    }
  });

  test('flags per store: the SPEC §9 defaults, with each store overriding only what it sets', async () => {
    const flagsOf = async (host: string) =>
      (await json(fetchHost('/config.json', host))).flags as Record<string, unknown>;
    const spec = {
      support: true,
      hidePaypal: true,
      hideCard: true,
      legacyCheckout: true,
      checkoutV2: false,
      livechat: false,
      productCache: false,
      fanValidation: true,
      globalNotification: null,
    };
    expect(await flagsOf('afterdark.localhost')).toEqual(spec);
    expect(await flagsOf('demo.localhost')).toEqual({
      ...spec,
      hidePaypal: false,
      hideCard: false,
      livechat: true,
    });
    // A store with no overrides runs on the defaults; unknown keys and wrong types are ignored.
    // Each edit is the API's, told to this server by a change event (the fixture's changeCatalog).
    const setFlags = (json: string) =>
      s.api.changeCatalog(
        'UPDATE stores SET flags_json = ? WHERE slug = ?',
        [json, 'megastore'],
        'megastore',
      );
    await setFlags('{}');
    expect(await flagsOf('megastore.localhost')).toEqual(spec);
    await setFlags('{"hideCard":"no","livechat":true,"bogus":1,"globalNotification":"<b>Hi</b>"}');
    expect(await flagsOf('megastore.localhost')).toEqual({
      ...spec,
      livechat: true,
      globalNotification: '<b>Hi</b>',
    });
    await setFlags('not json');
    expect(await flagsOf('megastore.localhost')).toEqual(spec);
  });

  test('store from the first host label when it names a store', async () => {
    expect((await json(fetchHost('/config.json', 'locked.localhost:8080'))).storeSlug).toBe(
      'locked',
    );
    expect((await json(fetchHost('/config.json', 'DEMO.localhost'))).storeSlug).toBe('demo');
    expect((await json(fetchHost('/config.json', 'unknown.localhost:8080'))).storeSlug).toBe(
      'demo',
    );
    expect((await json(fetchHost('/config.json', '127.0.0.1:8080'))).storeSlug).toBe('demo');
    // The Host header itself is honoured too.
    const port = new URL(s.base).port;
    const viaHost = await fetch(`http://localhost:${port}/config.json`);
    expect((await json(viaHost)).storeSlug).toBe('demo');
  });
});

describe("upstreams (API_URL, API_HOST_*): where the hosts' calls go, not what the browser is told", () => {
  test("config.json hands the browser this server's prefixes whatever the upstreams; API_HOST_* is where each host's calls go", async () => {
    // The API's backend host behind a recorder (what reached it), a checkout host of its own
    // under a path, and a blank theme host (API_URL's then). An API of its own: a store server
    // closed while still subscribed would hold up the shared one's change events (retries).
    const api = await startReferenceApi({ storefrontSecret: TEST_STOREFRONT_SECRET });
    const backend = await recorder(`${api.base}/api/backend`);
    const checkout = await recorder();
    const other = await startServer({
      sharedApi: api,
      frontendRoot: root,
      apiUrl: api.base,
      apiHosts: {
        backend: `${backend.origin}/`,
        checkout: `${checkout.origin}/v2`,
        theme: '  ',
      },
    });
    try {
      const cfg = await json(fetch(`${other.base}/config.json`));
      expect(cfg.hosts).toEqual({
        backend: '/api/backend',
        checkout: '/api/checkout',
        payments: '/api/payments',
        availability: '/api/availability',
        tracking: '/api/tracking',
        theme: '/api/theme',
        commerce: '/api/commerce',
      });
      // The store server's own reads (the store's facts behind config.json) went there too.
      expect(backend.seen.some((u) => u.startsWith('/v1/storefront/store?'))).toBe(true);
      const store = await fetch(`${other.base}/api/backend/v1/stores?slug=demo`);
      expect(store.status).toBe(200);
      expect((await json(store)).slug).toBe('demo');
      expect(backend.seen).toContain('/v1/stores?slug=demo');
      // A host's base path is kept, the prefix is not.
      const co = await fetch(`${other.base}/api/checkout/v1/checkouts/abc?storeSlug=demo`);
      expect(await json(co)).toEqual({ seen: '/v2/v1/checkouts/abc?storeSlug=demo' });
      expect(backend.seen.some((u) => u.includes('checkouts'))).toBe(false);
      // A blank host is API_URL's: the theme from the API itself.
      const theme = await fetch(`${other.base}/api/theme/?siteKey=demo`);
      expect(theme.status).toBe(200);
      expect(checkout.seen.concat(backend.seen).some((u) => u.includes('siteKey'))).toBe(false);
    } finally {
      await other.close();
      await backend.close();
      await checkout.close();
      await api.close();
    }
  });

  test("CORS_ORIGINS is the API's (a front end calling it directly); the store server's hosts are same-origin only", async () => {
    const cors = await startServer({ apiOptions: { corsOrigins: ['https://shop.example.com'] } });
    try {
      const url = `${cors.api.base}/api/backend/v1/stores?slug=locked`;
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example.com',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-access-code',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-access-code');
      const ok = await fetch(url, {
        headers: { origin: 'https://shop.example.com', 'x-access-code': 'letmein' },
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
      const stranger = await fetch(url, {
        headers: { origin: 'https://evil.example', 'x-access-code': 'letmein' },
      });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
      // The same call on the store server's origin: its browser is same-origin, so it allows no
      // other origin, whatever the API behind it allows.
      const proxied = await fetch(`${cors.base}/api/backend/v1/stores?slug=locked`, {
        headers: { origin: 'https://shop.example.com', 'x-access-code': 'letmein' },
      });
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await cors.close();
    }
    // Without CORS_ORIGINS nothing is allowed cross-origin.
    const plain = await fetch(`${s.base}/api/backend/v1/stores?slug=demo`, {
      headers: { origin: 'https://shop.example.com' },
    });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('STORE_NOT_FOUND_URL reaches config.json; a malformed one stops startup', async () => {
    const api = await startServer(
      { storeNotFoundUrl: 'https://example.com/store-404' },
      withFrontend,
    );
    try {
      const c = await json(fetch(`${api.base}/config.json`));
      expect(c.storeNotFoundUrl).toBe('https://example.com/store-404');
    } finally {
      await api.close();
    }
    expect(parseStoreNotFoundUrl(undefined)).toBeNull();
    expect(parseStoreNotFoundUrl('')).toBeNull();
    for (const bad of ['/404', 'javascript:alert(1)', 'ftp://x.example.com/', 'not a url'])
      expect(() => parseStoreNotFoundUrl(bad)).toThrow('STORE_NOT_FOUND_URL');
  });

  test('VITALS_SAMPLE_RATE reaches config.json; one outside 0 to 1 stops startup', async () => {
    const api = await startServer({ vitalsSampleRate: 0.1 }, withFrontend);
    try {
      expect((await json(fetch(`${api.base}/config.json`))).vitalsSampleRate).toBe(0.1);
    } finally {
      await api.close();
    }
    expect(parseVitalsSampleRate(undefined)).toBeUndefined();
    expect(parseVitalsSampleRate(' ')).toBeUndefined();
    expect(parseVitalsSampleRate('0')).toBe(0);
    expect(parseVitalsSampleRate('0.25')).toBe(0.25);
    for (const bad of ['-0.1', '1.5', '10%', 'all'])
      expect(() => parseVitalsSampleRate(bad)).toThrow('VITALS_SAMPLE_RATE');
  });

  test.each([
    ['checkout', 'checkout.example.com', 'API_HOST_CHECKOUT'],
    ['backend', 'ftp://files.example.com', 'API_HOST_BACKEND'],
    ['theme', '//cdn.example.com', 'API_HOST_THEME'],
    ['payments', 'https://pay.example.com/?x=1', 'API_HOST_PAYMENTS'],
    // An upstream is where this server sends calls: a path of its own origin is none.
    ['tracking', '/t', 'API_HOST_TRACKING'],
  ])('a malformed %s host (%s) stops startup naming %s', (host, value, env) => {
    expect(() =>
      resolveUpstreams({ apiUrl: 'http://api.example.com', hosts: { [host]: value } }),
    ).toThrow(env);
  });

  test('every host must have an upstream: API_URL, or each API_HOST_*', () => {
    expect(() => resolveUpstreams({ hosts: { backend: 'http://api.example.com' } })).toThrow(
      'Set API_URL',
    );
    expect(() => resolveUpstreams({ apiUrl: 'api.example.com' })).toThrow('API_URL');
    expect(resolveUpstreams({ apiUrl: 'http://api.example.com/' }).hosts.checkout).toBe(
      'http://api.example.com/api/checkout',
    );
  });
});

describe('the sandbox support-chat script', () => {
  test('is served as cacheable JavaScript that builds the chat with DOM calls only', async () => {
    const r = await fetchHost('/livechat/widget.js', undefined, '*/*');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    const js = await r.text();
    expect(js).toContain("getElementById('live-chat-root')");
    expect(js).toContain('livechat:ready');
    expect(js).not.toMatch(/innerHTML|eval\(|new Function/);
  });
});

describe('remotes.json', () => {
  test('defaults, then re-read from the file on every request', async () => {
    // This server's own manifests at their versions (host/entryVersions.ts).
    expect(await json(fetchHost('/remotes.json'))).toEqual({
      'mf-catalog': expect.stringMatching(VERSIONED('/remotes/mf-catalog/mf-manifest.json')),
      'mf-cart': expect.stringMatching(VERSIONED('/remotes/mf-cart/mf-manifest.json')),
      'mf-checkout': expect.stringMatching(VERSIONED('/remotes/mf-checkout/mf-manifest.json')),
      'mf-support': expect.stringMatching(VERSIONED('/remotes/mf-support/mf-manifest.json')),
    });
    fs.writeFileSync(remotesFile, JSON.stringify({ 'mf-catalog': '/broken/mf-manifest.json' }));
    expect(await json(fetchHost('/remotes.json'))).toEqual({
      'mf-catalog': '/broken/mf-manifest.json',
    });
    fs.writeFileSync(remotesFile, JSON.stringify({ 'mf-catalog': '/v2/mf-manifest.json' }));
    const r = await fetchHost('/remotes.json');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(await json(r)).toEqual({ 'mf-catalog': '/v2/mf-manifest.json' });
    fs.rmSync(remotesFile);
  });
});

describe('static hosting', () => {
  test('shell at / and remotes at /remotes/<name>/ with cache policy', async () => {
    const index = await fetchHost('/', undefined, 'text/html');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('shell');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect((await fetchHost('/main.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await fetchHost('/vendor.3f2a9c1b7d.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    const entry = await fetchHost('/remotes/mf-cart/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('mf-cart');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetchHost('/remotes/mf-checkout/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await fetchHost('/remotes/mf-catalog/123.a1b2c3d4e5.js')).headers.get('cache-control'),
    ).toBe('public, max-age=31536000, immutable');
  });

  test('bundles go out precompressed (brotli, else gzip, else plain), cached like the plain file', async () => {
    const get = (url: string, encoding: string) =>
      fetch(s.base + url, { headers: { 'accept-encoding': encoding } });
    const br = await get('/main.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('console.log(1)');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const gz = await get('/main.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('console.log(1)');
    const plain = await get('/main.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    // A file the build left uncompressed (too small to gain) is still sent whole and correct.
    const chunk = await get('/vendor.3f2a9c1b7d.js', 'br');
    expect(await chunk.text()).toBe('v');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('JSON answers and the page are compressed on the fly when large enough', async () => {
    const r = await fetch(`${s.base}/api/backend/v1/stores/products?slug=demo&page=1&per=12`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('br');
    expect((await json(r)).products).toHaveLength(12);
    const small = await fetch(`${s.base}/config.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.status).toBe(200);
    expect((await json(small)).storeSlug).toBe('demo');
  });

  test('SPA fallback for page routes; JSON 404 for API and assets', async () => {
    for (const page of [
      '/listing/tidepool-wave-tee?pid=5001',
      '/cart',
      '/checkout/abc',
      '/thankyou',
    ]) {
      const r = await fetchHost(page, undefined, 'text/html,application/xhtml+xml');
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(await r.text()).toContain('shell');
    }
    const api = await fetchHost('/api/backend/nope', undefined, 'text/html');
    expect(api.status).toBe(404);
    expect((await json(api)).errors[0].code).toBe('route_not_found');
  });

  test('an unknown listing or path and the not-found pages answer 404 with the page (issue 13)', async () => {
    for (const page of [
      '/listing/no-such-listing-here',
      '/404',
      '/listing-not-found',
      '/no/such/page',
      '/no-such-collection',
      '/support/no-such-article',
    ]) {
      const r = await fetchHost(page, undefined, 'text/html');
      expect([page, r.status]).toEqual([page, 404]);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(await r.text()).toContain('shell');
    }
    // A private listing exists (its page shows the private notice): 200.
    const priv = (await s.api.app.db.get<{ slug: string }>(
      "SELECT l.slug FROM listings l JOIN stores st ON st.id = l.store_id WHERE st.slug = 'demo' AND l.visibility = 'private'",
    ))!;
    expect((await fetchHost(`/listing/${priv.slug}`, undefined, 'text/html')).status).toBe(200);
    // A locked store tells nothing about its listings before the access code.
    const locked = await fetchHost(
      '/listing/no-such-listing-here',
      'locked.localhost',
      'text/html',
    );
    expect(locked.status).toBe(200);
    const missingAsset = await fetchHost('/remotes/mf-cart/missing.js', undefined, '*/*');
    expect(missingAsset.status).toBe(404);
    // Deep links from clients that accept anything (curl, crawlers) get the page too...
    const anyAccept = await fetchHost('/listing/tidepool-wave-tee?pid=5001', undefined, '*/*');
    expect(anyAccept.status).toBe(200);
    expect(anyAccept.headers.get('content-type')).toContain('text/html');
    // ...but a missing file at the root never turns into HTML.
    expect((await fetchHost('/main.0123abcd.js', undefined, '*/*')).status).toBe(404);
    const post = await fetch(s.base + '/cart', {
      method: 'POST',
      headers: { accept: 'text/html' },
    });
    expect(post.status).toBe(404);
    // The API still works next to the static hosting.
    expect((await fetchHost('/api/backend/v1/stores?slug=demo')).status).toBe(200);
  });
});

describe('the page written per request (server-assisted boot)', () => {
  const bootOf = (html: string) => {
    const m = /<script id="store-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
    if (!m?.[1]) throw new Error('no #store-boot in the page');
    return JSON.parse(m[1]) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON
  };

  test('carries config.json, remotes.json, the published theme and the store: what boot fetches', async () => {
    const html = await (await fetchHost('/', undefined, 'text/html')).text();
    const boot = bootOf(html);
    expect(boot.config).toEqual(await json(fetchHost('/config.json')));
    expect(boot.remotes).toEqual(await json(fetchHost('/remotes.json')));
    expect(boot.theme).toEqual(await json(fetchHost('/api/theme/?siteKey=demo')));
    expect(boot.store).toEqual(await json(fetchHost('/api/backend/v1/stores?slug=demo')));
    expect(boot.theme.previewMode).toBe(false);
  });

  test("<html lang> is the language saved in the store's Preferences cookie, when offered", async () => {
    const langOf = async (cookie?: string, host?: string) => {
      const r = await fetch(s.base + '/', {
        headers: {
          accept: 'text/html',
          ...(cookie ? { cookie } : {}),
          ...(host ? { 'x-forwarded-host': host } : {}),
        },
      });
      return /<html lang="([^"]*)"/.exec(await r.text())?.[1];
    };
    const de = encodeURIComponent(JSON.stringify({ locale: 'de', currency: 'EUR', region: 'EU' }));
    expect(await langOf()).toBe('en');
    expect(await langOf(`localization_demo=${de}`)).toBe('de');
    // Another store's choice does not apply; a tampered or malformed one is ignored.
    expect(await langOf(`localization_afterdark=${de}`)).toBe('en');
    expect(await langOf(`localization_demo=${de}`, 'afterdark.localhost')).toBe('en');
    const evil = encodeURIComponent(JSON.stringify({ locale: '"><script>x</script>' }));
    expect(await langOf(`localization_demo=${evil}`)).toBe('en');
    expect(await langOf('localization_demo=%7Bnot-json')).toBe('en');
  });

  test('carries the localization answers for this browser, and varies on Accept-Language', async () => {
    const page = async (lang: string) =>
      fetch(s.base + '/', { headers: { accept: 'text/html', 'accept-language': lang } });
    const de = await page('de-DE,de;q=0.9');
    expect(de.headers.get('vary')).toMatch(/Accept-Language/);
    const boot = bootOf(await de.text());
    expect(boot.localization.buyer).toEqual(
      await json(
        fetch(s.base + '/api/backend/v1/buyer_localization?storeSlug=demo', {
          headers: { 'accept-language': 'de-DE,de;q=0.9' },
        }),
      ),
    );
    expect(boot.localization.buyer.buyer_locale).toBe('de');
    expect(boot.localization.details).toEqual(
      await json(fetchHost('/api/backend/v1/localization_details?storeId=demo')),
    );
    expect(bootOf(await (await page('en-US')).text()).localization.buyer.buyer_region).toBe('USA');
    const locked = bootOf(await (await fetchHost('/', 'locked.localhost', 'text/html')).text());
    expect(locked.localization).toBeUndefined();
  });

  test("a locked store's page names the store but holds none of its data", async () => {
    const html = await (await fetchHost('/', 'locked.localhost', 'text/html')).text();
    const boot = bootOf(html);
    expect(boot.config.storeSlug).toBe('locked');
    expect(boot.theme).toBeUndefined();
    expect(boot.store).toBeUndefined();
  });

  test('preloads the manifest, entry and route chunks of the remote that owns the path', async () => {
    const listing = await (
      await fetchHost('/listing/tidepool-wave-tee', undefined, 'text/html')
    ).text();
    expect(listing).toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" href="\/remotes\/mf-catalog\/mf-manifest\.json\?v=[\w-]{12}">/,
    );
    expect(listing).toMatch(
      /<link rel="preload" as="script" href="\/remotes\/mf-catalog\/remoteEntry\.js\?v=[\w-]{12}">/,
    );
    expect(listing).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-catalog/123.a1b2c3d4e5.js">',
    );
    // A manifest naming a file outside the remote's folder gets no link for it.
    expect(listing).not.toContain('evil.js');
    // The shell's own boot scripts (its build lists them), on every page.
    expect(listing).toContain('<link rel="preload" as="script" href="/bootstrap.0a1b2c3d.js">');
    expect(listing).not.toContain('secret.js');
    // And the share wrappers the shell provides to the remotes, which the page's remote asks for.
    expect(listing).toContain('<link rel="preload" as="script" href="/1785.e4f5a6b7.js">');
    expect(listing).not.toContain('passwd');
    const cart = await (await fetchHost('/cart', undefined, 'text/html')).text();
    expect(cart).toContain('href="/remotes/mf-cart/remoteEntry.js?v=');
    expect(cart).not.toContain('href="/remotes/mf-catalog/remoteEntry.js');
    expect(cart).not.toContain('rel="prefetch"');
  });

  test("a catalog page hints mf-cart's cart service as a prefetch (its first tap may be Add to cart)", async () => {
    for (const path of ['/', '/listing/tidepool-wave-tee', '/search']) {
      const html = await (await fetchHost(path, undefined, 'text/html')).text();
      for (const file of ['mf-manifest.json', 'remoteEntry.js'])
        expect(html).toMatch(
          new RegExp(
            `<link rel="prefetch" href="${VERSIONED(`/remotes/mf-cart/${file}`).source}">`,
          ),
        );
      expect(html).toContain('<link rel="prefetch" href="/remotes/mf-cart/456.b2c3d4e5f6.js">');
      // Only the service's chunks: not mf-cart's pages.
      expect(html).not.toContain('/remotes/mf-cart/123.a1b2c3d4e5.js');
      expect(html).not.toMatch(/rel="preload"[^>]*\/remotes\/mf-cart\//);
    }
  });

  test('a remote on another origin gets only its manifest preloaded', async () => {
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({ 'mf-checkout': 'https://cdn.example.com/checkout/mf-manifest.json' }),
    );
    try {
      const html = await (await fetchHost('/checkout/abc', undefined, 'text/html')).text();
      expect(html).toContain('href="https://cdn.example.com/checkout/mf-manifest.json"');
      expect(html).not.toContain('remoteEntry.js');
    } finally {
      fs.rmSync(remotesFile, { force: true });
    }
  });
});

describe('pageWriter helpers', () => {
  test('JSON in the data block can never close it', () => {
    const text = scriptSafeJson({ html: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual({
      html: '</script><script>alert(1)</script><!--',
      line: '\u2028',
    });
  });
});

describe('entry files at their versions (a prefetched copy is used as it is)', () => {
  const versionIn = (html: string, path: string) =>
    new RegExp(`${VERSIONED(path).source}`).exec(html)?.[0] ?? '';

  test('the page names each entry at its version; asked at it, immutable; by name or another, revalidated', async () => {
    const html = await (await fetchHost('/cart', undefined, 'text/html')).text();
    // main.js's too (this fixture's page has none: server-render.test.ts reads it).
    const entry = versionIn(html, '/remotes/mf-cart/remoteEntry.js');
    const manifest = versionIn(html, '/remotes/mf-cart/mf-manifest.json');
    for (const url of [entry, manifest]) {
      expect(url).not.toBe('');
      const r = await fetchHost(url);
      expect([url, r.status, r.headers.get('cache-control')]).toEqual([
        url,
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
    // A version from another deploy gets the file as it is now, never kept.
    const stale = await fetchHost('/main.js?v=AAAAAAAAAAAA');
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(await stale.text()).toBe('console.log(1)');
    expect((await fetchHost('/main.js')).headers.get('cache-control')).toBe('no-cache');
  });

  test("the manifest served names its entry at the entry's version, and changes with it", async () => {
    const named = async () => {
      const r = await fetchHost('/remotes.json');
      return (await json(r))['mf-support'] as string;
    };
    const before = await named();
    const served = await json(fetchHost(before));
    const entryUrl = `/remotes/mf-support/${served.metaData.remoteEntry.name as string}`;
    expect(entryUrl).toMatch(VERSIONED('/remotes/mf-support/remoteEntry.js'));
    expect((await fetchHost(entryUrl)).headers.get('cache-control')).toContain('immutable');
    // The build as written is left alone: what the server's side loads.
    const onDisk = JSON.parse(
      fs.readFileSync(`${root}/mf-support/dist/mf-manifest.json`, 'utf8'),
    ) as { metaData: { remoteEntry: { name: string } } };
    expect(onDisk.metaData.remoteEntry.name).toBe('remoteEntry.js');

    // A deploy rewrites the entry in place: the manifest's version and its entry's both move.
    const entryFile = `${root}/mf-support/dist/remoteEntry.js`;
    const was = fs.readFileSync(entryFile, 'utf8');
    fs.writeFileSync(entryFile, `${was}/* next */`);
    try {
      const after = await named();
      expect(after).not.toBe(before);
      const next = await json(fetchHost(after));
      expect(next.metaData.remoteEntry.name).not.toBe(served.metaData.remoteEntry.name);
      // The old addresses still answer, with what is there now, and are not kept.
      const old = await fetchHost(before);
      expect(old.headers.get('cache-control')).toBe('no-cache');
      expect((await json(old)).metaData.remoteEntry.name).toBe(next.metaData.remoteEntry.name);
      const oldEntry = await fetchHost(entryUrl);
      expect(oldEntry.headers.get('cache-control')).toBe('no-cache');
      expect(await oldEntry.text()).toBe(`${was}/* next */`);
    } finally {
      fs.writeFileSync(entryFile, was);
    }
  });

  test('a manifest is revalidated by its version (304), and a missing one is a JSON 404', async () => {
    const first = await fetchHost('/remotes/mf-cart/mf-manifest.json');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{12}"$/);
    const again = await fetch(`${s.base}/remotes/mf-cart/mf-manifest.json`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const file = `${root}/mf-checkout/dist/mf-manifest.json`;
    const was = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    try {
      const gone = await fetchHost('/remotes/mf-checkout/mf-manifest.json');
      expect(gone.status).toBe(404);
      expect((await json(gone)).errors).toHaveLength(1);
      // remotes.json still names it, unversioned: the shell's own retry and fallback take it.
      expect((await json(fetchHost('/remotes.json')))['mf-checkout']).toBe(
        '/remotes/mf-checkout/mf-manifest.json',
      );
    } finally {
      fs.writeFileSync(file, was);
    }
  });
});
