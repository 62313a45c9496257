/* global window, addEventListener -- page.evaluate bodies run in the page */
// Issue 60: what shoppers feel after the first paint, read where an operator reads it: the
// store's own field beacons (shell/src/vitals → POST /api/telemetry/vitals → /metrics). Quick
// shoppers act as soon as a page paints (nothing waits for it to be live), on a phone's width at
// 1× and 4× CPU, in three journeys: the tee's listing (pick XL, tap Add to cart), home (tap a
// tile's Quick add) and the cart with one item (tap Remove). Each view is then left for
// about:blank, its beacon goes as it hides, and its INP is counted once in the store's
// `store_field_inp_seconds` histogram; p75 and p98 are read from that histogram's buckets ("at
// most" the bucket's bound, as an operator's Prometheus would read them). For the same views,
// per page type: the first touch → live (`html[data-interactive]`) and the JavaScript fetched
// over the network from the touch on (less where the page's idle prefetch came first: a slow
// phone's quick shopper often touches after it).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './firstLoadJs.mjs';
import { PHONE, withPage } from './interactions.mjs';
import { spread } from './stats.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const FAMILY = 'store_field_inp_seconds';
const TEE_NAME = 'Tidepool Wave Tee';

/** The INP histogram's buckets and count, summed over every label set of a mobile view. */
async function inpHistogram(url, token) {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`bench: /metrics answered ${res.status}`);
  const buckets = new Map();
  let count = 0;
  for (const line of (await res.text()).split('\n')) {
    const m = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!m?.[1].startsWith(FAMILY) || !m[2].includes('form="mobile"')) continue;
    if (m[1] === `${FAMILY}_count`) count += Number(m[3]);
    const le = /le="([^"]+)"/.exec(m[2])?.[1];
    if (m[1] === `${FAMILY}_bucket` && le && le !== '+Inf')
      buckets.set(Number(le), (buckets.get(Number(le)) ?? 0) + Number(m[3]));
  }
  return { buckets, count };
}

/** The smallest bucket bound holding a share `q` of the views counted between two readings. */
export function quantileBound(before, after, q) {
  const total = after.count - before.count;
  if (total <= 0) return null;
  for (const le of [...after.buckets.keys()].sort((a, b) => a - b)) {
    const n = (after.buckets.get(le) ?? 0) - (before.buckets.get(le) ?? 0);
    if (n >= q * total) return le;
  }
  return Infinity;
}

const JOURNEYS = {
  listing: {
    path: (listing) => `/listing/${listing}`,
    async act(page) {
      await page.getByRole('radio', { name: 'XL', exact: true }).check();
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await page
        .getByRole('dialog', { name: 'Added to cart' })
        .waitFor({ state: 'visible', timeout: 30_000 });
    },
  },
  home: {
    path: () => '/',
    async act(page) {
      await page
        .getByRole('region', { name: 'Featured products' })
        .getByRole('button', { name: /^Quick add / })
        .first()
        .click();
      await page
        .getByRole('form', { name: /^Options for / })
        .waitFor({ state: 'visible', timeout: 30_000 });
    },
  },
  cart: {
    path: () => '/cart',
    async act(page) {
      await page.getByRole('button', { name: `Remove ${TEE_NAME}` }).click();
      await page.getByText('Your cart is empty.').waitFor({ timeout: 30_000 });
    },
  },
};

/** One quick shopper's view: acted on at first paint, left, its beacon awaited in /metrics. */
async function quickView(browser, { url, token, listing, cart, journey, cpu }) {
  return withPage(browser, PHONE, async (page, context) => {
    if (journey === 'cart')
      await context.addCookies([
        { name: 'cart_demo', value: encodeURIComponent(JSON.stringify(cart)), url },
      ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The first touch as the after-paint script hears it (its intent events: a pointer moved to
    // the control, the scroll that brought it into view, the press), which asks for the scripts.
    await page.addInitScript(() => {
      const at = () => (window.__touchAt ??= performance.timeOrigin + performance.now());
      for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'])
        addEventListener(type, at, { capture: true, passive: true });
    });
    // Every script fetched, by when it was asked for (epoch ms) and its bytes as sent.
    const scripts = [];
    page.on('requestfinished', async (req) => {
      if (req.resourceType() !== 'script') return;
      const sizes = await req.sizes().catch(() => null);
      scripts.push([req.timing().startTime, Math.max(0, sizes?.responseBodySize ?? 0)]);
    });
    await page.goto(`${url}${JOURNEYS[journey].path(listing)}`, { waitUntil: 'commit' });
    const live = page
      .waitForSelector('html[data-interactive]', { state: 'attached', timeout: 60_000 })
      .then(() => page.evaluate(() => performance.timeOrigin + performance.now()))
      .catch(() => null);
    await JOURNEYS[journey].act(page);
    const liveAt = await live;
    const touchAt = await page.evaluate(() => window.__touchAt ?? null);
    const sentBytes = scripts
      .filter(([at]) => touchAt != null && at >= touchAt)
      .reduce((sum, [, bytes]) => sum + bytes, 0);
    // The vitals reporter runs once the page is live and idle (shared VITALS_MARK).
    await page.waitForFunction(
      () => performance.getEntriesByName('store:vitals', 'mark').length > 0,
      null,
      { timeout: 30_000 },
    );
    const before = await inpHistogram(url, token);
    await page.goto('about:blank');
    // Its beacon, before the browser closes: a context closed at once can cancel it.
    const deadline = Date.now() + 15_000;
    let counted = false;
    while (!counted && Date.now() < deadline) {
      counted = (await inpHistogram(url, token)).count > before.count;
      if (!counted) await new Promise((r) => setTimeout(r, 250));
    }
    return {
      liveMs: liveAt && touchAt ? liveAt - touchAt : null,
      sentBytes,
      counted,
    };
  });
}

/**
 * `runs` quick shoppers per journey at each CPU rate. Needs the store server's METRICS_TOKEN
 * (`token`). Per rate: the INP p75/p98 of the views counted, views whose beacon never came; per
 * page type: touch → live and first-touch JS.
 */
export async function measureFieldInp({ url, token, listing, cart, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const out = {};
    for (const cpu of [1, 4]) {
      const start = await inpHistogram(url, token);
      const pages = {};
      let lost = 0;
      for (const journey of Object.keys(JOURNEYS)) {
        const rows = [];
        for (let i = 0; i < runs; i++) {
          process.stderr.write(`field INP (${cpu}x CPU) ${journey} ${i + 1}/${runs}\n`);
          rows.push(await quickView(browser, { url, token, listing, cart, journey, cpu }));
        }
        lost += rows.filter((r) => !r.counted).length;
        const live = rows.map((r) => r.liveMs).filter((x) => x != null);
        pages[journey] = {
          liveMs: live.length ? spread(live) : null,
          sentBytes: spread(rows.map((r) => r.sentBytes)),
        };
      }
      const end = await inpHistogram(url, token);
      out[`${cpu}x`] = {
        views: end.count - start.count,
        lost,
        p75: quantileBound(start, end, 0.75),
        p98: quantileBound(start, end, 0.98),
        pages,
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The field figures, as the bench prints them. */
export function printFieldInp(r) {
  const ms = (s) => (s == null ? '-' : s === Infinity ? '> 2 s' : `≤ ${Math.round(s * 1000)} ms`);
  const sec = (x) => (x == null ? '-' : `${(x.median / 1000).toFixed(2)} s`);
  console.log(
    "\nField INP of quick shoppers' first taps, from the store's own beacons (/metrics):",
  );
  for (const [rate, m] of Object.entries(r)) {
    console.log(
      `  ${rate} CPU: ${m.views} views, p75 ${ms(m.p75)}, p98 ${ms(m.p98)}; ${m.lost} beacons lost`,
    );
    for (const [page, p] of Object.entries(m.pages))
      console.log(
        `    ${page.padEnd(8)} first touch → live ${sec(p.liveMs)}; ` +
          `${(p.sentBytes.median / 1024).toFixed(1)} KB of JS over the wire`,
      );
  }
}
