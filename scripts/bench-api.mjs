// `npm run bench -w api`: the products-page bench on SQLite and, when PostgreSQL is installed (or
// BENCH_DATABASE_URL is set), on PostgreSQL too — the project's local cluster (scripts/local-pg.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { ensureLocalPostgres } from './local-pg.mjs';

let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  try {
    url = ensureLocalPostgres('store_bench') ?? undefined;
  } catch (e) {
    console.warn(`PostgreSQL could not be started (${e.message}): SQLite only.`);
  }
}
const bench = spawnSync(
  process.execPath,
  [join(ROOT, 'api', 'dist', 'bench', 'products-bench.js')],
  {
    stdio: 'inherit',
    env: { ...process.env, ...(url ? { BENCH_DATABASE_URL: url } : {}) },
  },
);
process.exit(bench.status ?? 1);
