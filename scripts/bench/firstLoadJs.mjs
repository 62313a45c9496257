// First-load JavaScript of a page as Debian Chromium loads it: every script until the page is
// ready (home: the first product image; a listing: Add to cart) and the network is idle, less
// what was asked for after the page went live (the `store:live` mark; reported apart), with raw, gzip and brotli bytes, what the server really sent, and how much of it
// ran (V8 block coverage).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from '../lib.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Bytes of `text` a coverage entry marks as executed (nested ranges override their parents). */
export function usedBytes(entry) {
  const marks = new Uint8Array(entry.source?.length ?? 0);
  for (const fn of entry.functions)
    for (const r of fn.ranges) marks.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  return marks.reduce((a, b) => a + b, 0);
}

const bundleOf = (u) => /\/remotes\/([^/]+)\//.exec(new URL(u).pathname)?.[1] ?? 'shell';

/** Home is ready when its first product image shows; a listing when its Add to cart shows. */
const READY = {
  home: (page) => page.getByRole('region', { name: 'Featured products' }).getByRole('img').first(),
  listing: (page) => page.getByRole('button', { name: 'Add to cart' }),
};

/** First-load JavaScript of `path` (home by default) on the store at `url`. */
export async function measureFirstLoadJs(url, { path = '/', ready = 'home' } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    // Fetched at idle without running (a page waiting for a touch: shared/src/ssr/idlePrefetch).
    const prefetched = [];
    page.on('requestfinished', async (req) => {
      // Chromium marks a `<link rel=prefetch>` request in its Sec-Purpose header.
      if (/\bprefetch\b/.test((await req.allHeaders())['sec-purpose'] ?? '')) {
        const sizes = await req.sizes().catch(() => null);
        prefetched.push({ url: req.url(), sent: Math.max(0, sizes?.responseBodySize ?? 0) });
        return;
      }
      if (req.resourceType() !== 'script') return;
      try {
        const res = await req.response();
        const body = res ? await res.body() : null;
        if (!body) return;
        const sizes = await req.sizes();
        scripts.push({
          url: req.url(),
          // Epoch ms the request started: set against the moment the page went live.
          startedAt: req.timing().startTime,
          bundle: bundleOf(req.url()),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body).length,
          // A copy from the cache (the idle prefetch's) reports no body received.
          sent: Math.max(0, sizes.responseBodySize),
          encoding: res.headers()['content-encoding'] ?? 'identity',
        });
      } catch {
        /* aborted */
      }
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const t0 = performance.now();
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await READY[ready](page).waitFor();
    const firstTilesS = (performance.now() - t0) / 1000;
    const coverage = await page.coverage.stopJSCoverage();
    // A catalog page's scripts wait for the shopper's first move (the after-paint script's
    // `intent`); other pages release theirs after paint. Either way the shopper then moves: what
    // the page asks for from then until it is live is what it takes to go live (`atFirstTouch`).
    await page.waitForTimeout(1000);
    const touchedAt = Date.now();
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await page.waitForSelector('html[data-interactive]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Field vitals (shell/src/vitals) and anything else asked for once the page is live are not
    // what it needed to get there: reported beside the first load, not in it.
    const liveAt = await page.evaluate(() => {
      const [live] = performance.getEntriesByName('store:live', 'mark');
      return live ? performance.timeOrigin + live.startTime : null;
    });
    const afterLive = liveAt === null ? [] : scripts.filter((s) => s.startedAt > liveAt);
    for (const s of afterLive) scripts.splice(scripts.indexOf(s), 1);
    const touch = scripts.filter((s) => s.startedAt >= touchedAt);
    for (const s of touch) scripts.splice(scripts.indexOf(s), 1);
    let total = 0;
    let used = 0;
    for (const e of coverage) {
      if (!e.url.startsWith(url)) continue;
      total += e.source?.length ?? 0;
      used += usedBytes(e);
    }
    const sum = (k) => scripts.reduce((a, s) => a + s[k], 0);
    const byBundle = {};
    for (const s of scripts) {
      const b = (byBundle[s.bundle] ??= { files: 0, raw: 0, gzip: 0, brotli: 0, sent: 0 });
      b.files += 1;
      for (const k of ['raw', 'gzip', 'brotli', 'sent']) b[k] += s[k];
    }
    return {
      files: scripts.length,
      raw: sum('raw'),
      gzip: sum('gzip'),
      brotli: sum('brotli'),
      sent: sum('sent'),
      uncompressedFiles: scripts.filter((s) => s.encoding === 'identity').length,
      unusedPct: total ? Math.round((1000 * (total - used)) / total) / 10 : null,
      firstTilesS,
      byBundle,
      prefetched: {
        files: prefetched.length,
        sent: prefetched.reduce((a, p) => a + p.sent, 0),
      },
      atFirstTouch: {
        files: touch.length,
        gzip: touch.reduce((a, s) => a + s.gzip, 0),
        // What still crossed the network after the touch (the rest came from the cache).
        sent: touch.reduce((a, s) => a + s.sent, 0),
        liveMs: liveAt === null ? null : Math.round(liveAt - touchedAt),
      },
      afterLive: {
        files: afterLive.map((s) => new URL(s.url).pathname),
        gzip: afterLive.reduce((a, s) => a + s.gzip, 0),
      },
    };
  } finally {
    await browser.close();
  }
}
