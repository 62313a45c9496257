// The three ways to run the store (README):
//   `npm start`              the embedded default: the reference API (on an internal port, over
//                            .data/store.db, seeded on first start) and the store server in front
//                            of it on PORT (8080), with change events between them; prints the URL.
//   `npm run start:api`      (`--api`) the reference API alone on PORT (4000).
//   `npm run start:server`   (`--server`) the store server alone on PORT (8080), in front of the
//                            API at API_URL (or API_HOST_*).
// Each builds what is missing first (`--rebuild`: everything).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT, buildMissing, startServerProcess, waitUntilUp } from './lib.mjs';

const force = process.argv.includes('--rebuild');
const mode = process.argv.includes('--api')
  ? 'api'
  : process.argv.includes('--server')
    ? 'server'
    : 'embedded';
const env = process.env;
const host = env.HOST || 'localhost';

const needs = {
  api: ['api'],
  server: ['server', ...FRONTENDS],
  embedded: ['api', 'server', ...FRONTENDS],
};
await buildMissing(needs[mode], { force });

const dataDir = join(ROOT, '.data');
const apiEnv = () => {
  mkdirSync(dataDir, { recursive: true });
  return { DB_PATH: env.DB_PATH || join(dataDir, 'store.db') };
};
const exitWith = (child) => child.on('exit', (code) => process.exit(code ?? 0));

if (mode === 'api') {
  exitWith(startServerProcess('api', { ...apiEnv(), PORT: env.PORT || '4000', HOST: host }));
} else if (mode === 'server') {
  if (!env.API_URL && !env.API_HOST_BACKEND) {
    console.error(
      'npm run start:server needs API_URL (the commerce API, e.g. http://localhost:4000).',
    );
    process.exit(2);
  }
  exitWith(startServerProcess('server', { PORT: env.PORT || '8080', HOST: host }));
} else {
  // One key for both, for this run, unless the operator set one.
  const secret = env.STOREFRONT_SECRET || randomBytes(24).toString('base64url');
  const port = Number(env.PORT || 8080);
  const apiPort = String(Number(env.API_PORT || port + 1));
  const api = startServerProcess(
    'api',
    {
      ...apiEnv(),
      PORT: apiPort,
      HOST: '127.0.0.1',
      STOREFRONT_SECRET: secret,
      // The store server forwards shoppers' calls: their address is in X-Forwarded-For.
      TRUST_PROXY: env.TRUST_PROXY || 'loopback',
      // Its request lines are the store server's to write; the API says only what goes wrong.
      LOG_LEVEL: env.API_LOG_LEVEL || 'warn',
    },
    { quiet: true },
  );
  exitWith(api);
  await waitUntilUp(`http://127.0.0.1:${apiPort}/readyz`, api);
  const server = startServerProcess('server', {
    PORT: String(port),
    HOST: host,
    API_URL: `http://127.0.0.1:${apiPort}`,
    STOREFRONT_SECRET: secret,
    SERVER_URL: `http://127.0.0.1:${port}`,
  });
  exitWith(server);
}
