import { Writable } from 'node:stream';
import { get, startServer, type TestServer } from './helpers';

// /healthz and /readyz as a load balancer or orchestrator sees them (ops/probes.ts).

let s: TestServer;
/** The server's log at info, as an operator runs it. */
let log = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  s = await startServer({ logger: { level: 'info', stream } });
});
afterAll(() => s.close());
afterEach(() => jest.restoreAllMocks());

const probeHeaders = (h: Headers) => {
  expect(h.get('cache-control')).toBe('no-store');
  expect(h.get('content-type')).toMatch(/^application\/json/);
};

test('GET /healthz: 200 {status:"ok"}, never cached', async () => {
  const r = await get(s.base, '/healthz');
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ status: 'ok' });
  probeHeaders(r.headers);
  expect((await fetch(`${s.base}/healthz`, { method: 'HEAD' })).status).toBe(200);
});

test('GET /readyz: 200 with each check ok (the API serves no bundle: no bundles check)', async () => {
  const r = await get(s.base, '/readyz');
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  probeHeaders(r.headers);
});

test('a database that is gone: /readyz 503 naming the database, /healthz still 200', async () => {
  // This server's queries go through a connection that has been closed: the engine's own error.
  const gone = await s.connectAgain();
  await gone.close();
  jest.spyOn(s.app.db, 'get').mockImplementation((sql, params) => gone.get(sql, params));
  const r = await get(s.base, '/readyz');
  expect(r.status).toBe(503);
  expect(r.body.status).toBe('unavailable');
  expect(r.body.checks.database).not.toBe('ok');
  expect(r.body.checks.migrations).toBe('not checked: no database');
  probeHeaders(r.headers);
  expect((await get(s.base, '/healthz')).status).toBe(200);
});

test('a database that does not answer: /readyz 503 within its timeout, not a hang', async () => {
  jest.spyOn(s.app.db, 'get').mockImplementation(() => new Promise(() => undefined));
  const started = Date.now();
  const r = await get(s.base, '/readyz');
  expect(r.status).toBe(503);
  expect(r.body.checks.database).toBe('no answer within 2000 ms');
  expect(Date.now() - started).toBeLessThan(4000);
});

test('a migration not applied: /readyz 503 naming it', async () => {
  const last = (await s.app.db.get<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
  ))!;
  const at = await s.app.db.get<{ applied_at: string }>(
    'SELECT applied_at FROM schema_migrations WHERE name = ?',
    [last.name],
  );
  await s.app.db.run('DELETE FROM schema_migrations WHERE name = ?', [last.name]);
  try {
    const r = await get(s.base, '/readyz');
    expect(r.status).toBe(503);
    expect(r.body.checks).toEqual({ database: 'ok', migrations: `1 not applied (${last.name})` });
  } finally {
    await s.app.db.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [
      last.name,
      at!.applied_at,
    ]);
  }
  expect((await get(s.base, '/readyz')).status).toBe(200);
});

test('shutting down: /readyz 503 at once, naming the shutdown', async () => {
  s.app.readiness.shuttingDown = true;
  try {
    const r = await get(s.base, '/readyz');
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      status: 'unavailable',
      checks: { shutdown: 'the server is shutting down' },
    });
    probeHeaders(r.headers);
  } finally {
    s.app.readiness.shuttingDown = false;
  }
});

test('probes are not in the info log; a failing readiness is, at warn', async () => {
  log = '';
  await get(s.base, '/healthz');
  await get(s.base, '/readyz');
  await get(s.base, '/api/backend/v1/stores?slug=demo');
  const lines = log
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines.map((l) => l.path)).toEqual(['/api/backend/v1/stores']);

  log = '';
  jest.spyOn(s.app.db, 'get').mockRejectedValue(Object.assign(new Error('gone'), { code: 'X1' }));
  const r = await get(s.base, '/readyz');
  expect(r.body.checks.database).toBe('failed (X1)');
  const warned = log
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(warned).toEqual([
    expect.objectContaining({ level: 40, msg: 'not ready', checks: r.body.checks }),
  ]);
});

test('probes are never rate-limited: 200 quick requests all answer 200', async () => {
  for (const url of ['/healthz', '/readyz']) {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => fetch(s.base + url).then((r) => r.status)),
    );
    expect(answers.filter((code) => code !== 200)).toEqual([]);
  }
});
