// The store server's render, measured from outside (what a shopper's request meets):
//   * uncached render of home and a listing: each request a page never asked for before (its own
//     query), one at a time: p50 / p95 of the whole answer, and how many fell back;
//   * cached pages per second (autocannon, 5 s, 50 connections) on home;
//   * API latency alone and while uncached renders run beside it (the renders happen on worker
//     threads, so the API's event loop should not notice);
//   * every fallback seen, by reason (Server-Timing: ssr;desc=fallback-<reason>).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');

const desc = (res) => /desc="([^"]+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 'none';

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : null;
};

/** Asks for `url` until the render generation is warm (the first requests render in the browser). */
export async function warmRenderer(url) {
  for (let i = 0; i < 200; i++) {
    const via = desc(await fetch(url, { headers: { accept: 'text/html' } }));
    if (via === 'render' || via === 'cache') return via;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench: ${url} never rendered on the server`);
}

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, via: desc(res) };
}

export async function measureServerRender(base, { listing, runs = 40 } = {}) {
  const fallbacks = {};
  const count = (via) => {
    if (via.startsWith('fallback-')) fallbacks[via.slice(9)] = (fallbacks[via.slice(9)] ?? 0) + 1;
  };
  await warmRenderer(`${base}/`);
  await warmRenderer(`${base}/listing/${listing}`);

  const uncached = {};
  for (const [name, path] of [
    ['home', '/'],
    ['listing', `/listing/${listing}`],
  ]) {
    const times = [];
    const all = [];
    for (let i = 0; i < runs; i++) {
      const r = await timed(`${base}${path}?bench=${Date.now()}-${i}`);
      count(r.via);
      all.push(r.ms);
      if (r.via === 'render') times.push(r.ms);
    }
    uncached[name] = {
      rendered: times.length,
      of: runs,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      // Every answer, rendered here or left to the browser: what the shopper waited for.
      allP95: percentile(all, 95),
    };
  }

  await timed(`${base}/`);
  const cached = await autocannon({
    url: `${base}/`,
    connections: 50,
    duration: 5,
    headers: { accept: 'text/html' },
  });

  // The API on its own, then with uncached renders running beside it the whole time.
  const api = `${base}/api/backend/v1/stores?slug=demo`;
  const apiAlone = await autocannon({ url: api, connections: 10, duration: 4 });
  let rendering = true;
  let i = 0;
  const renders = (async () => {
    const lanes = Array.from({ length: 4 }, async () => {
      while (rendering) count((await timed(`${base}/?beside=${Date.now()}-${i++}`)).via);
    });
    await Promise.all(lanes);
  })();
  const apiBeside = await autocannon({ url: api, connections: 10, duration: 4 });
  rendering = false;
  await renders;

  const lat = (r) => ({
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
  });
  return {
    uncached,
    cachedPagesPerSecond: Math.round(cached.requests.average),
    cachedLatency: { p50: cached.latency.p50, p99: cached.latency.p99 },
    cachedErrors: cached.errors + cached.non2xx,
    api: { alone: lat(apiAlone), besideRenders: lat(apiBeside), rendersBeside: i },
    fallbacks,
  };
}
