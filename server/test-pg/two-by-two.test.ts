import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readyAt, spawnLogged, stop, type Logged } from './support/processes';
import {
  buildApi,
  call,
  createScratchDatabase,
  flagship,
  freePort,
  tcpProxy,
  TEST_DATABASE_URL,
  type ApiBuild,
  type Proxy,
  type ScratchDatabase,
} from './support/referenceApiProcesses';
import { fetchPage, percentile, shopperAddress, type Tally } from './support/shoppers';
import { offerPrice, soak, type SoakResult } from './support/soak';

// The issue's goal: "Two store servers and two API processes on PostgreSQL hold the soak with 0
// errors", and a price change shows on every store server's pages within 2 s. Both built as
// they ship and started as processes of their own: the two API processes on one database, behind
// a round-robin TCP proxy (a load balancer), the two store servers (server render on, the real
// front-end builds) both reading the API through it. Shoppers' requests alternate between the
// store servers (no affinity); some place orders through a store server's /api proxy; the owner
// changes a price mid-soak with the API's own command.

const SERVER_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');
const RUN = `${process.pid}-${Date.now().toString(36)}`;
/** Build folders of this run: api/<it> and server/<it> (each bundle's packages resolve there). */
const BUILD = `dist-two-by-two-${RUN}`;
const SECRET = 'two-by-two-storefront-secret-0123456789';
const PREVIEW_SECRET = 'two-by-two-preview-secret-0123456789abcdef';
const METRICS_TOKEN = 'two-by-two-metrics-token';

const SHOPPERS = 8;
/**
 * The soak's length: 16 orders and a price change fit in it, and the whole file (builds, four
 * processes, the soak, their end) stays well under a minute and a half on the 2-core machine.
 */
const SOAK_MS = 30_000;
/** Each shopper's two orders, ms into the soak: one every 1.5 s over 3–13.5 s and 16–26.5 s. */
const orderTimes = (s: number) => [3_000 + s * 1_500, 16_000 + s * 1_500];
const PRICE_CHANGE_AT_MS = 12_000;
/** The bound: from the owner's change to its showing on every store server's pages. */
const SHOWN_WITHIN_MS = 2_000;
const LISTING = 'tidepool-wave-tee';

let scratch: ScratchDatabase | undefined;
let api: ApiBuild | undefined;
let proxy: Proxy | undefined;
let dataDir: string | undefined;
const processes: Logged[] = [];
const apiBases: string[] = [];
const storeBases: string[] = [];

async function startApiProcess(i: number): Promise<string> {
  const port = await freePort();
  const p = api!.start(
    `api-${i}`,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: scratch!.url,
      DB_PATH: path.join(dataDir!, 'store.db'),
      PREVIEW_SECRET,
      STOREFRONT_SECRET: SECRET,
      // The store servers in front (loopback) say whose request each is: X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
    },
    dataDir!,
  );
  processes.push(p);
  const base = `http://127.0.0.1:${port}`;
  await readyAt(p, base, 60_000);
  return base;
}

async function startStoreServer(i: number): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const p = spawnLogged(
    `store-server-${i}`,
    path.join(SERVER_DIR, BUILD, 'main.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${proxy!.port}`,
      STOREFRONT_SECRET: SECRET,
      // Where the API sends this one's change events: each its own.
      SERVER_URL: base,
      FRONTEND_ROOT: REPO_ROOT,
      // The shoppers' balancer is on loopback: their addresses go on to the API.
      TRUST_PROXY: 'loopback',
      // One render thread each: two store servers, two API processes and PostgreSQL on 2 cores.
      SSR_THREADS: '1',
      LOG_LEVEL: 'warn',
    },
    dataDir!,
  );
  processes.push(p);
  await readyAt(p, base, 90_000);
  return base;
}

beforeAll(async () => {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL (postgres://…) is required here');
  for (const dir of ['shell', 'mf-catalog', 'mf-cart', 'mf-checkout', 'mf-support'])
    if (!fs.existsSync(path.join(REPO_ROOT, dir, 'dist')))
      throw new Error(
        `${dir}/dist is missing: the store servers render the built front end (npm run build)`,
      );
  scratch = await createScratchDatabase('two_by_two');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-two-by-two-'));
  api = buildApi(BUILD);
  execFileSync(process.execPath, ['build.mjs', BUILD], { cwd: SERVER_DIR, stdio: 'pipe' });
  // Both boot at once on the empty database: its start-up lock lets one migrate and seed.
  apiBases.push(...(await Promise.all([0, 1].map(startApiProcess))));
  proxy = await tcpProxy(
    apiBases.map((b) => ({ host: '127.0.0.1', port: Number(new URL(b).port) })),
  );
  storeBases.push(...(await Promise.all([0, 1].map(startStoreServer))));
}, 150_000);

afterAll(async () => {
  // The store servers first: nothing reads the API once they are gone.
  await Promise.all(processes.filter((p) => p.name.startsWith('store')).map((p) => stop(p)));
  await proxy?.close();
  await Promise.all(processes.filter((p) => p.name.startsWith('api')).map((p) => stop(p)));
  await scratch?.drop();
  for (const dir of [api?.dir, path.join(SERVER_DIR, BUILD), dataDir])
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A counter's total over its series in a Prometheus text answer. */
const total = (metrics: string, name: string) =>
  metrics
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

/** What each API process answered and placed (its /metrics). */
const apiCounts = () =>
  Promise.all(
    apiBases.map(async (base) => {
      const res = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await res.text();
      return {
        requests: total(text, 'store_http_requests_total'),
        orders: total(text, 'store_orders_total'),
      };
    }),
  );

/** `<kind> <status>` counts of the pages (not the API calls) answered otherwise than 200. */
const pagesNot200 = (tally: Tally) =>
  Object.fromEntries(
    Object.entries(tally.statuses).filter(([key]) => {
      const at = key.lastIndexOf(' ');
      return key.slice(0, at) in tally.pages && key.slice(at + 1) !== '200';
    }),
  );

/** The figures, on one line: pages by kind, orders, errors, the price's showing, each API's share. */
function reportLine(r: SoakResult, counts: Awaited<ReturnType<typeof apiCounts>>, price: string) {
  const { tally, orders } = r;
  const via = Object.entries(tally.via).map(([how, n]) => `${how} ${n}`);
  const per = (xs: (number | null)[], unit = '') => xs.map((x) => `${x}${unit}`).join(' / ');
  return [
    `two-by-two soak: ${SHOPPERS} shoppers, ${Math.round(r.ms / 1000)} s, ${tally.pageCount} pages (${via.join(', ')})`,
    tally.byKind(),
    `orders ${orders.ms.length}/${orders.placed} p50/p95 ${per([50, 95].map((p) => percentile(orders.ms, p)))} ms`,
    `${tally.serverErrors.length} 5xx, ${tally.networkErrors.length} network errors`,
    `price ${price} shown on store servers 1 / 2 ${per(r.shownAfter, ' ms')} after its commit`,
    `API processes 1 / 2 answered ${per(counts.map((c) => c.requests))} requests, placed ${per(counts.map((c) => c.orders))} orders`,
  ].join('; ');
}

test(`two store servers and two API processes on PostgreSQL: ${SHOPPERS} shoppers for ${SOAK_MS / 1000} s with orders and a price change, 0 errors`, async () => {
  const tee = await flagship(storeBases[0]!);
  expect(tee.listing.slug).toBe(LISTING);
  const black = tee.colour('Black') as {
    variationId: string;
    sizes: { id: string; price: number }[];
  };
  const cartSku = tee.sku('Black', 's');
  // The Offer names a SKU by product, colour and size (the cart by listing, colour and size).
  const offerSku = `${tee.tee.productId as string}-${black.variationId}-s`;
  const before = black.sizes.find((z) => z.id === 's')!.price.toFixed(2);
  const after = (Number(before) - 5).toFixed(2);
  for (const base of storeBases) {
    const page = await fetchPage(base, `/listing/${LISTING}`, shopperAddress(0));
    expect(offerPrice(page.html, offerSku)).toBe(before);
  }

  // What the orders buy: a size with stock for every one of them.
  const white = tee.colour('White') as { variationId: string };
  const stock = await call<{ inventoryCount: number }>(
    storeBases[0]!,
    'GET',
    `/api/backend/v1/inventory?colorId=${white.variationId}&sizeId=l`,
  );
  expect(stock.body.inventoryCount).toBeGreaterThanOrEqual(SHOPPERS * 2);

  const r = await soak({
    bases: storeBases,
    shoppers: SHOPPERS,
    ms: SOAK_MS,
    orderTimes,
    orderSku: tee.sku('White', 'l'),
    price: {
      atMs: PRICE_CHANGE_AT_MS,
      listing: LISTING,
      offerSku,
      to: after,
      boundMs: SHOWN_WITHIN_MS,
      change: () =>
        api!.setPrice(cartSku, after, { DATABASE_URL: scratch!.url, STOREFRONT_SECRET: SECRET }),
    },
  });
  const counts = await apiCounts();
  const { tally, orders } = r;
  console.log(reportLine(r, counts, `${before} → ${after}`));

  expect({
    serverErrors: tally.serverErrors,
    networkErrors: tally.networkErrors,
    pagesNot200: pagesNot200(tally),
    orderFailures: orders.failures,
    staleAfterTheBound: r.stale,
  }).toEqual({
    serverErrors: [],
    networkErrors: [],
    pagesNot200: {},
    orderFailures: [],
    staleAfterTheBound: [],
  });
  expect(orders.placed).toBe(SHOPPERS * 2);
  // Every page kind of the mix was asked for.
  expect(Object.keys(tally.pages).sort()).toEqual([
    'cart',
    'checkout',
    'collection',
    'home',
    'listing',
    'search',
    'track',
  ]);
  // The owner's command changed the price and told both store servers before it ended.
  // Its output goes with the code, so a failing run says why.
  expect({ code: r.command.code, output: r.command.output }).toEqual({
    code: 0,
    output: expect.any(String),
  });
  expect(r.command.output).toContain(`${cartSku}: ${before} → ${after} USD (demo)`);
  expect(r.command.output).toContain('change event: 2 store server(s) told');
  for (const ms of r.shownAfter) {
    expect(ms).not.toBeNull();
    expect(ms!).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
  }
  // Both API processes served the store servers, and placed the orders between them.
  for (const c of counts) expect(c.requests).toBeGreaterThan(0);
  expect(counts.reduce((n, c) => n + c.orders, 0)).toBe(orders.placed);
}, 90_000);
