// A burst of pages not yet kept, as every store meets after a deploy or a catalog change: eight
// shoppers at once, each asking one page after another, every page new to the server (two stores
// x 8 locales x 3 currencies, home and a listing with a chosen size, each with its own query so
// nothing is served from the kept renders). Measured from outside: how many answers carried
// server-rendered HTML (Server-Timing `render`), how many were left to the browser and why, and
// the p50 / p95 of every answer.
// SPEC §9's locales (shared/src/i18n/catalog.ts SUPPORTED_LOCALES).
const LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'];

const desc = (res) => /desc="([^"]+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 'none';

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]) : null;
};

/** A shopper's saved Preferences for `currency` (the regions SPEC §9 pairs with it). */
const PREFERENCES = {
  USD: { region: 'USA', currency: 'USD', fulfillmentRegion: 'USA' },
  EUR: { region: 'EU', currency: 'EUR', fulfillmentRegion: 'EUR' },
  GBP: { region: 'Rest of the world', currency: 'GBP', fulfillmentRegion: 'USA' },
};

/** Every page of the burst, in the order the shoppers take them. */
function burstPages(stores) {
  const pages = [];
  for (const locale of LOCALES)
    for (const currency of Object.keys(PREFERENCES))
      for (const { slug, listing } of stores)
        for (const path of ['/', `/listing/${listing}?size=${pages.length % 2 ? 'm' : 'xl'}`]) {
          const p = PREFERENCES[currency];
          const cookie = JSON.stringify({
            region: p.region,
            currency,
            locale,
            fulfillmentRegion: p.fulfillmentRegion,
          });
          pages.push({ slug, path, cookie: `localization_${slug}=${encodeURIComponent(cookie)}` });
        }
  return pages;
}

/** The demo store's tee and the 7,500-product store's first listing (asked for by its host). */
async function burstStores(base) {
  const res = await fetch(`${base}/api/backend/v1/stores/products?slug=megastore&per=1`);
  const first = res.ok ? (await res.json()).products?.[0]?.slug : null;
  if (!first) throw new Error(`bench: the megastore's products did not answer (${res.status})`);
  return [
    { slug: 'demo', listing: 'tidepool-wave-tee' },
    { slug: 'megastore', listing: first },
  ];
}

/**
 * Each of `shoppers` asks for the next page of the list until it is done, `rounds` times over
 * with a fresh query each time (the stores asked for by X-Forwarded-Host, as a shop's own domain).
 */
export async function measureBurst(base, { shoppers = 8, rounds = 2 } = {}) {
  const pages = burstPages(await burstStores(base));
  const host = new URL(base).host;
  const via = {};
  const times = [];
  const renderedTimes = [];
  let next = 0;
  const total = pages.length * rounds;
  const run = Date.now();
  const lane = async () => {
    while (next < total) {
      const i = next++;
      const page = pages[i % pages.length];
      const sep = page.path.includes('?') ? '&' : '?';
      const t0 = performance.now();
      const res = await fetch(`${base}${page.path}${sep}burst=${run}-${i}`, {
        headers: {
          accept: 'text/html',
          cookie: page.cookie,
          'x-forwarded-host': `${page.slug}.${host}`,
        },
      });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      const how = res.ok ? desc(res) : `status-${res.status}`;
      via[how] = (via[how] ?? 0) + 1;
      times.push(ms);
      if (how === 'render') renderedTimes.push(ms);
    }
  };
  await Promise.all(Array.from({ length: shoppers }, lane));
  return {
    shoppers,
    answers: times.length,
    rendered: via.render ?? 0,
    renderedShare: Math.round((1000 * (via.render ?? 0)) / times.length) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    renderedP95: percentile(renderedTimes, 95),
    via,
  };
}

export function printBurst(b) {
  console.log(
    `\nBurst: ${b.shoppers} shoppers at once, ${b.answers} pages not yet kept (2 stores x 8 locales x 3 currencies, home and a listing)`,
  );
  console.log(
    `  server-rendered: ${b.rendered} of ${b.answers} (${b.renderedShare} %), p50 ${b.p50} ms, p95 ${b.p95} ms (rendered ones p95 ${b.renderedP95} ms)`,
  );
  console.log(
    `  by how each was made: ${Object.entries(b.via)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
}
