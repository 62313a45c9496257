// The goals of issue 28 ("Half the JavaScript") beside the figures before it and this run's.
// `before` is the bench's own run of 2026-11-25 07:27 on this machine (same method, same profile),
// taken before any of that work; the listing's first load was not measured separately
// then (the issue measured it equal to home's).

const KB = 1024;

const BEFORE = {
  homeJsGzip: 426_227,
  listingJsGzip: 426_227,
  homeUnusedPct: 61,
  tbtMs: { home: 135, listing: 113, collection: 156, search: 104, cart: 509, checkout: 667 },
  // Issue 60's figures before it (2026-12-01): the gate booted the shell after paint.
  gateScore: 99,
  gateTbtMs: 135,
  listingAddToCartMs: 738,
  cartToCheckoutMs: 2037,
  searchReadyMs: 8472,
  keystrokeMs: 67.7,
};

const kb = (b) => `${(b / KB).toFixed(1)} KB`;
const msOf = (x) => `${Math.round(x)} ms`;

/** The goal rows this report has figures for: [what, goal, before, now, met]. */
export function goalRows(report) {
  const rows = [];
  const add = (what, limit, before, now, fmt) => {
    if (now == null) return;
    rows.push([
      what,
      `≤ ${fmt(limit)}`,
      before == null ? '-' : fmt(before),
      fmt(now),
      now <= limit,
    ]);
  };
  add('home first-load JS (gzip)', 150 * KB, BEFORE.homeJsGzip, report.homeJs?.gzip, kb);
  add('listing first-load JS (gzip)', 150 * KB, BEFORE.listingJsGzip, report.listingJs?.gzip, kb);
  add('home unused JS', 30, BEFORE.homeUnusedPct, report.homeJs?.unusedPct, (x) => `${x} %`);
  for (const [page, byForm] of Object.entries(report.lighthouse ?? {})) {
    // Issue 60: the gate is the first page of every new visitor to an age-gated store.
    const limit = page === 'agegate' ? 50 : 100;
    const before = page === 'agegate' ? BEFORE.gateTbtMs : BEFORE.tbtMs[page];
    add(`TBT mobile, ${page}`, limit, before, byForm.mobile?.tbtMs.median, msOf);
  }
  const gate = report.lighthouse?.agegate?.mobile?.score.median;
  if (gate != null)
    rows.push([
      'Lighthouse mobile, agegate',
      '≥ 98',
      String(BEFORE.gateScore),
      String(gate),
      gate >= 98,
    ]);
  const i = report.interactions;
  if (i) {
    const s = (x) => `${(x / 1000).toFixed(2)} s`;
    add('listing → Add to cart', 1500, BEFORE.listingAddToCartMs, i.listingAddToCartMs.median, s);
    add('cart → checkout', 1000, BEFORE.cartToCheckoutMs, i.cartToCheckoutMs.median, s);
    add('search ready, 7,500 products', 2000, BEFORE.searchReadyMs, i.searchReadyMs.median, s);
    // INP-style: a keystroke's whole wait for its next paint (input delay, handlers, rendering).
    add('search box, keystroke → paint', 50, null, i.searchInteractionMs, msOf);
    add(
      'keystroke → suggestions',
      30,
      BEFORE.keystrokeMs,
      i.keystrokeMs.median,
      (x) => `${x.toFixed(1)} ms`,
    );
  }
  // Issue 58: the first tap on the listing's Add to cart, mobile profile (bench/firstTap.mjs).
  const tap = report.firstTap;
  if (tap) {
    const s = (x) => `${(x / 1000).toFixed(2)} s`;
    add('first tap → confirmation, idle', 1000, null, tap.idle.tapMs?.median, s);
    add('first tap → confirmation, cold', 2500, null, tap.cold.tapMs?.median, s);
    add('first touch → live, idle', 1000, null, tap.idle.liveMs?.median, s);
    add('first touch JS over the wire', 100 * KB, null, tap.cold.sentBytes.median, kb);
    add('first tap, event duration', 200, null, tap.idle.tapEventMs?.median, msOf);
    // A tap that went as HTML (its page not live within the bound) has no confirmation time.
    add('first taps gone as HTML', 0, null, tap.idle.asHtml + tap.cold.asHtml, String);
  }
  // Issue 60: field INP of first taps at 4x CPU, from the store's own beacons (bench/fieldInp.mjs).
  const field = report.fieldInp?.['4x'];
  if (field) {
    const bound = (s) => (s === Infinity ? '> 2 s' : `${Math.round(s * 1000)} ms`);
    add('field INP p75, 4x CPU', 0.2, null, field.p75, bound);
    add('field INP p98, 4x CPU', 0.5, null, field.p98, bound);
    add('field beacons lost', 0, null, report.fieldInp['1x'].lost + field.lost, String);
  }
  // Issue 59: the store server with the API 20 ms away each way, against it beside the API.
  const near = report.serverRender;
  const away = report.serverRenderApiAway;
  if (near && away) {
    add(
      'API 20 ms away: cached p99',
      near.cachedLatency.p99 * 1.1,
      null,
      away.cachedLatency.p99,
      msOf,
    );
    for (const [page, u] of Object.entries(away.uncached))
      add(`API 20 ms away: uncached ${page} p95`, 250, null, u.allP95, msOf);
  }
  // Issue 60: a burst of pages not yet kept stays server-rendered (bench/burst.mjs).
  const burst = report.burst;
  if (burst) {
    add(
      'burst: not server-rendered',
      10,
      75,
      100 - burst.renderedShare,
      (x) => `${x.toFixed(1)} %`,
    );
    add('burst: every answer p95', 400, null, burst.p95, msOf);
  }
  const soaked = report.soak;
  if (soaked) {
    add('soak: pages p99', 100, null, soaked.p99, msOf);
    add('soak: server errors', 0, null, soaked.serverErrors, String);
    // A share to reach, not to stay under: compared as the share that was not rendered.
    add(
      'soak: not server-rendered',
      10,
      null,
      100 - (soaked.renderedPct ?? 0),
      (x) => `${x.toFixed(1)} %`,
    );
    if (soaked.rssMb) add('soak: RSS peak', 768, null, soaked.rssMb.max, (x) => `${x} MB`);
  }
  return rows;
}

export function printGoals(report) {
  const rows = goalRows(report);
  if (rows.length === 0) return;
  console.log('\nGoals (issues 28, 58, 59, 60), before → now:');
  for (const [what, goal, before, now, met] of rows)
    console.log(
      `  ${what.padEnd(30)} ${goal.padEnd(12)} ${before.padStart(10)} → ${now.padStart(10)}  ${met ? 'met' : 'NOT met'}`,
    );
}
