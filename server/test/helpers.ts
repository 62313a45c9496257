import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { REMOTES } from '@store/shared/src/routes/remotes';
import type { LogOptions } from '@store/shared/node/serverOptions';
import { buildStoreServer, type StoreServer, type StoreServerOptions } from '../src/app';
import {
  startReferenceApi,
  type ReferenceApi,
  type ReferenceApiOptions,
} from './support/referenceApi';

export {
  call,
  CUSTOMER,
  flagship,
  get,
  inventoryOf,
  payWith,
  placeOrder,
  postForm,
  readyCheckout,
  submitBody,
  TEST_PREVIEW_SECRET,
  type Res,
} from './support/referenceApi';

/** The key the test API and store servers share (change events, the store server's own reads). */
export const TEST_STOREFRONT_SECRET = 'test-storefront-secret-0123456789';

/** A store server in front of a reference API of its own, both on ephemeral ports. */
export interface TestServer {
  /** The store server's origin: what a shopper's browser talks to. */
  base: string;
  app: StoreServer;
  /** The reference API it reads (a fixture: the store server reaches it over HTTP only). */
  api: ReferenceApi;
  dir: string;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<StoreServerOptions> {
  /** Options of the reference API behind it. */
  apiOptions?: ReferenceApiOptions;
  /** An API already running (several store servers in front of one). */
  sharedApi?: ReferenceApi;
}

/**
 * A store server over a fresh reference API (a SQLite file of its own), with change events
 * between them, as `npm start` runs them. `setup` adds what needs the test's folder (a front end
 * in miniature: withFrontend).
 */
export async function startServer(
  opts: TestServerOptions = {},
  setup?: (dir: string) => Partial<StoreServerOptions>,
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-server-'));
  const { apiOptions, sharedApi, ...serverOpts } = opts;
  const api =
    sharedApi ??
    (await startReferenceApi({ storefrontSecret: TEST_STOREFRONT_SECRET, ...apiOptions }));
  const app = await buildStoreServer({
    frontendRoot: path.join(dir, 'no-frontend'),
    apiUrl: api.base,
    secret: TEST_STOREFRONT_SECRET,
    defaultStore: 'demo',
    logger: false,
    ...serverOpts,
    ...setup?.(dir),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    app,
    api,
    dir,
    async close() {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      if (!sharedApi) await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A log destination that keeps every line the server writes (`startServer({ logger })`). */
export function captureLog(level = 'debug'): { logger: LogOptions; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: { level, stream }, text: () => text };
}

/** Until `check` holds (polled every 20 ms), at most `ms`; its last answer either way. */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 3000) {
  const until = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    v = await read();
  }
  return v;
}

/** What the miniature front end's store-after-paint.js holds. */
export const AFTER_PAINT_FIXTURE = "(function(){document.getElementById('store-after-paint')})();";

/** A built front end in miniature under dir/frontend, and a remotes.json beside it. */
export function withFrontend(dir: string) {
  const root = path.join(dir, 'frontend');
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>shell</title></head><body><div id="root">shell</div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'boot-assets.json'),
    JSON.stringify({
      js: ['bootstrap.0a1b2c3d.js', '../../secret.js'],
      shared: ['1785.e4f5a6b7.js', '/etc/passwd'],
    }),
  );
  // The build's precompressed twins (shared/build/webpack.cjs).
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'main.js.br'),
    zlib.brotliCompressSync('console.log(1)'),
  );
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'vendor.3f2a9c1b7d.js'), 'v');
  // The host's after-paint script, built beside main.js (shared/src/early).
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'store-after-paint.js'), AFTER_PAINT_FIXTURE);
  for (const r of REMOTES) {
    fs.mkdirSync(path.join(root, r, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, r, 'dist', 'remoteEntry.js'), `/* ${r} */`);
    fs.writeFileSync(
      path.join(root, r, 'dist', 'mf-manifest.json'),
      JSON.stringify({
        name: r,
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'Routes', assets: { js: { sync: ['123.a1b2c3d4e5.js', '../../evil.js'] } } },
          { name: 'cartService', assets: { js: { sync: ['456.b2c3d4e5f6.js'] } } },
        ],
      }),
    );
    fs.writeFileSync(path.join(root, r, 'dist', '123.a1b2c3d4e5.js'), 'chunk');
  }
  return { frontendRoot: root, remotesFile: path.join(dir, 'remotes.json') };
}
