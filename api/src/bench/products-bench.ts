/**
 * `npm run bench -w api` — the products page (150 tiles) next to a bare fastify hello-world,
 * both served from this process on loopback and loaded by autocannon in a child process (so the
 * load generator does not share the servers' event loop). Prints requests/s, p99 and the ratios.
 * The products page is measured twice: as served (serialised-body cache warm, every request a hit)
 * and cold (cache turned off, so every request rebuilds and serialises the page, the cost of a miss).
 *
 * Run on SQLite and, when BENCH_DATABASE_URL is set (scripts/bench-api.mjs sets it from the local
 * PostgreSQL cluster), on PostgreSQL too.
 *
 * Each cached page's share of hello-world's req/s is compared with api/bench-baseline.json: a share
 * more than 15 % below its baseline prints "regressed" (and BENCH_SAVE_BASELINE=1 stores this
 * run's shares as the new baseline).
 *
 * Env: BENCH_DURATION (seconds per target, default 10), BENCH_CONNECTIONS (default 10).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db';
import { PageCache } from '../catalog/pageCache';
import { productCacheFor } from '../catalog/productCache';
import { startProxy } from './children';
import { benchProcesses } from './processesBench';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PER = 150;
/** Concurrent cold requests for the event-loop figure (issue 29's load). */
const LOADED = 50;

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface BenchFigures {
  name: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  bytesPerSec: number;
  total: number;
  bad: number;
  /** Event-loop delay p99 of the serving process(es) during the run, ms. */
  loopP99?: number[];
}

/** Runs the autocannon CLI (`-j` JSON) against url in a child node process. */
function autocannon(url: string, connections: number): Promise<AutocannonJson> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-c', String(connections), '-d', String(DURATION), url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`autocannon failed: ${err.message}\n${stderr}`));
      try {
        resolve(JSON.parse(stdout) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon printed no JSON:\n${stdout}\n${stderr}`));
      }
    });
  });
}

async function measure(
  name: string,
  url: string,
  connections = CONNECTIONS,
): Promise<BenchFigures> {
  const r = await autocannon(url, connections);
  return {
    name,
    url,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerSec: r.throughput.average,
    total: r.requests.total,
    bad: r.errors + r.timeouts + r.non2xx,
  };
}

/** autocannon reports whole milliseconds; 0 means under 1 ms. */
const ms = (n: number) => (n < 1 ? '<1 ms' : `${n} ms`);

const addressOf = (server: { address(): unknown }) => {
  const a = server.address();
  if (!a || typeof a !== 'object' || !('port' in a)) throw new Error('server not listening');
  return `http://127.0.0.1:${(a as { port: number }).port}`;
};

/** The store with the most public products: `megastore` when seeded, else `demo`. */
async function pickStore(base: string): Promise<{ slug: string; items: number; bytes: number }> {
  for (const slug of ['megastore', 'demo']) {
    const res = await fetch(
      `${base}/api/backend/v1/stores/products?slug=${slug}&page=1&per=${PER}`,
    );
    if (res.status !== 200) continue;
    const text = await res.text();
    const body = JSON.parse(text) as { products: unknown[] };
    return { slug, items: body.products.length, bytes: Buffer.byteLength(text) };
  }
  throw new Error('no store answers the products page');
}

const row = (f: BenchFigures) =>
  `${f.name.padEnd(38)} ${f.rps.toFixed(0).padStart(10)} ${f.p50.toFixed(0).padStart(8)} ${f.p99
    .toFixed(0)
    .padStart(
      8,
    )} ${(f.bytesPerSec / 1024 / 1024).toFixed(1).padStart(9)} ${String(f.bad).padStart(6)}${
    f.loopP99 ? `  loop p99 ${f.loopP99.map((d) => d.toFixed(1)).join(' / ')} ms` : ''
  }`;

const BASELINE = path.join(__dirname, '..', '..', 'bench-baseline.json');
/** A share this much below its baseline is a regression (run-to-run noise here is about 10 %). */
const REGRESSION = 0.15;

interface Baseline {
  measured: string;
  ratios: Record<string, number>;
}

/** Each cached page's share of hello-world against the stored baseline, one line each. */
export function againstBaseline(
  shares: Record<string, number>,
  baseline: Baseline | null,
): string[] {
  if (!baseline) return [`Baseline: none stored (${BASELINE}); BENCH_SAVE_BASELINE=1 stores one`];
  const lines = [`Against the baseline (${baseline.measured}):`];
  for (const [name, share] of Object.entries(shares)) {
    const base = baseline.ratios[name];
    if (base === undefined) {
      lines.push(`  no baseline  ${name}: ${(share * 100).toFixed(1)} %`);
      continue;
    }
    const change = share / base - 1;
    const verdict = change < -REGRESSION ? 'regressed  ' : 'ok         ';
    lines.push(
      `  ${verdict}${name}: ${(share * 100).toFixed(1)} % against ${(base * 100).toFixed(1)} % ` +
        `(${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} %)`,
    );
  }
  return lines;
}

function readBaseline(): Baseline | null {
  try {
    return JSON.parse(fs.readFileSync(BASELINE, 'utf8')) as Baseline;
  } catch {
    return null;
  }
}

/** Issue 29's and 60's goals, each with the figure this run measured. */
function goals(rows: BenchFigures[], scale: BenchFigures[]): string[] {
  const find = (name: string) => rows.find((r) => r.name === name);
  const lines: string[] = ['Goals (issues 29, 60):'];
  const check = (label: string, ok: boolean, figure: string) =>
    lines.push(`  ${ok ? 'met    ' : 'NOT met'} ${label}: ${figure}`);
  const bare = find('fastify hello-world');
  for (const [engine, share] of [
    ['SQLite', 0.25],
    ['PostgreSQL', 0.3],
  ] as const) {
    const hit = find(`products page, ${engine}`);
    if (hit && bare)
      check(
        `cached products page ≥ ${share * 100} % of hello-world, ${engine}`,
        hit.rps / bare.rps >= share,
        `${((hit.rps / bare.rps) * 100).toFixed(1)} %`,
      );
  }
  const sqliteHit = find('products page, SQLite');
  const pgHit = find('products page, PostgreSQL');
  if (sqliteHit && pgHit) {
    const share = pgHit.rps / sqliteHit.rps;
    check('PostgreSQL cache hit ≥ 80 % of SQLite', share >= 0.8, `${(share * 100).toFixed(0)} %`);
  }
  for (const [engine, limit] of [
    ['PostgreSQL', 150],
    ['PostgreSQL +1 ms', 200],
  ] as const) {
    const cold = find(`products page (cold), ${engine}`);
    if (cold) check(`cold p99 ≤ ${limit} ms, ${engine}`, cold.p99 <= limit, `${cold.p99} ms`);
  }
  // SQLite's driver is synchronous by design (one process, microsecond reads): its loop figure
  // is printed above, the goal is PostgreSQL's.
  for (const f of [...rows, ...scale].filter((r) => r.loopP99 && !r.name.includes('SQLite')))
    check(
      `loop delay p99 ≤ 20 ms, ${f.name}`,
      f.loopP99!.every((d) => d <= 20),
      `${f.loopP99!.map((d) => d.toFixed(1)).join(' / ')} ms`,
    );
  const [one, many] = scale;
  if (one && many)
    check(
      `${many.name.replace(/.*, /, '')} ≥ 2.5× one`,
      many.rps >= 2.5 * one.rps,
      `${(many.rps / one.rps).toFixed(2)}× (${os.cpus().length} CPU(s) here)`,
    );
  return lines;
}

/** The products page of one engine, warm (every request a cache hit) and cold (every one a miss). */
async function benchEngine(
  engine: string,
  database: { dbPath: string; databaseUrl?: string; dbSchema?: string; prepareDb?: boolean },
  keepSchema = false,
): Promise<{ rows: BenchFigures[]; note: string }> {
  const app = await buildApp({ ...database, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appBase = addressOf(app.server);
    const store = await pickStore(appBase);
    const productsUrl = `${appBase}/api/backend/v1/stores/products?slug=${store.slug}&page=1&per=${PER}`;
    // Warm up (JIT, statement cache) before measuring.
    for (let i = 0; i < 50; i++) await (await fetch(productsUrl)).text();
    const cache = productCacheFor(app.db);
    const warmStats = cache.pages.snapshot();
    const products = await measure(`products page, ${engine}`, productsUrl);
    const served = cache.pages.snapshot();
    // maxEntries 0: nothing is stored, so every request is a miss (the pre-cache code path).
    cache.pages = new PageCache({ maxEntries: 0 });
    const cold = await measure(`products page (cold), ${engine}`, productsUrl);
    // 50 at once, the loop watched: a query that blocked the process would hold every request.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const cold50 = await measure(`cold page ×${LOADED}, ${engine}`, productsUrl, LOADED);
    loop.disable();
    cold50.loopP99 = [loop.percentile(99) / 1e6];
    cache.pages = new PageCache();
    return {
      rows: [products, cold, cold50],
      note:
        `${engine}: store "${store.slug}", ${store.items} items per page, ${store.bytes} bytes; ` +
        `page cache during the warm run: ${served.hits - warmStats.hits} hits, ` +
        `${served.misses - warmStats.misses} misses`,
    };
  } finally {
    await app.close();
    // Dropped once the app is closed: a request or cache rebuild still running would deadlock it.
    if (database.dbSchema && database.databaseUrl && !keepSchema) {
      const admin = await openDatabase({ dbPath: '', databaseUrl: database.databaseUrl });
      await admin.exec(`DROP SCHEMA ${database.dbSchema} CASCADE`);
      await admin.close();
    }
  }
}

/**
 * Both engines when a PostgreSQL URL is given (BENCH_DATABASE_URL, set by scripts/bench-api.mjs
 * from the local cluster), else SQLite alone, beside a bare fastify.
 */
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    console.log(
      `node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? '?'}), ` +
        `autocannon -c ${CONNECTIONS} -d ${DURATION}s, loopback`,
    );
    const results = [await benchEngine('SQLite', { dbPath: path.join(dir, 'bench.db') })];
    let scale: BenchFigures[] = [];
    if (pgUrl) {
      const pg = {
        dbPath: path.join(dir, 'bench-pg.db'),
        databaseUrl: pgUrl,
        dbSchema: `bench_${process.pid}`,
      };
      results.push(await benchEngine('PostgreSQL', pg, true));
      // The same database across a network: 1 ms each way through a proxy of its own process.
      const target = new URL(pgUrl);
      const hop = await startProxy(1, [`${target.hostname}:${target.port || 5432}`]);
      try {
        const far = new URL(pgUrl);
        far.host = `127.0.0.1:${hop.port}`;
        results.push(
          await benchEngine('PostgreSQL +1 ms', { ...pg, databaseUrl: far.href, prepareDb: false }),
        );
      } finally {
        await hop.stop();
      }
      scale = (
        await benchProcesses(
          pgUrl,
          `/api/backend/v1/stores/products?slug=megastore&page=1&per=${PER}`,
          measure,
        )
      ).map((f) => ({ ...f, url: '', bytesPerSec: 0, total: 0 }));
    } else
      console.log(
        'PostgreSQL: not measured (no BENCH_DATABASE_URL; npm run bench -w api sets it when PostgreSQL is installed)',
      );
    await hello.listen({ port: 0, host: '127.0.0.1' });
    const helloBase = addressOf(hello.server);
    for (let i = 0; i < 50; i++) await (await fetch(`${helloBase}/`)).text();
    const bare = await measure('fastify hello-world', `${helloBase}/`);

    for (const r of results) console.log(r.note);
    console.log('');
    console.log(
      `${'target'.padEnd(34)} ${'req/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'MB/s'.padStart(9)} ${'non2xx'.padStart(6)}`,
    );
    const rows = results.flatMap((r) => r.rows);
    for (const f of [...rows, ...scale, bare]) console.log(row(f));
    console.log('');
    goals([...rows, bare], scale).forEach((line) => console.log(line));
    console.log('');
    const shares = Object.fromEntries(
      rows
        .filter((f) => f.name.startsWith('products page, '))
        .map((f) => [f.name, f.rps / bare.rps]),
    );
    againstBaseline(shares, readBaseline()).forEach((line) => console.log(line));
    if (process.env.BENCH_SAVE_BASELINE === '1') {
      const measured = `${new Date().toISOString().slice(0, 10)}, npm run bench -w api`;
      fs.writeFileSync(BASELINE, `${JSON.stringify({ measured, ratios: shares }, null, 2)}\n`);
      console.log(`Baseline stored: ${BASELINE}`);
    }
    console.log('');
    for (const f of rows)
      console.log(
        `ratio: ${f.name} = ${((f.rps / bare.rps) * 100).toFixed(1)}% of hello-world req/s ` +
          `(hello-world is ${(bare.rps / f.rps).toFixed(1)}x faster); p99 ${ms(f.p99)} vs ${ms(bare.p99)}`,
      );
    if ([...rows, ...scale, bare].some((f) => f.bad > 0)) process.exitCode = 1;
  } finally {
    await hello.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
