/* global document, window -- the functions handed to page.evaluate / waitForFunction run in the page */
// What a shopper waits for after the page has loaded, timed in Debian Chromium through Playwright:
//   * listing → "Add to cart" enabled, from navigation start, on the mobile profile;
//   * cart → checkout: click on Checkout (the page live and open 2 s, so the preload had its
//     chance; and again pressed as soon as it shows, by its form) until the checkout's Email box
//     is enabled, on the mobile profile;
//   * search on the 7,500-product store: the index ready (results for a term in the URL) from
//     navigation start on the mobile profile, and keystroke → suggestions shown with the search
//     box's input delay, desktop, unthrottled;
//   * place order → thank-you with the sandbox card, desktop, unthrottled: from the click, and from
//     the answer of the last POST (the payment settling) to the thank-you heading.
// The mobile profile is Lighthouse's DevTools-applied "slow 4G" with a 4× slower CPU (the real
// throttling its simulated numbers model): 562.5 ms request latency, 1,474.56 kbit/s down,
// 675 kbit/s up.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './firstLoadJs.mjs';
import { median, quantile, spread } from './stats.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const MOBILE = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpu: 4,
};

export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.downloadThroughput,
    uploadThroughput: MOBILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

/** performance.now() (ms since navigation start) at the first frame a button named `name` is enabled. */
const enabledButtonAt = (page, name) =>
  page
    .waitForFunction(
      (label) => {
        const b = [...document.querySelectorAll('button')].find(
          (el) => el.textContent?.trim() === label && !el.disabled,
        );
        return b ? performance.now() : null;
      },
      name,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((h) => h.jsonValue());

/** A fresh profile per run: nothing cached, no cookies. */
export async function withPage(browser, viewport, fn) {
  const context = await browser.newContext({ viewport });
  try {
    return await fn(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/**
 * A page whose scripts wait for the shopper's first move (the cart, the catalog's pages) made
 * live: a Shift key press (it changes nothing on the page), again every 2 s in case the first came
 * before the after-paint script listened.
 */
async function untilLive(page) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.keyboard.press('Shift');
    const live = await page
      .waitForSelector('html[data-interactive]', { state: 'attached', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (live) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not go live in 60 s`);
  }
}

export const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function listingAddToCart(browser, url, listing) {
  return withPage(browser, PHONE, async (page) => {
    await throttle(page);
    await page.goto(`${url}/listing/${listing}`, { waitUntil: 'commit' });
    return enabledButtonAt(page, 'Add to cart');
  });
}

/**
 * `live`: the cart page made live first (its scripts ran), then open 2 s, so the preload had its
 * chance: the router's way. Else pressed as soon as the server's button shows: its form's way
 * (POST /cart/checkout, then the checkout's page), which a phone's quick shopper takes.
 */
async function cartToCheckout(browser, url, cart, { live }) {
  return withPage(browser, PHONE, async (page, context) => {
    await context.addCookies([
      { name: 'cart_demo', value: encodeURIComponent(JSON.stringify(cart)), url },
    ]);
    await throttle(page);
    await page.goto(`${url}/cart`, { waitUntil: 'commit' });
    await enabledButtonAt(page, 'Checkout');
    if (live) {
      await untilLive(page);
      await page.waitForTimeout(2_000);
    }
    // On the epoch's clock: a press before the cart page is live goes by its form (a new
    // document, whose performance.now() starts again at 0), after it by the router.
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.getByRole('button', { name: 'Checkout' }).click();
    const ready = await page
      .waitForFunction(
        () => {
          const box = document.querySelector('input[type="email"]');
          return box && !box.disabled ? performance.timeOrigin + performance.now() : null;
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((h) => h.jsonValue());
    return ready - clickedAt;
  });
}

const resultsShownAt = (page, term) =>
  page
    .waitForFunction(
      (t) =>
        [...document.querySelectorAll('p, div, span, h2')].some((el) =>
          new RegExp(`^[\\d,]+ results? for "${t}"$`).test(el.textContent?.trim() ?? ''),
        )
          ? performance.now()
          : null,
      term,
      { polling: 'raf', timeout: 120_000 },
    )
    .then((h) => h.jsonValue());

async function searchReady(browser, storeUrl) {
  return withPage(browser, PHONE, async (page) => {
    let requests = 0;
    let bytes = 0;
    page.on('requestfinished', async (req) => {
      if (!/\/v1\/stores\/products$|\/cache\/products\//.test(new URL(req.url()).pathname)) return;
      requests += 1;
      bytes += (await req.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
    });
    await throttle(page);
    await page.goto(`${storeUrl}/search?searchterm=tee`, { waitUntil: 'commit' });
    const at = await resultsShownAt(page, 'tee');
    return { ms: at, requests, bytes };
  });
}

/** The gap between keystrokes of the typed term (a quick typist). */
const KEY_GAP_MS = 120;

/**
 * Each keystroke of a typed term, desktop, unthrottled:
 *   * keystroke → suggestions: from the input event reaching the window (capture) to the commit of
 *     that term's suggestions, which the page marks (`store:suggestions`, detail: the term). A term
 *     whose answer never showed, because the next keystroke came first, counts as the gap to that
 *     keystroke (a lower bound), so a slow search cannot hide;
 *   * input delay and interaction duration, INP-style, from the Event Timing API: for each
 *     keystroke the longest wait before its handlers ran, and its longest event to the next paint.
 *     Chromium reports only events of 16 ms and more; the others count as 0.
 */
async function searchKeystrokes(browser, storeUrl, term) {
  return withPage(browser, DESKTOP, async (page) => {
    await page.goto(`${storeUrl}/search`);
    // Keystrokes of the live page (typing before it is live is replayed once, not measured).
    // The search page's scripts wait for the shopper's first move (the after-paint script).
    await untilLive(page);
    // The index is ready once a search shows suggestions; then start from an empty box.
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('tee');
    await page.getByRole('listbox').first().waitFor({ timeout: 120_000 });
    await box.fill('');
    await page.evaluate(() => {
      const w = window;
      w.__keys = [];
      w.__events = [];
      window.addEventListener(
        'input',
        (e) => w.__keys.push({ value: e.target.value, t0: performance.now() }),
        true,
      );
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.interactionId)
            w.__events.push({
              id: e.interactionId,
              delay: e.processingStart - e.startTime,
              duration: e.duration,
            });
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    await box.pressSequentially(term, { delay: KEY_GAP_MS });
    await page.waitForTimeout(1000);
    const { keys, events } = await page.evaluate(() => {
      const marks = performance.getEntriesByName('store:suggestions');
      const typed = window.__keys;
      return {
        keys: typed.map((k, i) => {
          const next = typed[i + 1]?.t0 ?? Infinity;
          const shown = marks.find((m) => m.detail === k.value.trim() && m.startTime >= k.t0);
          return {
            term: k.value.trim(),
            ms: shown && shown.startTime < next ? shown.startTime - k.t0 : null,
            gap: next - k.t0,
          };
        }),
        events: window.__events,
      };
    });
    // Terms of 3 characters and more search (SPEC); shorter ones, and a keystroke that leaves the
    // term as it was (a trailing space), only echo.
    const searching = keys.filter((k, i) => k.term.length >= 3 && k.term !== keys[i - 1]?.term);
    const superseded = searching.filter((k) => k.ms === null).length;
    const times = searching.map((k) => k.ms ?? k.gap);
    const byInteraction = new Map();
    for (const e of events) {
      const seen = byInteraction.get(e.id) ?? { delay: 0, duration: 0 };
      byInteraction.set(e.id, {
        delay: Math.max(seen.delay, e.delay),
        duration: Math.max(seen.duration, e.duration),
      });
    }
    const worst = [...byInteraction.values()];
    return {
      median: median(times),
      p90: quantile(times, 0.9),
      count: searching.length,
      superseded,
      inputDelayMax: Math.max(0, ...worst.map((x) => x.delay)),
      interactionMax: Math.max(0, ...worst.map((x) => x.duration)),
    };
  });
}

async function placeOrderToThankYou(browser, url, cart) {
  return withPage(browser, DESKTOP, async (page, context) => {
    await context.addCookies([
      { name: 'cart_demo', value: encodeURIComponent(JSON.stringify(cart)), url },
    ]);
    await page.goto(`${url}/cart`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('bench@example.com');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Street address').fill('1600 Amphitheatre Parkway');
    await page.getByLabel('City').fill('Mountain View');
    await page.getByLabel('State').selectOption({ label: 'California' });
    await page.getByLabel('Zip code').fill('94043');
    await page.getByLabel('Phone').fill('650-253-0000');
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    const card = page.getByRole('radio', { name: 'Card', exact: true });
    if (await card.count()) await card.check();
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    let settledAt = 0;
    page.on('response', (res) => {
      if (res.request().method() === 'POST') settledAt = Date.now();
    });
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Thank you for your order!' })
      .waitFor({ timeout: 30_000 });
    const shownAt = Date.now();
    return { fromClick: shownAt - clickedAt, fromSettle: shownAt - settledAt };
  });
}

/** Runs every interaction `runs` times; medians with min/max. */
export async function measureInteractions({ url, megastoreUrl, listing, cart, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const repeat = async (label, fn) => {
    const out = [];
    for (let i = 0; i < runs; i++) {
      process.stderr.write(`interaction ${label} ${i + 1}/${runs}\n`);
      out.push(await fn());
    }
    return out;
  };
  try {
    const atc = await repeat('listing → Add to cart', () =>
      listingAddToCart(browser, url, listing),
    );
    const checkout = await repeat('cart → checkout', () =>
      cartToCheckout(browser, url, cart, { live: true }),
    );
    const early = await repeat('cart → checkout, pressed at once', () =>
      cartToCheckout(browser, url, cart, { live: false }),
    );
    const ready = await repeat('search ready', () => searchReady(browser, megastoreUrl));
    const keys = await repeat('search keystrokes', () =>
      searchKeystrokes(browser, megastoreUrl, 'tidal hoodie'),
    );
    const order = await repeat('place order', () => placeOrderToThankYou(browser, url, cart));
    return {
      listingAddToCartMs: spread(atc),
      cartToCheckoutMs: spread(checkout),
      cartToCheckoutEarlyMs: spread(early),
      searchReadyMs: spread(ready.map((r) => r.ms)),
      searchIndexRequests: ready[0].requests,
      searchIndexBytes: ready[0].bytes,
      keystrokeMs: {
        median: median(keys.map((k) => k.median)),
        p90: median(keys.map((k) => k.p90)),
        perRun: keys[0].count,
        superseded: keys.reduce((n, k) => n + k.superseded, 0),
      },
      // The worst of each run, then the median of runs: INP-style figures of the search box.
      searchInputDelayMs: median(keys.map((k) => k.inputDelayMax)),
      searchInteractionMs: median(keys.map((k) => k.interactionMax)),
      placeOrderMs: {
        fromClick: spread(order.map((o) => o.fromClick)),
        fromSettle: spread(order.map((o) => o.fromSettle)),
      },
    };
  } finally {
    await browser.close();
  }
}
