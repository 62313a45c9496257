import fs from 'node:fs';
import path from 'node:path';
import { get, startServer, withFrontend, type TestServer } from './helpers';

// The store server's /healthz and /readyz (src/ops/probes.ts): its bundles on disk, its pages
// warm, the commerce API reached. The API's own probes are api/test/probes.test.ts's.

let fe: TestServer;
let root: string;
beforeAll(async () => {
  // The locked store is this server's default: its pages and API want the access code.
  fe = await startServer({ defaultStore: 'locked' }, (dir) => {
    const f = withFrontend(dir);
    root = f.frontendRoot;
    return f;
  });
});
afterAll(() => fe.close());

const probeHeaders = (h: Headers) => {
  expect(h.get('cache-control')).toBe('no-store');
  expect(h.get('content-type')).toMatch(/^application\/json/);
};

test('probes answer a locked store host without the access code', async () => {
  const host = { host: 'locked.shop.example' };
  // Forwarded to the API, which wants the code (and has now answered this server).
  expect((await get(fe.base, '/api/backend/v1/stores?slug=locked', host)).status).toBe(401);
  const live = await get(fe.base, '/healthz', host);
  expect(live.status).toBe(200);
  probeHeaders(live.headers);
  const ready = await get(fe.base, '/readyz', host);
  expect(ready.status).toBe(200);
  // No server build here: nothing to warm (warmPages.ts), so the pages are ready at once.
  expect(ready.body.checks).toEqual({ bundles: 'ok', api: 'ok', pages: 'ok' });
  probeHeaders(ready.headers);
});

test('a missing bundle: /readyz 503 naming the file', async () => {
  const index = path.join(root, 'shell', 'dist', 'index.html');
  const manifest = path.join(root, 'mf-cart', 'dist', 'mf-manifest.json');
  fs.renameSync(index, `${index}.away`);
  fs.renameSync(manifest, `${manifest}.away`);
  try {
    const r = await get(fe.base, '/readyz');
    expect(r.status).toBe(503);
    expect(r.body.checks.bundles).toBe(
      'missing: shell/dist/index.html, mf-cart/dist/mf-manifest.json',
    );
  } finally {
    fs.renameSync(`${index}.away`, index);
    fs.renameSync(`${manifest}.away`, manifest);
  }
  expect((await get(fe.base, '/readyz')).status).toBe(200);
});
