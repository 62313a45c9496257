// `npm run test:pg`: the API's suites whose result depends on the engine on PostgreSQL (the same
// test files as on SQLite, each test server in a schema of its own; api/jest.pg.config.cjs lists
// them) plus api/test-pg (several API processes on one database).
// The database: TEST_DATABASE_URL, else the project's local cluster (scripts/local-pg.mjs). Without
// PostgreSQL a developer's run skips with a message; CI (CI or TEST_PG_REQUIRED set, as .ci/run
// does) fails instead, never silently.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { ensureLocalPostgres } from './local-pg.mjs';

let url = process.env.TEST_DATABASE_URL;
if (!url) {
  try {
    url = ensureLocalPostgres('store_test');
  } catch (e) {
    console.error(`PostgreSQL could not be started: ${e.message}`);
    url = null;
  }
}
if (!url) {
  if (process.env.CI || process.env.TEST_PG_REQUIRED) {
    console.error('CI: the API suite must run on PostgreSQL, and no PostgreSQL is available.');
    process.exit(1);
  }
  console.warn(
    'PostgreSQL is not installed: the API suite on PostgreSQL is SKIPPED (install postgresql to run it).',
  );
  process.exit(0);
}
console.log(`API suite on PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const jest = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
    '-c',
    'jest.pg.config.cjs',
    '--runInBand',
    // A file or `-t name` to run alone (README, *Tests*).
    ...process.argv.slice(2),
  ],
  { cwd: join(ROOT, 'api'), stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(jest.status ?? 1);
