// `npm run start:pg`: the store on PostgreSQL for development. Starts the project's own local
// cluster (.data/pg, scripts/local-pg.mjs) if PostgreSQL is installed, creates the database, and
// runs `npm start` with DATABASE_URL; the API migrates and seeds it on start. A DATABASE_URL
// already set is used as it is.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { ensureLocalPostgres } from './local-pg.mjs';

const url = process.env.DATABASE_URL || ensureLocalPostgres('store');
if (!url) {
  console.error(
    'PostgreSQL is not installed (no pg_ctl): install it (Debian: apt-get install postgresql) or set DATABASE_URL.',
  );
  process.exit(1);
}
console.log(`Database: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const store = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
  env: { ...process.env, DATABASE_URL: url },
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => store.kill(sig));
store.on('exit', (code) => process.exit(code ?? 0));
