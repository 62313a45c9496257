// `npm run dev [bundle...]`: the store server on :4000 (in front of the reference API on :4001)
// plus webpack dev servers.
// With no argument every bundle runs (shell on :3000 composes the dev remotes);
// `npm run dev -w mf-cart` runs that remote standalone in its dev frame.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT, buildMissing } from './lib.mjs';

const wanted = process.argv.slice(2).filter((a) => FRONTENDS.includes(a));
const bundles = wanted.length ? wanted : FRONTENDS;
await buildMissing(['api', 'server']);
mkdirSync(join(ROOT, '.data'), { recursive: true });

const children = [];
const start = (name, cmd, args, env = {}) => {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => console.log(`[dev] ${name} exited (${code})`));
  children.push(child);
};

start('api', process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
  PORT: '4001',
  DB_PATH: process.env.DB_PATH || join(ROOT, '.data', 'dev.db'),
  TRUST_PROXY: 'loopback',
});
// config.json, remotes.json and the API's hosts: the dev servers proxy those paths here and serve
// the bundles themselves (pages are the dev shell's, so no server render).
start('server', process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
  PORT: '4000',
  API_URL: 'http://127.0.0.1:4001',
  REMOTES_FILE: join(ROOT, 'scripts', 'remotes.dev.json'),
  FRONTEND_ROOT: ROOT,
  SSR: 'off',
});
// Composed in the shell, a remote reloads the page on edits; alone in its dev frame, and the shell
// itself, swap modules in place (see shared/build/webpack.cjs).
const composed = bundles.length > 1;
for (const b of bundles) {
  const extra = composed && b !== 'shell' ? ['--', '--env', 'composed'] : [];
  start(b, 'npm', ['run', 'serve', '-w', b, ...extra]);
}
console.log(
  `[dev] store server http://localhost:4000, API :4001 — ${bundles.map((b) => `${b}`).join(', ')} (shell :3000, catalog :3001, cart :3002, checkout :3003, support :3004)`,
);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => children.forEach((c) => c.kill(sig)));
