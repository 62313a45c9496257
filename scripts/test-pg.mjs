// `npm run test:pg`: the API's suites whose result depends on the engine on PostgreSQL (the same
// test files as on SQLite, each test server in a schema of its own; api/jest.pg.config.cjs lists
// them) plus api/test-pg (several API processes on one database), then the store server's
// server/test-pg (store servers and API processes as they ship, on one database; its
// jest.pg.config.cjs). Both run; the stage fails if either does. Arguments (a file or `-t name`)
// are the API's: with them only the API's suites run.
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
    console.error('CI: the suites on PostgreSQL must run, and no PostgreSQL is available.');
    process.exit(1);
  }
  console.warn(
    'PostgreSQL is not installed: the suites on PostgreSQL (API and store server) are SKIPPED (install postgresql to run it).',
  );
  process.exit(0);
}
console.log(`API and store server suites on PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const env = { ...process.env, TEST_DATABASE_URL: url };
const jest = (pkg, args) =>
  spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '-c',
      'jest.pg.config.cjs',
      '--runInBand',
      ...args,
    ],
    { cwd: join(ROOT, pkg), stdio: 'inherit', env },
  ).status ?? 1;
// A file or `-t name` to run alone (README, *Tests*).
const asked = process.argv.slice(2);
const api = jest('api', asked);
const server = asked.length > 0 ? 0 : jest('server', []);
if (api !== 0) console.error("test:pg: the API's suites on PostgreSQL failed.");
if (server !== 0) console.error("test:pg: the store server's suites on PostgreSQL failed.");
process.exit(api !== 0 ? api : server);
