// `npm run bench`: how fast the production store is, measured, in one run:
//   * Lighthouse mobile and desktop (simulated throttling, Debian Chromium, fresh profile per run)
//     on home, a listing, a collection, search, the cart with one item, a checkout and the
//     age-gated store's home for a new visitor (the gate) and for a verified shopper — median of
//     3, min/max;
//   * home first-load JavaScript: raw, gzip, brotli, what the server sent, unused %;
//   * the same Lighthouse figures for a static page with the home page's content (the floor), and
//     the store's ratio to it;
//   * the first tap on a listing's Add to cart, mobile profile (bench/firstTap.mjs);
//   * field INP p75/p98 of quick shoppers' first taps at 1× and 4× CPU, read from the store's own
//     beacons in /metrics, and per page type the first touch → live and its JS (bench/fieldInp.mjs);
//   * what a shopper waits for after load (bench/interactions.mjs): listing → Add to cart, cart →
//     checkout, search ready and keystroke → results on the 7,500-product store, place order →
//     thank-you;
//   * Lighthouse SEO score of each page (home and a listing must reach 95: issue 13), and how long
//     the 7,500-product store's sitemap.xml takes, first and from cache;
//   * the server render: uncached p50/p95 of home and a listing, cached pages per second, the API's
//     latency alone and beside uncached renders, fallbacks by reason (bench/serverRender.mjs);
//   * a burst: 8 shoppers at once on pages not yet kept (2 stores x 8 locales x 3 currencies, home
//     and a listing with a size): the share server-rendered and p95 of every answer (bench/burst.mjs);
//   * a soak: 24 shoppers, mixed traffic, 5 minutes: each page kind's p50/p95/p99, server
//     errors, the share of pages the server rendered and the store server's RSS (bench/soak.mjs);
//   * production build time of every bundle (skip with --no-build).
// Writes bench-results/<time>.json. Options: --runs=N, --pages=home,listing,…, --forms=mobile,…,
// --soak=SECONDS, --no-build, --no-lighthouse, --no-interactions, --no-soak, --no-burst,
// --no-distance, --tags=on|consent (the demo store with its own tags: bench/storeTags.mjs).
// Budgets are opt-in through env: BUDGET_HOME_JS_GZIP (bytes), BUDGET_MOBILE_SCORE (0-100); the
// SEO floor of home and listing is always on (BUDGET_SEO_SCORE, default 95).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT, run } from './lib.mjs';
import { measureFirstLoadJs } from './bench/firstLoadJs.mjs';
import { startFloorPage } from './bench/floorPage.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { measureFirstTap, printFirstTap } from './bench/firstTap.mjs';
import { measureFieldInp, printFieldInp } from './bench/fieldInp.mjs';
import { setBenchTags } from './bench/storeTags.mjs';
import { printGoals } from './bench/goals.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { startStoreServer } from './bench/server.mjs';
import { measureSitemap } from './bench/sitemap.mjs';
import { measureServerRender, warmRenderer } from './bench/serverRender.mjs';
import { printSoak, soak } from './bench/soak.mjs';
import { measureBurst, printBurst } from './bench/burst.mjs';

const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;
const port = Number(process.env.BENCH_PORT || 8290);
const runs = Math.max(1, Number(arg('runs') || 3));
const skipBuild = process.argv.includes('--no-build');
const forms = process.argv.includes('--no-lighthouse')
  ? []
  : (arg('forms') || 'mobile,desktop').split(',');
const withInteractions = !process.argv.includes('--no-interactions');
// The soak's length in seconds (24 shoppers, mixed traffic); --no-soak skips it.
const soakSeconds = process.argv.includes('--no-soak') ? 0 : Number(arg('soak') || 300);
// The server render again with the API 20 ms away each way; --no-distance skips it.
const withDistance = !process.argv.includes('--no-distance');
// Eight shoppers at once on pages not yet kept; --no-burst skips it.
const withBurst = !process.argv.includes('--no-burst');

const LISTING = 'tidepool-wave-tee';
const ONE_ITEM_CART = {
  region: 'USA',
  items: {
    '1001-70001-m': {
      slug: LISTING,
      sku: '1001-70001-m',
      listingId: '1001',
      productId: '5001',
      colorId: '70001',
      sizeId: 'm',
      quantity: 1,
    },
  },
};

/** The pages measured, each with what the browser needs first (a cart, a checkout it owns). */
const PAGES = {
  home: { path: '/' },
  listing: { path: `/listing/${LISTING}` },
  collection: { path: '/apparel' },
  search: { path: '/search?searchterm=hoodie' },
  cart: {
    path: '/cart',
    prepare: (url) => async (page) => {
      await page.setCookie({
        name: 'cart_demo',
        value: encodeURIComponent(JSON.stringify(ONE_ITEM_CART)),
        url,
      });
    },
  },
  // The age-gated store's home for a new visitor: the gate over the store (issue 60).
  agegate: {
    path: null,
    prepare: (url) => async () => `${url.replace('//localhost', '//afterdark.localhost')}/`,
  },
  // The age-gated store's home for a verified shopper (their cookie), on the store's own host.
  agegated: {
    path: null,
    prepare: (url) => async (page) => {
      const store = url.replace('//localhost', '//afterdark.localhost');
      await page.setCookie({ name: 'age_verified_afterdark', value: 'true', url: store });
      return `${store}/`;
    },
  },
  checkout: {
    path: null,
    // A checkout is owned by the browser that created it: create it from this profile, on a JSON
    // URL of the store so no page script is cached before the run.
    prepare: (url) => async (page) => {
      await page.goto(`${url}/config.json`);
      const id = await page.evaluate(async () => {
        const res = await fetch('/api/checkout/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lineItems: [{ sku: '1001-70001-m', quantity: 1 }],
            storeSlug: 'demo',
          }),
        });
        return (await res.json()).id;
      });
      if (!id) throw new Error('bench: could not create a checkout');
      return `${url}/checkout/${id}`;
    },
  },
};
const pages = forms.length ? (arg('pages') || Object.keys(PAGES).join(',')).split(',') : [];

const buildTimes = {};
if (!skipBuild) {
  for (const pkg of ['api', 'server', ...FRONTENDS]) {
    const t0 = performance.now();
    await run('npm', ['run', 'build', '-w', pkg, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    buildTimes[pkg] = (performance.now() - t0) / 1000;
  }
}

const server = await startStoreServer(port, { latencyMs: Number(arg('api-latency') || 0) });
const tags = arg('tags');
if (tags) setBenchTags(server.dbPath, tags);
const floor = await startFloorPage(server.url, port + 1);
const report = { at: new Date().toISOString(), runs, tags, lighthouse: {}, floor: {}, buildTimes };
try {
  // A new store server's render workers warm first; Lighthouse then meets a warm store.
  for (const p of Object.values(PAGES))
    if (p.path) await warmRenderer(`${server.url}${p.path}`).catch(() => null);
  report.serverRender = await measureServerRender(server.url, { listing: LISTING });
  if (withBurst) {
    process.stderr.write('burst: 8 shoppers, pages not yet kept\n');
    report.burst = await measureBurst(server.url);
  }
  report.homeJs = await measureFirstLoadJs(server.url);
  report.listingJs = await measureFirstLoadJs(server.url, {
    path: PAGES.listing.path,
    ready: 'listing',
  });
  for (const name of pages) {
    const p = PAGES[name];
    if (!p) throw new Error(`bench: no page named ${name}`);
    for (const formFactor of forms) {
      const url = `${server.url}${p.path ?? '/'}`;
      process.stderr.write(`lighthouse ${formFactor} ${name} ×${runs}\n`);
      (report.lighthouse[name] ??= {})[formFactor] = await lighthouseMedian(
        url,
        { formFactor, prepare: p.prepare?.(server.url) },
        runs,
      );
    }
  }
  for (const formFactor of forms) {
    process.stderr.write(`lighthouse ${formFactor} floor ×${runs}\n`);
    report.floor[formFactor] = await lighthouseMedian(floor.url, { formFactor }, runs);
  }
  report.sitemap = await measureSitemap(server.url.replace('//localhost', '//megastore.localhost'));
  // The same render measures with the API 20 ms away each way (issue 59's goals): a store server
  // of its own in front of the API behind a delaying proxy.
  if (withDistance) {
    process.stderr.write('server render with the API 20 ms away\n');
    const away = await startStoreServer(port + 10, { latencyMs: 20 });
    try {
      for (const p of Object.values(PAGES))
        if (p.path) await warmRenderer(`${away.url}${p.path}`).catch(() => null);
      report.serverRenderApiAway = await measureServerRender(away.url, { listing: LISTING });
    } finally {
      away.stop();
    }
  }
  if (soakSeconds > 0) {
    process.stderr.write(`soak: 24 shoppers, ${soakSeconds} s\n`);
    report.soak = await soak(server.url, {
      pid: server.pid,
      cart: ONE_ITEM_CART,
      seconds: soakSeconds,
    });
  }
  if (withInteractions) {
    report.firstTap = await measureFirstTap({ url: server.url, listing: LISTING, runs });
    printFirstTap(report.firstTap);
    report.fieldInp = await measureFieldInp({
      url: server.url,
      token: server.metricsToken,
      listing: LISTING,
      cart: ONE_ITEM_CART,
      runs: Math.max(4, runs),
    });
    printFieldInp(report.fieldInp);
  }
  if (withInteractions)
    report.interactions = await measureInteractions({
      url: server.url,
      megastoreUrl: server.url.replace('//localhost', '//megastore.localhost'),
      listing: LISTING,
      cart: ONE_ITEM_CART,
      runs,
    });
} finally {
  floor.stop();
  server.stop();
}

// The report first: a figure that prints badly never loses the run.
const dir = join(ROOT, 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${report.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

// ---- print ----
const kb = (b) => (b == null ? '-' : `${(b / 1024).toFixed(1)} KB`);
const ms = (x) => (x == null ? '-' : `${(x / 1000).toFixed(2)} s`);
/** A median with its min–max; a figure Lighthouse did not give (an audit that failed) is `-`. */
const range = (s, f) => {
  const one = (x) => (x == null ? '-' : f(x));
  return `${one(s.median)} (${one(s.min)}–${one(s.max)})`;
};
const j = report.homeJs;
console.log('\nHome first-load JavaScript (Chromium, until the first product image):');
console.log(
  `  ${j.files} files: ${kb(j.raw)} raw, ${kb(j.gzip)} gzip, ${kb(j.brotli)} brotli; ` +
    `server sent ${kb(j.sent)} (${j.uncompressedFiles} uncompressed); unused ${j.unusedPct} %`,
);
for (const [b, v] of Object.entries(j.byBundle))
  console.log(
    `    ${b.padEnd(12)} ${String(v.files).padStart(3)} files ${kb(v.gzip).padStart(10)} gzip ${kb(v.raw).padStart(10)} raw`,
  );
console.log(`  first product image after ${j.firstTilesS.toFixed(2)} s (local, unthrottled)`);
const touched = (t) =>
  `${t.files} files, ${kb(t.gzip)} gzip, ${kb(t.sent)} over the network, live ${t.liveMs} ms after`;
console.log(
  `  fetched at idle, not run: ${j.prefetched.files} files, ${kb(j.prefetched.sent)} ` +
    `(a listing: ${report.listingJs.prefetched.files} files, ${kb(report.listingJs.prefetched.sent)})`,
);
console.log(`  at the shopper's first move, until live: ${touched(j.atFirstTouch)}`);
console.log(`    a listing: ${touched(report.listingJs.atFirstTouch)}`);
console.log(
  `  after the page was live (not in the first load): ${j.afterLive.files.length} files, ` +
    `${kb(j.afterLive.gzip)} gzip (${j.afterLive.files.join(', ') || 'none'})`,
);
const lj = report.listingJs;
console.log(
  `  a listing: ${lj.files} files, ${kb(lj.gzip)} gzip, unused ${lj.unusedPct} % ` +
    `(${Object.entries(lj.byBundle)
      .map(([b, v]) => `${b} ${kb(v.gzip)}`)
      .join(', ')})`,
);

for (const formFactor of forms) {
  const f = report.floor[formFactor];
  console.log(`\nLighthouse ${formFactor} (median of ${runs}, min–max):`);
  console.log(
    `  ${'page'.padEnd(9)} ${'score'.padEnd(12)} ${'SEO'.padEnd(14)} ${'LCP'.padEnd(22)} ${'TBT'.padEnd(22)} ${'CLS'.padEnd(20)} JS`,
  );
  const line = (name, r) =>
    console.log(
      `  ${name.padEnd(9)} ${range(r.score, String).padEnd(12)} ${range(r.seo, String).padEnd(14)} ${range(r.lcpMs, ms).padEnd(22)} ${range(r.tbtMs, (x) => `${Math.round(x)} ms`).padEnd(22)} ${range(r.cls, (x) => x.toFixed(3)).padEnd(20)} ${kb(r.jsBytes.median)}` +
        (r.seoFailed?.length ? `  SEO audits failed: ${r.seoFailed.join(', ')}` : '') +
        (r.errors.length ? `  errors: ${r.errors.join('; ')}` : ''),
    );
  for (const name of pages) line(name, report.lighthouse[name][formFactor]);
  line('floor', f);
  const indexes = pages
    .map((name) => report.lighthouse[name][formFactor].benchmarkIndex)
    .filter((b) => b?.median);
  if (indexes.length)
    console.log(
      `  this machine's CPU (Lighthouse benchmarkIndex, median of each page's runs): ${Math.min(...indexes.map((b) => b.min))}–${Math.max(...indexes.map((b) => b.max))}`,
    );
  const home = report.lighthouse.home?.[formFactor];
  if (home && f.lcpMs.median)
    console.log(
      `  home / floor: LCP ×${(home.lcpMs.median / f.lcpMs.median).toFixed(2)}, score ${home.score.median} vs ${f.score.median}`,
    );
  for (const name of pages) {
    const el = report.lighthouse[name][formFactor].lcpElement;
    if (el) console.log(`  LCP element on ${name}: ${el.slice(0, 140)}`);
    for (const shift of report.lighthouse[name][formFactor].layoutShifts)
      console.log(`    shift on ${name}: ${shift}`);
    if (formFactor === 'mobile')
      for (const b of report.lighthouse[name][formFactor].bootup)
        console.log(`    script time on ${name}: ${b}`);
  }
}

/** One store's server-render figures (bench/serverRender.mjs), under `title`. */
function printServerRender(title, sr) {
  const msOf = (x) => (x == null ? '-' : `${Math.round(x)} ms`);
  console.log(`\n${title}:`);
  for (const [name, u] of Object.entries(sr.uncached))
    console.log(
      `  ${name.padEnd(8)} uncached p50 ${msOf(u.p50)}, p95 ${msOf(u.p95)} (${u.rendered} of ${u.of} rendered within the budget; every answer p95 ${msOf(u.allP95)})`,
    );
  console.log(
    `  cached home: ${sr.cachedPagesPerSecond} pages/s, p50 ${sr.cachedLatency.p50} ms, p99 ${sr.cachedLatency.p99} ms (autocannon, 50 connections, 5 s; ${sr.cachedErrors} errors)`,
  );
  console.log(
    `  API alone: p50 ${sr.api.alone.p50} ms, p99 ${sr.api.alone.p99} ms, ${sr.api.alone.rps} req/s; ` +
      `beside ${sr.api.rendersBeside} uncached renders: p50 ${sr.api.besideRenders.p50} ms, p99 ${sr.api.besideRenders.p99} ms, ${sr.api.besideRenders.rps} req/s`,
  );
  const fb = Object.entries(sr.fallbacks);
  console.log(
    `  fallbacks to the browser's render: ${fb.length ? fb.map(([r, n]) => `${r} ${n}`).join(', ') : 'none'}`,
  );
}
if (report.serverRender)
  printServerRender(
    'Server render, the API beside the store server (this machine, one request at a time unless said)',
    report.serverRender,
  );
if (report.serverRenderApiAway)
  printServerRender('Server render, the API 20 ms away each way', report.serverRenderApiAway);
if (report.burst) printBurst(report.burst);

const sm = report.sitemap;
console.log(
  `\nsitemap.xml of the 7,500-product store: ${sm.urls} URLs, ${kb(sm.bytes)}; first ${Math.round(sm.firstMs)} ms, ` +
    `from cache median ${Math.round(sm.cached.median)} ms (max ${Math.round(sm.cached.max)} ms, ${sm.cached.n} requests)`,
);

const i = report.interactions;
if (i) {
  const span = (s) => `${Math.round(s.median)} ms (${Math.round(s.min)}–${Math.round(s.max)})`;
  console.log(`\nWhat a shopper waits for (median of ${runs}, min–max):`);
  console.log(`  listing → Add to cart enabled (mobile)        ${span(i.listingAddToCartMs)}`);
  console.log(`  cart → checkout, click to Email box (mobile)  ${span(i.cartToCheckoutMs)}`);
  if (i.cartToCheckoutEarlyMs)
    console.log(
      `  the same, pressed before the cart is live     ${span(i.cartToCheckoutEarlyMs)} (its form: POST, then the checkout's page)`,
    );
  console.log(
    `  search ready, 7,500 products (mobile)          ${span(i.searchReadyMs)}; ` +
      `${i.searchIndexRequests} request(s), ${kb(i.searchIndexBytes)} on the wire`,
  );
  console.log(
    `  keystroke → suggestions, 7,500 products (desktop) median ${i.keystrokeMs.median.toFixed(1)} ms, ` +
      `p90 ${i.keystrokeMs.p90.toFixed(1)} ms (${i.keystrokeMs.perRun} searching keystrokes a run, ` +
      `${i.keystrokeMs.superseded} answered only after the next)`,
  );
  console.log(
    `  search box, worst input delay ${i.searchInputDelayMs.toFixed(1)} ms, ` +
      `worst keystroke to next paint ${i.searchInteractionMs.toFixed(1)} ms (Event Timing, median of runs)`,
  );
  console.log(
    `  place order → thank-you (desktop)             ${span(i.placeOrderMs.fromClick)} from the click, ` +
      `${span(i.placeOrderMs.fromSettle)} after the payment answered`,
  );
}

if (report.soak) printSoak(report.soak);
printGoals(report);

if (!skipBuild) {
  console.log('\nProduction build time (webpack, sequential):');
  for (const [p, s] of Object.entries(buildTimes))
    console.log(`  ${p.padEnd(12)} ${s.toFixed(1)} s`);
}

console.log(`\nReport: ${file}`);

const jsBudget = Number(process.env.BUDGET_HOME_JS_GZIP || 0);
if (jsBudget && j.gzip > jsBudget) {
  console.error(`Home JS ${j.gzip} B gzip exceeds the budget of ${jsBudget} B`);
  process.exitCode = 1;
}
const seoBudget = Number(process.env.BUDGET_SEO_SCORE || 95);
for (const name of pages.filter((p) => p === 'home' || p === 'listing'))
  for (const formFactor of forms) {
    const s = report.lighthouse[name]?.[formFactor]?.seo.median;
    if (s != null && s < seoBudget) {
      console.error(`Lighthouse ${formFactor} SEO of ${name} ${s} is under ${seoBudget}`);
      process.exitCode = 1;
    }
  }
const scoreBudget = Number(process.env.BUDGET_MOBILE_SCORE || 0);
for (const name of pages) {
  const s = report.lighthouse[name]?.mobile?.score.median;
  if (scoreBudget && s != null && s < scoreBudget) {
    console.error(`Lighthouse mobile ${name} ${s} is under the budget of ${scoreBudget}`);
    process.exitCode = 1;
  }
}
