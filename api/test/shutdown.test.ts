import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import { gracefulShutdown } from '@store/shared/node/shutdown';
import { buildApiInto, freePort, TEST_DATABASE_URL, TEST_PREVIEW_SECRET } from './helpers';

// Graceful shutdown (shared/node/shutdown.ts): readiness 503 at once, no new connections, requests
// in flight finish, then the app closes. In process, and as `node main.js` receiving SIGTERM.

const API_ROOT = path.join(__dirname, '..');

/** One database for the apps of these tests: migrated and seeded by the first, found ready after. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-shutdown-'));
const schema = TEST_DATABASE_URL ? `t_${process.pid}_shutdown_${Date.now().toString(36)}` : null;

afterAll(async () => {
  // The apps have closed their databases by now: the schema goes over a connection of ours.
  if (schema && TEST_DATABASE_URL) {
    const admin = await openDatabase({ dbPath: '', databaseUrl: TEST_DATABASE_URL });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** startServer's app (helpers.ts), with a slow route added before it listens. */
async function slowApp() {
  const app = await buildApp({
    dbPath: path.join(dir, 'test.db'),
    ...(schema ? { databaseUrl: TEST_DATABASE_URL, dbSchema: schema } : {}),
    previewSecret: TEST_PREVIEW_SECRET,
  });
  let entered!: () => void;
  /** Resolves when the slow route's handler has begun: the request is then in flight. */
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  app.get('/slow', async () => {
    entered();
    await sleep(500);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return { app, port: typeof addr === 'object' && addr ? addr.port : 0, inFlight };
}

/** A raw HTTP exchange: `received()` is what came back so far, `text` all of it once closed. */
function rawSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let got = '';
  const text = new Promise<string>((resolve, reject) => {
    socket.on('data', (d) => (got += d.toString('utf8')));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
  });
  return { socket, text, received: () => got };
}

/** Polls until `ready()` holds (or the time is up: the assertion after it then says what failed). */
async function until(ready: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !ready() && Date.now() < end;) await sleep(20);
}

/** Until the process at `base` answers its liveness probe (20 s at most). */
async function untilUp(base: string): Promise<void> {
  for (const by = Date.now() + 20_000; Date.now() < by; await sleep(100)) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
  }
}

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });

/** A GET over a keep-alive agent; resolves with the status once the body is read. */
const keepAliveGet = (agent: http.Agent, port: number, url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('in process', () => {
  let s: Awaited<ReturnType<typeof slowApp>>;
  beforeEach(async () => {
    s = await slowApp();
  });

  test('readiness 503 at once, new connections refused, the request in flight finishes', async () => {
    const { app, port } = s;
    // An idle keep-alive connection must not hold the close for its 72 s timeout.
    const agent = new http.Agent({ keepAlive: true });
    expect(await keepAliveGet(agent, port, '/healthz')).toBe(200);
    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    // A probe already on its way when the shutdown starts (its headers not yet complete).
    const probe = rawSocket(port);
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await s.inFlight;
    await sleep(50); // the probe's first bytes have arrived too

    const started = Date.now();
    let resolved = false;
    const done = gracefulShutdown(app, app.readiness, 5000).then(() => {
      resolved = true;
    });
    expect(app.readiness.shuttingDown).toBe(true);
    await sleep(100);
    expect(await accepts(port)).toBe(false);
    probe.socket.write('\r\n');
    expect(await probe.text).toMatch(/^HTTP\/1\.1 503 /);
    expect(resolved).toBe(false);

    expect(await slow).toEqual({ status: 200, body: { ok: true } });
    await done;
    // Drained as soon as the slow request was answered: no keep-alive timeout waited out.
    expect(Date.now() - started).toBeLessThan(2000);
    // The app's onClose hooks ran: its database is closed.
    await expect(app.db.get('SELECT 1')).rejects.toBeDefined();
    agent.destroy();
  });

  test('a request outlasting the grace is cut, and the shutdown still resolves', async () => {
    const { app, port } = s;
    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(
      (r) => r.status,
      () => 'cut',
    );
    await s.inFlight;
    const started = Date.now();
    await gracefulShutdown(app, app.readiness, 150);
    expect(Date.now() - started).toBeLessThan(450);
    expect(await slow).toBe('cut');
    await sleep(500); // the handler's own wait ends before the database goes
  });
});

describe('node main.js', () => {
  const build = path.join(API_ROOT, `dist-shutdown-test-${process.pid}`);
  let dataDir: string;
  beforeAll(() => {
    // The process runs the compiled API, built here from the current source.
    buildApiInto(path.basename(build));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-shutdown-process-'));
  }, 60_000);
  afterAll(() => {
    fs.rmSync(build, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('SIGTERM: the request in flight is answered 200, then the process exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(build, 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DB_PATH: path.join(dataDir, 'store.db'),
        SHUTDOWN_GRACE_MS: '5000',
        // The process is on SQLite whatever the suite runs on: the shutdown is the engine's same.
        DATABASE_URL: '',
        LOG_LEVEL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilUp(base);
      // A request in flight: the server has its headers (it said `100 Continue`), its body comes
      // after the SIGTERM.
      const body = JSON.stringify({ campaign_id: 'spring-sale' });
      const req = rawSocket(port);
      req.socket.write(
        'POST /api/tracking/tracking/viewed_campaign HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nExpect: 100-continue\r\n' +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      await until(() => req.received().includes('100 Continue'));
      expect(req.received()).toMatch(/^HTTP\/1\.1 100 Continue/);
      child.kill('SIGTERM');
      await until(() => out.includes('SIGTERM'));
      await sleep(100);
      expect(await accepts(port)).toBe(false);
      req.socket.write(body);
      const answer = await req.text;
      expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 200 /);
      expect(answer).toContain('{"success":true}');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  test('`npm run start:api` is the reference API alone: no page, no bundle', async () => {
    const port = await freePort();
    // A built front end beside it, named as the store server reads it: the API serves none of it
    // (pages and bundles are the store server's, server/).
    const frontend = path.join(dataDir, 'frontend');
    fs.mkdirSync(path.join(frontend, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(frontend, 'shell', 'dist', 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(frontend, 'shell', 'dist', 'main.js'), 'console.log(1)');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_PATH: path.join(dataDir, 'alone.db'),
      DATABASE_URL: '',
      LOG_LEVEL: '',
      FRONTEND_ROOT: frontend,
    };
    const child = spawn(process.execPath, [path.join(build, 'main.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilUp(base);
      const store = await fetch(`${base}/api/backend/v1/stores?slug=demo`);
      expect(store.status).toBe(200);
      expect(((await store.json()) as { slug: string }).slug).toBe('demo');
      // Ready on its own checks only: it serves no bundle and writes no page.
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(Object.keys(((await ready.json()) as { checks: object }).checks).sort()).toEqual([
        'database',
        'migrations',
      ]);
      const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await fetch(`${base}/main.js`)).status).toBe(404);
      expect((await fetch(`${base}/config.json`)).status).toBe(404);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
