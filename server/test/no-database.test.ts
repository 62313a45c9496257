import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, get, TEST_STOREFRONT_SECRET, withFrontend } from './helpers';
import { startReferenceApi, type ReferenceApi } from './support/referenceApi';

// The store server stands on its own: built as it ships (build.mjs) and started as a process of
// its own in front of a reference API, with a preloaded guard that makes requiring a database
// driver or any file of the API's package throw. It must still become ready and serve a store.

const SERVER_DIR = path.resolve(__dirname, '..');
const API_DIR = path.resolve(SERVER_DIR, '..', 'api');
const GUARD = path.join(__dirname, 'fixtures', 'no-database-guard.cjs');
const DRIVERS = [
  'better-sqlite3',
  'pg',
  'pg-native',
  'pg-pool',
  'sqlite3',
  'postgres',
  'mysql',
  'mysql2',
];
const GUARD_SAYS = 'no-database guard:';

/** A build folder of this run, under server/ (the bundle's npm packages resolve from there). */
const OUT = `dist-test-${process.pid}-${Date.now().toString(36)}`;

let api: ReferenceApi;
let frontend: string;
let child: ChildProcess;
let base: string;
let stdout = '';
let stderr = '';

/** The address fastify logs once the process listens (PORT=0: the OS chose it). */
function listening(p: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`never listened:\n${stdout}\n${stderr}`)),
      30_000,
    );
    const onData = () => {
      const m = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    p.stdout?.on('data', (c: Buffer) => {
      stdout += c.toString();
      onData();
    });
    p.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    p.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${stdout}\n${stderr}`));
    });
  });
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs', OUT], { cwd: SERVER_DIR, stdio: 'pipe' });
  api = await startReferenceApi({ storefrontSecret: TEST_STOREFRONT_SECRET });
  frontend = fs.mkdtempSync(path.join(os.tmpdir(), 'store-server-alone-'));
  const { frontendRoot } = withFrontend(frontend);
  child = spawn(process.execPath, ['-r', GUARD, path.join(SERVER_DIR, OUT, 'main.js')], {
    // Nothing of this process's environment but PATH: no DATABASE_URL, no NODE_OPTIONS.
    cwd: frontend,
    env: {
      PATH: process.env.PATH ?? '',
      API_URL: api.base,
      STOREFRONT_SECRET: TEST_STOREFRONT_SECRET,
      HOST: '127.0.0.1',
      PORT: '0',
      FRONTEND_ROOT: frontendRoot,
      LOG_LEVEL: 'info',
      SSR_THREADS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await listening(child);
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await api?.close();
  fs.rmSync(path.join(SERVER_DIR, OUT), { recursive: true, force: true });
  if (frontend) fs.rmSync(frontend, { recursive: true, force: true });
});

test('the guard is real: in a process it preloads, a driver or a file of the API cannot be required', () => {
  // Without it both load from here (the workspace hoists the API's dependencies).
  expect(require.resolve('better-sqlite3', { paths: [SERVER_DIR] })).toContain('better-sqlite3');
  for (const request of ['better-sqlite3', 'pg', path.join(API_DIR, 'package.json')]) {
    const r = spawnSync(
      process.execPath,
      ['-r', GUARD, '-e', `require(${JSON.stringify(request)})`],
      {
        cwd: SERVER_DIR,
        encoding: 'utf8',
      },
    );
    expect([request, r.status]).not.toEqual([request, 0]);
    expect(r.stderr).toContain(GUARD_SAYS);
  }
});

test('it becomes ready, in front of the API it reads over HTTP', async () => {
  const ready = await eventually(
    () => get(base, '/readyz'),
    (r) => r.status === 200,
    20_000,
  );
  // Ready on its own (no page was asked for yet): its bundles, its warm-up, and the API answered.
  expect(ready.status).toBe(200);
  expect(ready.body.checks).toMatchObject({ bundles: 'ok', api: 'ok' });
  // It told the API where to send change events: a process that registered over HTTP.
  const rows = await api.app.db.all<{ url: string }>('SELECT url FROM change_subscriptions');
  expect(rows.map((r) => r.url)).toEqual([`${base}/_storefront/changes`]);
});

test("it serves a store's page and its config.json", async () => {
  const page = await fetch(`${base}/`, {
    headers: { accept: 'text/html', 'x-forwarded-host': 'demo.localhost' },
  });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toContain('<title data-page-head>Tidepool Supply Co.</title>');

  const config = await get(base, '/config.json', { 'x-forwarded-host': 'demo.localhost' });
  expect(config.status).toBe(200);
  expect(config.body).toMatchObject({
    storeSlug: 'demo',
    hosts: expect.objectContaining({ backend: '/api/backend', checkout: '/api/checkout' }),
  });

  const listing = await get(base, '/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo');
  expect(listing.status).toBe(200);
  expect(listing.body.title).toBe('Tidepool Wave Tee');
});

test('nothing it ran needed a database or the API: no refusal, still running', () => {
  expect(stderr).not.toContain(GUARD_SAYS);
  expect(child.exitCode).toBeNull();
});

test("server/package.json depends on no database driver and not on the API's package", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const named = [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
  ].flatMap((field) => Object.keys(pkg[field] ?? {}));
  expect(named.length).toBeGreaterThan(0);
  for (const forbidden of [...DRIVERS, 'api']) expect(named).not.toContain(forbidden);
  // Nor does the bundle it ships require one.
  const bundle = fs.readFileSync(path.join(SERVER_DIR, OUT, 'main.js'), 'utf8');
  const required = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!.split('/')[0]!);
  expect(required).toContain('fastify');
  for (const forbidden of DRIVERS) expect(required).not.toContain(forbidden);
  expect(bundle).not.toMatch(/\/api\/src\//);
});
