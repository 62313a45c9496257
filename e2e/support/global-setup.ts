import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ARTIFACTS, ROOT, STATE_FILE, workerDir } from './paths';
import { ACCESS_CODE_LIMIT, portsOf } from './ports';
import { E2E_RENDER_ENV } from './serverRender';
import { setRemotes } from './remotes';
import { FRONTEND_NEXT, prepareSkewSources, skewBuildsKey } from './skewBuilds';
import { REMOTES } from '../../shared/src/routes/remotes.js';
import { startStorePair } from './storeProcesses';

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

/**
 * Copies of the catalog's build on the CDN for the server-render failure specs: one older than
 * server builds (its manifest names none, it has none), one whose manifest names a server entry
 * that is not there.
 */
function serverBuildVariants(cdn: (name: string) => string): void {
  const built = join(ROOT, 'mf-catalog', 'dist');
  const copy = (name: string, edit: (manifest: { metaData: Record<string, unknown> }) => void) => {
    const dir = cdn(name);
    rmSync(dir, { recursive: true, force: true });
    cpSync(built, dir, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
    rmSync(join(dir, 'server'), { recursive: true, force: true });
    const file = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      metaData: Record<string, unknown>;
    };
    edit(manifest);
    writeFileSync(file, JSON.stringify(manifest, null, 2));
  };
  copy('mf-catalog-browser-only', (m) => {
    delete m.metaData.ssrRemoteEntry;
  });
  copy('mf-catalog-no-server-entry', () => {});
}

/** Where the CDN copies go: one folder a build, served by every worker's "CDN" origin. */
const cdn = (name: string) => join(ARTIFACTS, 'cdn', name);
/** The inputs' digest of the extra builds last made (skewBuildsKey). */
const EXTRA_BUILDS_STAMP = join(ARTIFACTS, 'extra-builds.sha256');

/**
 * The builds only the e2e specs deploy: the version-skew, independent-deploy and failure specs'.
 * Made once and kept while their sources are the same (a clean checkout builds them).
 */
async function extraBuilds(): Promise<void> {
  const key = skewBuildsKey();
  if (existsSync(EXTRA_BUILDS_STAMP) && readFileSync(EXTRA_BUILDS_STAMP, 'utf8') === key) {
    console.log('e2e: the skew and failure builds are unchanged since the last run: kept');
    return;
  }
  rmSync(EXTRA_BUILDS_STAMP, { force: true });
  const { mfCartNext, mfCatalogNext, shellNext } = prepareSkewSources();
  // Only the builds a spec renders on the server get their server build too.
  const browserOnly = ['--config-name', 'browser'];
  await buildAll([
    // The shell built against a newer shared, served by a second store server (version-skew spec).
    () =>
      webpack(shellNext, [
        ...browserOnly,
        '--env',
        `outDir=${join(FRONTEND_NEXT, 'shell', 'dist')}`,
      ]),
    // A second build of mf-cart, visibly different, deployed to another origin (the "CDN").
    () =>
      webpack(join(ROOT, 'mf-cart'), [
        ...browserOnly,
        '--env',
        `outDir=${cdn('mf-cart-canary')}`,
        '--env',
        'buildLabel=canary',
      ]),
    // mf-cart built against the newer shared (version-skew spec).
    () =>
      webpack(mfCartNext, [
        ...browserOnly,
        '--env',
        `outDir=${cdn('mf-cart-next')}`,
        '--env',
        'buildLabel=next',
      ]),
    // A second build of the catalog, with its server build: rendered on the server and in the
    // browser from the same remotes.json entry (independent-deploy spec).
    () =>
      webpack(join(ROOT, 'mf-catalog'), [
        '--env',
        `outDir=${cdn('mf-catalog-canary')}`,
        '--env',
        'buildLabel=canary',
      ]),
    // The catalog built against the newer shared, with its server build (version-skew spec).
    () =>
      webpack(mfCatalogNext, [
        '--env',
        `outDir=${cdn('mf-catalog-next')}`,
        '--env',
        'buildLabel=next',
      ]),
    // A remote that throws while rendering, published under the catalog's container name.
    () =>
      webpack(join(__dirname, '..', 'fixtures', 'broken-remote'), [
        '--env',
        `outDir=${cdn('broken-catalog')}`,
      ]),
    // A remote keeping another contract version of mf_catalog/Routes.
    () =>
      webpack(join(__dirname, '..', 'fixtures', 'contract-v2-remote'), [
        '--env',
        `outDir=${cdn('contract-v2-catalog')}`,
      ]),
  ]);
  writeFileSync(EXTRA_BUILDS_STAMP, key);
}

/**
 * Worker `index`'s store (its API and store server as two processes, the API behind a latency
 * proxy: storeProcesses.ts) and "CDN" origin, on its own ports, over its own database and deploy
 * file. Returns their pids once the store is ready.
 */
async function startWorkerStore(index: number): Promise<number[]> {
  const ports = portsOf(index);
  const own = workerDir(index);
  rmSync(own.dir, { recursive: true, force: true });
  mkdirSync(join(own.storeDb, '..'), { recursive: true });
  setRemotes({}, own.remotesFile);
  const cdnServer = spawn(process.execPath, [join(__dirname, 'cdn-main.js')], {
    env: { ...process.env, CDN_PORT: String(ports.cdn), CDN_ROOT: join(ARTIFACTS, 'cdn') },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const remember = (pids: number[]) => {
    // Written before any wait, so a store that never comes up is still stopped by the teardown.
    const state = existsSync(STATE_FILE)
      ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pids: number[] })
      : { pids: [] };
    writeFileSync(STATE_FILE, JSON.stringify({ pids: [...state.pids, ...pids] }));
  };
  if (cdnServer.pid) remember([cdnServer.pid]);
  // Ready (ops/probes.ts): its first pages are rendered, as a load balancer would wait for.
  const store = await startStorePair({
    port: ports.store,
    apiPort: ports.api,
    dbPath: own.storeDb,
    serverEnv: {
      REMOTES_FILE: own.remotesFile,
      // The run's output shows the server's warnings and errors, not a line per request.
      LOG_LEVEL: 'warn',
      ...E2E_RENDER_ENV,
    },
    apiEnv: {
      // A small access-code guessing limit, so the spec that spends it waits seconds, not a minute.
      ACCESS_CODE_MAX_FAILURES: String(ACCESS_CODE_LIMIT.maxFailures),
      ACCESS_CODE_WINDOW_SECONDS: String(ACCESS_CODE_LIMIT.windowSeconds),
    },
  });
  remember(store.pids);
  await waitFor(`http://localhost:${ports.cdn}/mf-cart-canary/mf-manifest.json`, 10_000);
  return [...store.pids, ...(cdnServer.pid ? [cdnServer.pid] : [])];
}

export default async function globalSetup(config: FullConfig) {
  mkdirSync(ARTIFACTS, { recursive: true });
  rmSync(STATE_FILE, { force: true });
  for (const marker of [
    'api/dist/main.js',
    'server/dist/main.js',
    'shell/dist/index.html',
    ...REMOTES.map((remote) => `${remote}/dist/mf-manifest.json`),
  ]) {
    if (!existsSync(join(ROOT, marker)))
      throw new Error(`${marker} is missing: run \`npm run build\` first`);
  }
  await extraBuilds();
  serverBuildVariants(cdn);
  // One store per worker, started side by side (each warms its first pages before it is ready).
  const workers = Array.from({ length: config.workers }, (_, index) => index);
  await Promise.all(workers.map(startWorkerStore));
}
