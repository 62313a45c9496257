/**
 * `npm run bench -w api` — the products page (150 tiles) next to a bare fastify hello-world,
 * both served from this process on loopback and loaded by autocannon in a child process (so the
 * load generator does not share the servers' event loop). Prints requests/s, p99 and the ratios.
 * The products page is measured twice: as served (serialised-body cache warm, every request a hit)
 * and cold (cache turned off, so every request rebuilds and serialises the page, the cost of a miss).
 *
 * Env: BENCH_DURATION (seconds per target, default 10), BENCH_CONNECTIONS (default 10).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { PageCache } from '../catalog/pageCache';
import { productCacheFor } from '../catalog/productCache';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PER = 150;

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
}

/** Runs the autocannon CLI (`-j` JSON) against url in a child node process. */
function autocannon(url: string): Promise<AutocannonJson> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-c', String(CONNECTIONS), '-d', String(DURATION), url];
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

async function measure(name: string, url: string): Promise<BenchFigures> {
  const r = await autocannon(url);
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

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const app = await buildApp({ dbPath: path.join(dir, 'bench.db'), logger: false });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await hello.listen({ port: 0, host: '127.0.0.1' });
    const appBase = addressOf(app.server);
    const helloBase = addressOf(hello.server);
    const store = await pickStore(appBase);
    const productsUrl = `${appBase}/api/backend/v1/stores/products?slug=${store.slug}&page=1&per=${PER}`;

    console.log(
      `node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? '?'}), ` +
        `autocannon -c ${CONNECTIONS} -d ${DURATION}s, loopback`,
    );
    console.log(
      `products page: store "${store.slug}", ${store.items} items per page, ${store.bytes} bytes`,
    );
    // Warm up both (JIT, statement cache) before measuring.
    for (let i = 0; i < 50; i++) {
      await (await fetch(productsUrl)).text();
      await (await fetch(`${helloBase}/`)).text();
    }

    const cache = productCacheFor(app.db);
    const warmStats = cache.pages.snapshot();
    const products = await measure('products page', productsUrl);
    const served = cache.pages.snapshot();
    // maxEntries 0: nothing is stored, so every request is a miss (the pre-cache code path).
    cache.pages = new PageCache({ maxEntries: 0 });
    const cold = await measure('products page (cold)', productsUrl);
    cache.pages = new PageCache();
    const bare = await measure('fastify hello-world', `${helloBase}/`);

    const row = (f: BenchFigures) =>
      `${f.name.padEnd(22)} ${f.rps.toFixed(0).padStart(10)} ${f.p50.toFixed(0).padStart(8)} ${f.p99
        .toFixed(0)
        .padStart(
          8,
        )} ${(f.bytesPerSec / 1024 / 1024).toFixed(1).padStart(9)} ${String(f.bad).padStart(6)}`;
    console.log('');
    console.log(
      `${'target'.padEnd(22)} ${'req/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'MB/s'.padStart(9)} ${'non2xx'.padStart(6)}`,
    );
    console.log(row(products));
    console.log(row(cold));
    console.log(row(bare));
    console.log('');
    const ratio = (f: BenchFigures, label: string) =>
      `ratio: ${label} = ${((f.rps / bare.rps) * 100).toFixed(1)}% of hello-world req/s ` +
      `(hello-world is ${(bare.rps / f.rps).toFixed(1)}x faster); ` +
      `p99 ${ms(f.p99)} vs ${ms(bare.p99)}`;
    console.log(ratio(products, 'products page'));
    console.log(ratio(cold, 'products page (cold)'));
    console.log(
      `page cache during the products page run: ${served.hits - warmStats.hits} hits, ` +
        `${served.misses - warmStats.misses} misses`,
    );
    if (products.bad > 0 || cold.bad > 0 || bare.bad > 0) process.exitCode = 1;
  } finally {
    await hello.close();
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
