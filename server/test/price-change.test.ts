import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { StoreServerOptions } from '../src/app';
import { CHANGES_PATH } from '../src/commerce/changes';
import {
  eventually,
  flagship,
  startServer,
  TEST_STOREFRONT_SECRET,
  withFrontend,
  type TestServer,
} from './helpers';
import { startReferenceApi, type ReferenceApi } from './support/referenceApi';
import {
  dollars,
  flagshipSku,
  offerOf,
  onePrice,
  pricesOn,
  rendered,
  type PagePrices,
  type Sku,
} from './support/listingPrices';
import { registered } from './support/registered';

// An owner's price change, made through the API's own write path (api/src/catalog/ownerWrites.ts
// setSkuPrice, what `npm run catalog -w api -- price` runs), reaches the listing page of every
// store server in front of that API: within 2 s with change events, within the store facts'
// max-age without them; and no page ever shows two prices for the SKU while its price moves.

/**
 * The store facts' max-age and stale-while-revalidate (api/src/lib/httpCaching.ts `facts`): how
 * far behind a store server without events may be.
 */
const FACTS_MAX_AGE_MS = 2000;
/** Beyond it: the revalidation itself and the page written from it, on a loaded machine. */
const MARGIN_MS = 1500;
/**
 * The prices the test sets (cents), in turn (each differs from the one before, the last from the
 * first). All below the Classic Tee's other sizes (24.99 and up), so the SKU's size stays the
 * product's cheapest: the product's price (`product:price:amount`) is then the SKU's own.
 */
const PRICES = [1999, 2149, 1875, 2299, 1950, 2075, 1899, 2225];
/** The price each round's quiet spell shows (none of PRICES: each round's own). */
const QUIET = [2049, 1925, 2175];

let api: ReferenceApi;
let sku: Sku;
let original: number;
const started: TestServer[] = [];

/** A store server in front of the shared API; a withFrontend miniature unless told otherwise. */
async function storeServer(
  opts: Parameters<typeof startServer>[0] = {},
  setup: (dir: string) => Partial<StoreServerOptions> = (dir) =>
    opts.frontendRoot ? {} : withFrontend(dir),
) {
  const s = await startServer({ sharedApi: api, serverRender: false, ...opts }, setup);
  started.push(s);
  return s;
}

/**
 * A proxy in front of the API that can hold the API's next listing answer on its way back (the
 * API has answered: its price is read), as a slow network would, until `release()`.
 */
async function holdingProxy(target: string) {
  let holdNext = false;
  let held: (() => void) | null = null;
  const server = http.createServer((req, res) => {
    const hold = holdNext && (req.url ?? '').includes('/v1/listings');
    if (hold) holdNext = false;
    const out = http.request(`${target}${req.url ?? ''}`, {
      method: req.method,
      headers: req.headers,
    });
    out.on('response', (answer) => {
      const send = () => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      };
      if (hold) held = send;
      else send();
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdNextListing: () => (holdNext = true),
    holding: () => held !== null,
    release: () => {
      held?.();
      held = null;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

/** The SKU's price as the API answers it now (dollars). */
async function apiPrice(): Promise<string> {
  const black = (await flagship(api.base)).colour('Black') as {
    sizes: { id: string; price: number }[];
  };
  return black.sizes.find((z) => z.id === sku.sizeId)!.price.toFixed(2);
}

/** The store servers the API will send change events to (POST /v1/storefront/subscriptions). */
const subscribed = async () =>
  (await api.app.db.all<{ url: string }>('SELECT url FROM change_subscriptions')).map((r) => r.url);
const changesUrl = (s: TestServer) => `${s.base}${CHANGES_PATH}`;

beforeAll(async () => {
  api = await startReferenceApi({ storefrontSecret: TEST_STOREFRONT_SECRET });
  ({ sku, cents: original } = await flagshipSku(api.base));
});
afterAll(async () => {
  for (const s of started) await s.close();
  await api?.close();
});

describe('a price change through the API shows on the listing page', () => {
  let a: TestServer;
  let b: TestServer;
  let quiet: TestServer;
  beforeAll(async () => {
    a = await storeServer();
    b = await storeServer();
    // Without the shared secret it takes no events, and the API sends it none.
    quiet = await storeServer({ secret: null });
    await registered(a);
    await registered(b);
    expect(await subscribed()).not.toContain(changesUrl(quiet));
  });

  test('of two store servers with change events, within 2 s', async () => {
    for (const s of [a, b]) expect(offerOf(await pricesOn(s, sku), sku)).toBe(dollars(original));
    const from = Date.now();
    const change = await api.setPrice(sku.cart, PRICES[0]!);
    expect(change).toEqual({ storeSlug: 'demo', beforeCents: original, afterCents: PRICES[0] });
    for (const s of [a, b]) {
      const seen = await eventually(
        () => pricesOn(s, sku),
        (p) => offerOf(p, sku) === dollars(PRICES[0]!),
        Math.max(0, from + 2000 - Date.now()),
      );
      expect(offerOf(seen, sku)).toBe(dollars(PRICES[0]!));
      expect(seen.meta).toBe(dollars(PRICES[0]!));
    }
  });

  test("of a store server without events, within the store facts' max-age", async () => {
    // Its pages were read (and kept) before the change.
    await pricesOn(quiet, sku);
    const from = Date.now();
    await api.setPrice(sku.cart, PRICES[1]!);
    const seen = await eventually(
      () => pricesOn(quiet, sku),
      (p) => offerOf(p, sku) === dollars(PRICES[1]!),
      Math.max(0, from + FACTS_MAX_AGE_MS + MARGIN_MS - Date.now()),
    );
    expect(offerOf(seen, sku)).toBe(dollars(PRICES[1]!));
    expect(seen.meta).toBe(dollars(PRICES[1]!));
    // And the servers with events show it too (the write told them).
    for (const s of [a, b]) expect(offerOf(await pricesOn(s, sku), sku)).toBe(dollars(PRICES[1]!));
  });

  test('of a store server whose read of the listing was on its way when the change came', async () => {
    const proxy = await holdingProxy(api.base);
    try {
      const slow = await storeServer({ apiUrl: proxy.base });
      await registered(slow);
      const [before, after] = [2111, 2133];
      await api.setPrice(sku.cart, before);
      // The page's listing read: the API answers it (the price before), its answer held...
      proxy.holdNextListing();
      const first = pricesOn(slow, sku);
      await eventually(async () => proxy.holding(), Boolean, 10_000);
      expect(proxy.holding()).toBe(true);
      // ...while the change comes, and the same page is asked for again: that page does not
      // wait for the read begun before the change (it reads the listing afresh).
      await api.setPrice(sku.cart, after);
      const second = pricesOn(slow, sku);
      await pause(300);
      proxy.release();
      expect(offerOf(await second, sku)).toBe(dollars(after));
      // The first page was written again (its store's version moved while it was written)...
      expect(offerOf(await first, sku)).toBe(dollars(after));
      // ...and the read from before the change, come after it, was not kept for the next page.
      expect(offerOf(await pricesOn(slow, sku), sku)).toBe(dollars(after));
    } finally {
      await proxy.close();
    }
  });
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rendered by the real front end's server build (shell/dist/server, each remote's dist/server). */
describe('a page never shows two prices for one SKU', () => {
  let s: TestServer;
  beforeAll(async () => {
    const root = path.resolve(__dirname, '..', '..');
    // npm test builds before its unit stage; a run of this file alone needs `npm run build`.
    for (const built of ['shell/dist/server', 'mf-catalog/dist/server'])
      if (!fs.existsSync(path.join(root, built)))
        throw new Error(
          `${built} is missing: this suite renders the built front end (npm run build)`,
        );
    s = await storeServer({
      frontendRoot: root,
      serverRender: { threads: 1, budgetMs: 5000 },
    });
    await registered(s);
    // The render's code loaded: a page is server-rendered before the prices move.
    const warm = await eventually(() => pricesOn(s, sku), rendered, 60_000);
    expect(['render', 'cache']).toContain(warm.via);
  }, 90_000);

  test('while its price flips', async () => {
    // The price set before this test (as the API has it), and those it sets.
    const allowed = new Set([await apiPrice(), ...[...PRICES, ...QUIET].map(dollars)]);
    /** Every page fetched, with when it was asked for. */
    const pages: { at: number; prices: PagePrices }[] = [];
    let flipping = true;
    const read = async () => {
      while (flipping) {
        const at = Date.now();
        pages.push({ at, prices: await pricesOn(s, sku) });
      }
    };
    // In each of three rounds, a burst (a change every 100 ms until two pages asked during it
    // have come: each written while the price moved under it, its render and its head read
    // apart), then the round's own price, left until a server-rendered page asked after it has
    // come (at that price): three rounds, three rendered prices.
    let set = 0;
    const flip = async () => {
      try {
        for (let round = 0; round < 3; round++) {
          const burst = Date.now();
          do {
            await api.setPrice(sku.cart, PRICES[set++ % PRICES.length]!);
            await pause(100);
          } while (pages.filter((p) => p.at > burst).length < 2 && Date.now() - burst < 30_000);
          await api.setPrice(sku.cart, QUIET[round]!);
          const quiet = Date.now();
          // A server-rendered one: on a loaded machine a page may be left to the browser.
          await eventually(
            async () => pages.some((p) => p.at > quiet && rendered(p.prices)),
            Boolean,
            30_000,
          );
        }
      } finally {
        flipping = false;
      }
    };
    await Promise.all([flip(), read(), read()]);
    // The last price is on the page once the flips stop.
    const settled = await pricesOn(s, sku);
    expect(offerOf(settled, sku)).toBe(dollars(QUIET[2]!));
    const seen = [...pages.map((p) => p.prices), settled];
    const shown = seen.map((p) => onePrice(p, sku, allowed));
    // The check saw the price move, and server-rendered pages at more than one price.
    expect(new Set(shown).size).toBeGreaterThan(2);
    expect(new Set(seen.filter(rendered).map((p) => p.rendered)).size).toBeGreaterThan(1);
  }, 180_000);
});

/**
 * A stand-in render (test/fixtures/listing-render-worker.cjs) that reads the listing through the
 * store server as the real one does, then holds its answer, so the change surely comes between
 * the render's read and its end.
 */
describe('a render begun before a change', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await storeServer(
      {
        serverRender: {
          workerFile: path.join(__dirname, 'fixtures', 'listing-render-worker.cjs'),
          threads: 2,
          budgetMs: 5000,
        },
      },
      (dir) => {
        const files = withFrontend(dir);
        // What the renderer looks for before it starts threads: the shell's server build.
        const server = path.join(files.frontendRoot, 'shell', 'dist', 'server');
        fs.mkdirSync(server, { recursive: true });
        fs.writeFileSync(path.join(server, 'main.js'), '/* not loaded by the stand-in */');
        return files;
      },
    );
    await registered(s);
    await eventually(() => pricesOn(s, sku), rendered, 30_000);
  }, 60_000);

  test('is never the page of a shopper who asks after the change', async () => {
    const [before, after] = [2011, 2033];
    await api.setPrice(sku.cart, before);
    // The render marks when it has read the listing (a file named in the page's address).
    const mark = path.join(s.dir, 'listing-read');
    const query = `?hold=1500&mark=${encodeURIComponent(mark)}`;
    const first = pricesOn(s, sku, query);
    await eventually(async () => fs.existsSync(mark), Boolean, 20_000);
    expect(fs.existsSync(mark)).toBe(true);
    // The change comes while that render (of the price before) still runs; the same page asked
    // now must not be given it.
    await api.setPrice(sku.cart, after);
    const second = await pricesOn(s, sku, query);
    const allowed = new Set([before, after].map(dollars));
    expect(onePrice(second, sku, allowed)).toBe(dollars(after));
    expect(rendered(second)).toBe(true);
    // The first shopper's page was written again: the change came while it was written.
    expect(onePrice(await first, sku, allowed)).toBe(dollars(after));
  }, 60_000);
});
