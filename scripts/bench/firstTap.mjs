/* global document, window, location -- page.evaluate bodies run in the page */
// Issue 58's first tap, timed in Debian Chromium on the mobile profile (slow 4G, 4× CPU: see
// interactions.mjs). On the tee's listing the shopper picks XL and taps Add to cart:
//   * tap → SPEC response: from the Add to cart press to the cart-confirmation ("Added to cart"),
//     or to the store server's notice when the press went as HTML (the bound passed first; counted
//     apart). `idle`: the page left until its idle prefetch is done; `cold`: the press as soon as
//     Add to cart shows, nothing fetched ahead;
//   * touch → live: from the first touch (the size) to `html[data-interactive]`, what the held
//     form's bound (shared HOLD_SUBMIT_BOUND_MS, 3 s) must cover;
//   * the press's Event Timing duration, INP-style (Chromium reports events of 16 ms and more);
//   * the JavaScript the touch fetched over the network (bytes as sent).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './firstLoadJs.mjs';
import { PHONE, throttle, withPage } from './interactions.mjs';
import { spread } from './stats.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const now = (page) => page.evaluate(() => performance.timeOrigin + performance.now());

/** When the press was answered (epoch ms) and how: the live page's dialog, or the HTML notice. */
async function answered(page) {
  for (;;) {
    const handle = await page
      .waitForFunction(
        () => {
          const dialog = [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((d) =>
            d.textContent?.includes('Added to cart'),
          );
          if (dialog) return ['app', performance.timeOrigin + performance.now()];
          if (location.search.includes('notice=added') && document.readyState !== 'loading')
            return ['html', performance.timeOrigin + performance.now()];
          return null;
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      .catch((e) => (/context was destroyed|navigat/i.test(String(e)) ? null : Promise.reject(e)));
    if (handle) return handle.jsonValue();
  }
}

async function firstTap(browser, url, listing, { idle }) {
  return withPage(browser, PHONE, async (page) => {
    let touched = false;
    let sentBytes = 0;
    page.on('requestfinished', async (req) => {
      if (!touched || req.resourceType() !== 'script') return;
      const sizes = await req.sizes().catch(() => null);
      sentBytes += Math.max(0, sizes?.responseBodySize ?? 0);
    });
    await page.addInitScript(() => {
      window.__tapMs = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__tapMs.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await throttle(page);
    await page.goto(`${url}/listing/${listing}`, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.waitFor({ timeout: 60_000 });
    if (idle) {
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await page.waitForTimeout(3_000);
    }
    touched = true;
    const touchAt = await now(page);
    const live = page
      .waitForSelector('html[data-interactive]', { state: 'attached', timeout: 60_000 })
      .then(() => now(page))
      .catch(() => null);
    await page.getByRole('radio', { name: 'XL', exact: true }).check();
    const pressAt = await now(page);
    await add.click();
    const [path, answeredAt] = await answered(page);
    const liveAt = path === 'app' ? await live : null;
    const tap = path === 'app' ? await page.evaluate(() => Math.max(0, ...window.__tapMs)) : null;
    return {
      path,
      tapMs: answeredAt - pressAt,
      liveMs: liveAt && liveAt - touchAt,
      tap,
      sentBytes,
    };
  });
}

/** `runs` first taps after the idle prefetch, and as many cold. */
export async function measureFirstTap({ url, listing, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const out = {};
    for (const mode of ['idle', 'cold']) {
      const rows = [];
      for (let i = 0; i < runs; i++) {
        process.stderr.write(`first tap (${mode}) ${i + 1}/${runs}\n`);
        rows.push(await firstTap(browser, url, listing, { idle: mode === 'idle' }));
      }
      const app = rows.filter((r) => r.path === 'app');
      out[mode] = {
        runs: rows.length,
        asHtml: rows.length - app.length,
        tapMs: app.length ? spread(app.map((r) => r.tapMs)) : null,
        // The same press answered by the store server's notice instead (the bound passed).
        htmlTapMs:
          rows.length > app.length
            ? spread(rows.filter((r) => r.path === 'html').map((r) => r.tapMs))
            : null,
        liveMs: app.length ? spread(app.map((r) => r.liveMs)) : null,
        tapEventMs: app.length ? spread(app.map((r) => r.tap)) : null,
        sentBytes: spread(rows.map((r) => r.sentBytes)),
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The first tap's figures, as the bench prints them. */
export function printFirstTap(r) {
  const s = (x) =>
    x == null
      ? '-'
      : `${(x.median / 1000).toFixed(2)} s (${(x.min / 1000).toFixed(2)}–${(x.max / 1000).toFixed(2)})`;
  console.log(
    "\nFirst tap on the listing's Add to cart (mobile profile, median of runs, min–max):",
  );
  for (const mode of ['idle', 'cold']) {
    const m = r[mode];
    console.log(
      `  ${mode.padEnd(5)} tap → confirmation ${s(m.tapMs)}; touch → live ${s(m.liveMs)}; ` +
        `event ${m.tapEventMs ? Math.round(m.tapEventMs.median) : '-'} ms; ` +
        `${(m.sentBytes.median / 1024).toFixed(1)} KB of JS over the wire; ${m.asHtml}/${m.runs} went as HTML` +
        (m.htmlTapMs ? ` (tap → the store server's notice ${s(m.htmlTapMs)})` : ''),
    );
  }
}
