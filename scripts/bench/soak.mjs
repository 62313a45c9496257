// A soak: `shoppers` shoppers browse the store at once for `seconds`, each a loop of mixed traffic
// as real shoppers make it (home, listings across variants, collections, searches, their cart,
// their own checkout, order tracking), one request after another. Measured from outside: each
// kind's p50 / p95 / p99, server errors, how many pages the server rendered (Server-Timing), and
// the store server's resident memory sampled every 5 s (flat, and its peak, is the bound stated).
import { execFileSync } from 'node:child_process';

const LISTINGS = [
  'tidepool-wave-tee',
  'tidepool-wave-hoodie',
  'tidepool-wave-mug',
  'tidepool-wave-sticker',
  'kelp-forest-poster',
];
const SIZES = ['s', 'm', 'l', 'xl', '2xl'];
const COLLECTIONS = ['/apparel', '/drinkware', '/stickers-prints', '/bestsellers'];
const TERMS = ['hoodie', 'tee', 'mug', 'wave', 'kelp', 'poster'];

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]) : null;
};
const pick = (xs, i) => xs[i % xs.length];
const desc = (res) => /desc="([^"]+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 'none';

/** Resident memory of process `pid` in MB (ps), or null where it cannot be read. */
function rssMb(pid) {
  try {
    return Math.round(
      Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()) / 1024,
    );
  } catch {
    return null;
  }
}

async function checkoutFor(base) {
  const res = await fetch(`${base}/api/checkout/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' }),
  });
  return res.ok ? (await res.json()).id : null;
}

/** The n-th request of shopper `s`: a page kind and its path. */
function visit(s, n, checkoutId) {
  const k = (s * 7 + n) % 10;
  const listing = pick(LISTINGS, s + n);
  if (k < 2) return ['home', '/'];
  if (k < 5) return ['listing', `/listing/${listing}?size=${pick(SIZES, s * 3 + n)}`];
  if (k === 5) return ['collection', pick(COLLECTIONS, s + n)];
  if (k === 6) return ['search', `/search?searchterm=${pick(TERMS, s + n)}`];
  if (k === 7) return ['cart', '/cart'];
  if (k === 8 && checkoutId) return ['checkout', `/checkout/${checkoutId}`];
  return ['track', '/track'];
}

/** `cart` is the cart cookie's value every shopper holds (the bench's one-line cart). */
export async function soak(base, { pid, cart, shoppers = 24, seconds = 300 }) {
  const cartCookie = encodeURIComponent(JSON.stringify(cart));
  const times = {};
  // Each page's time by the 30 s window it ended in: a warm-up tail (variants, collections and
  // searches rendered for the first time) reads apart from the steady state.
  const windows = [];
  const via = {};
  let errors = 0;
  let failures = 0;
  const rss = [];
  const sample = () => {
    const mb = rssMb(pid);
    if (mb != null) rss.push(mb);
  };
  sample();
  const sampler = setInterval(sample, 5_000);
  const started = Date.now();
  const until = started + seconds * 1000;

  const shopper = async (s) => {
    const checkoutId = await checkoutFor(base);
    for (let n = 0; Date.now() < until; n++) {
      const [kind, path] = visit(s, n, checkoutId);
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${path}`, {
          headers: { accept: 'text/html', cookie: `cart_demo=${cartCookie}` },
        });
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        (times[kind] ??= []).push(ms);
        (windows[Math.floor((Date.now() - started) / 30_000)] ??= []).push(ms);
        if (res.status >= 500) errors += 1;
        const how = desc(res);
        via[how] = (via[how] ?? 0) + 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: shoppers }, (_, s) => shopper(s)));
  clearInterval(sampler);
  sample();

  const all = Object.values(times).flat();
  const rendered = (via.render ?? 0) + (via.cache ?? 0);
  const answered = Object.values(via).reduce((a, b) => a + b, 0);
  return {
    shoppers,
    seconds,
    requests: all.length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    byKind: Object.fromEntries(
      Object.entries(times).map(([k, xs]) => [
        k,
        { n: xs.length, p50: percentile(xs, 50), p95: percentile(xs, 95), p99: percentile(xs, 99) },
      ]),
    ),
    byWindow: windows.map((xs, i) => ({
      fromS: i * 30,
      n: xs?.length ?? 0,
      p50: xs ? percentile(xs, 50) : null,
      p99: xs ? percentile(xs, 99) : null,
    })),
    serverErrors: errors,
    networkFailures: failures,
    via,
    renderedPct: answered ? Math.round((rendered / answered) * 1000) / 10 : null,
    rssMb: rss.length
      ? { start: rss[0], max: Math.max(...rss), end: rss[rss.length - 1], samples: rss.length }
      : null,
  };
}

export function printSoak(r) {
  console.log(
    `\nSoak: ${r.shoppers} shoppers, ${r.seconds} s, ${r.requests} pages: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; ` +
      `${r.serverErrors} server errors, ${r.networkFailures} failed requests`,
  );
  for (const [k, v] of Object.entries(r.byKind))
    console.log(
      `  ${k.padEnd(10)} ${String(v.n).padStart(6)} pages  p50 ${v.p50} ms, p95 ${v.p95} ms, p99 ${v.p99} ms`,
    );
  if (r.byWindow?.length > 1)
    console.log(
      `  p99 by 30 s window: ${r.byWindow.map((w) => `${w.fromS}s ${w.p99} ms (${w.n})`).join(', ')}`,
    );
  console.log(
    `  server-rendered ${r.renderedPct} % (${Object.entries(r.via)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')})`,
  );
  if (r.rssMb)
    console.log(
      `  store server RSS: ${r.rssMb.start} MB at start, ${r.rssMb.max} MB at most, ${r.rssMb.end} MB at the end (${r.rssMb.samples} samples)`,
    );
}
