import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, STATE_FILE } from './paths';
import { ACCESS_CODE_LIMIT, CDN_PORT, STORE_PORT, STORE_URL } from './ports';
import { setRemotes } from './remotes';
import { FRONTEND_NEXT, prepareSkewSources } from './skewBuilds';

/** One production webpack build of the package in `pkgDir`. */
function webpack(pkgDir: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production', ...args],
      { cwd: pkgDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack in ${pkgDir} exited with ${code}`)),
    );
  });
}

/** Runs the builds two at a time (the machine's cores). */
async function buildAll(builds: (() => Promise<void>)[]): Promise<void> {
  const queue = [...builds];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  };
  await Promise.all([worker(), worker()]);
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

export default async function globalSetup() {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const marker of [
    'api/dist/main.js',
    'shell/dist/index.html',
    'mf-catalog/dist/mf-manifest.json',
    'mf-cart/dist/mf-manifest.json',
    'mf-checkout/dist/mf-manifest.json',
    'mf-support/dist/mf-manifest.json',
  ]) {
    if (!existsSync(join(ROOT, marker)))
      throw new Error(`${marker} is missing: run \`npm run build\` first`);
  }
  // Built on every run so they never lag behind the source.
  const cdn = (name: string) => join(ARTIFACTS, 'cdn', name);
  const { mfCartNext, shellNext } = prepareSkewSources();
  await buildAll([
    // The shell built against a newer shared, served by a second store server (version-skew spec).
    () => webpack(shellNext, ['--env', `outDir=${join(FRONTEND_NEXT, 'shell', 'dist')}`]),
    // A second build of mf-cart, visibly different, deployed to another origin (the "CDN").
    () =>
      webpack(join(ROOT, 'mf-cart'), [
        '--env',
        `outDir=${cdn('mf-cart-canary')}`,
        '--env',
        'buildLabel=canary',
      ]),
    // mf-cart built against the newer shared (version-skew spec).
    () =>
      webpack(mfCartNext, ['--env', `outDir=${cdn('mf-cart-next')}`, '--env', 'buildLabel=next']),
    // A remote that throws while rendering, published under the catalog's container name.
    () =>
      webpack(join(__dirname, '..', 'fixtures', 'broken-remote'), [
        '--env',
        `outDir=${cdn('broken-catalog')}`,
      ]),
  ]);
  setRemotes();

  const dbDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
  const store = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(STORE_PORT),
      HOST: 'localhost',
      DB_PATH: join(dbDir, 'store.db'),
      FRONTEND_ROOT: ROOT,
      REMOTES_FILE: join(ARTIFACTS, 'remotes.json'),
      // A small access-code guessing limit, so the spec that spends it waits seconds, not a minute.
      ACCESS_CODE_MAX_FAILURES: String(ACCESS_CODE_LIMIT.maxFailures),
      ACCESS_CODE_WINDOW_SECONDS: String(ACCESS_CODE_LIMIT.windowSeconds),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const cdnServer = spawn(process.execPath, [join(__dirname, 'cdn-main.js')], {
    env: { ...process.env, CDN_PORT: String(CDN_PORT), CDN_ROOT: join(ARTIFACTS, 'cdn') },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  writeFileSync(STATE_FILE, JSON.stringify({ pids: [store.pid, cdnServer.pid], dbDir }));
  await waitFor(`${STORE_URL}/config.json`, 60_000);
  await waitFor(`http://localhost:${CDN_PORT}/mf-cart-canary/mf-manifest.json`, 10_000);
}
