// `npm start`: builds whatever is missing, then serves the whole store on one port:
// reference API + SQLite (seeded on first run) + shell and remote bundles. PORT overrides 8080.
// `npm run start:api` (`--api`): the reference API alone, on the same database: no store server,
// no bundles (what a store server of its own points its API hosts at).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT, buildMissing } from './lib.mjs';

const force = process.argv.includes('--rebuild');
const apiAlone = process.argv.includes('--api');
await buildMissing(apiAlone ? ['api'] : ['api', ...FRONTENDS], { force });

const dataDir = join(ROOT, '.data');
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  PORT: process.env.PORT || '8080',
  HOST: process.env.HOST || 'localhost',
  DB_PATH: process.env.DB_PATH || join(dataDir, 'store.db'),
  FRONTEND_ROOT: process.env.FRONTEND_ROOT || ROOT,
};
// Without a front end to serve, the API writes no page (api/src/main.ts).
if (apiAlone) delete env.FRONTEND_ROOT;
const server = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
  env,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
