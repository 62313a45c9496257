import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductsPage, SubmitResult } from '@store/shared/src/types';
import { openDatabase, type Db } from '../src/db';
import { REFUNDED_NOTE } from '../src/payments/refunds';
import { buildApiInto, call, flagship, freePort, payWith, readyCheckout } from '../test/helpers';
import { createScratchDatabase, type ScratchDatabase } from './scratchDatabase';

// Several API processes on one PostgreSQL database, as behind a load balancer (api/README.md,
// *Scaling out*): inventory, the one-order-per-checkout rule, refunds and the page caches must
// hold across processes, where no in-process lock can help. Run by `npm run test:pg`.

const PROCESSES = 3;
const API_ROOT = path.join(__dirname, '..');
const BUILD = path.join(API_ROOT, `dist-pg-test-${process.pid}`);
const SUBMIT = '/api/checkout/v1/checkout/submit';

let scratch: ScratchDatabase;
let db: Db;
let dataDir: string;
const children: ChildProcess[] = [];
const bases: string[] = [];

async function startProcess(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(BUILD, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: scratch.url,
      // Shorter than seeding takes, so the processes waiting on the start-up lock outlast it.
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      // Same folder for all: one server secret, as processes of one deployment share it.
      DB_PATH: path.join(dataDir, 'store.db'),
    },
    // Each process's JSON log kept apart: a failed answer is told with the error it logged.
    stdio: ['ignore', fs.openSync(path.join(dataDir, `api-${port}.log`), 'a'), 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const up = await fetch(`${base}/api/backend/v1/stores/products?slug=demo&per=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return base;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API process on ${port} did not start`);
}

/** A failed answer with what its process logged of it (the request id is on both). */
function loggedFailure(body: unknown): string {
  const id = /"requestId":"([^"]+)"/.exec(JSON.stringify(body))?.[1];
  const logs = fs.readdirSync(dataDir).filter((f) => f.startsWith('api-'));
  const lines = logs.flatMap((f) => fs.readFileSync(path.join(dataDir, f), 'utf8').split('\n'));
  const logged = id ? lines.filter((l) => l.includes(id) && l.includes('"err"')) : [];
  return `${JSON.stringify(body)} ${logged.join(' ')}`;
}

beforeAll(async () => {
  scratch = await createScratchDatabase('race');
  // The processes run the compiled API, built here from the current source.
  buildApiInto(path.basename(BUILD));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-processes-'));
  // All boot at once on the empty database: the start-up lock lets one migrate and seed.
  bases.push(...(await Promise.all(Array.from({ length: PROCESSES }, startProcess))));
  db = await openDatabase({ dbPath: '', databaseUrl: scratch.url });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) =>
          c.exitCode !== null ? resolve() : (c.once('exit', () => resolve()), c.kill('SIGTERM')),
        ),
    ),
  );
  fs.rmSync(BUILD, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

/** The process serving request i: round robin, as a load balancer would. */
const baseFor = (i: number) => bases[i % bases.length]!;

async function paidCheckout(i: number, sku: string) {
  const c = await readyCheckout(baseFor(i), [{ sku, quantity: 1 }]);
  // Paid through another process than the one that created it.
  const { payment } = await payWith(baseFor(i + 1), c.id, '4242 4242 4242 4242');
  if (payment?.status !== 201) throw new Error(`payment failed: ${JSON.stringify(payment?.body)}`);
  return {
    checkoutId: c.id as string,
    submitBody: {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: payment.body.paymentToken,
      paymentId: payment.body.paymentId,
      platform: 'stripe',
      returnUrl: 'http://localhost/thankyou',
    },
  };
}

async function pool<T, R>(items: T[], limit: number, fn: (t: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

const count = async (sql: string, params: string[] = []) =>
  (await db.get<{ n: number }>(sql, params))!.n;

test('processes booting together migrated and seeded the database once', async () => {
  expect(await count('SELECT COUNT(*) AS n FROM schema_migrations')).toBe(
    fs.readdirSync(path.join(API_ROOT, 'src', 'db', 'migrations-pg')).length,
  );
  expect(await count("SELECT COUNT(*) AS n FROM stores WHERE slug = 'demo'")).toBe(1);
});

test(`200 concurrent checkouts + payments for the last 10 units over ${PROCESSES} processes → 10 orders, 190 refunds`, async () => {
  const f = await flagship(bases[0]!);
  const colorId = f.colour('White').variationId as string;
  await db.run('UPDATE inventory SET quantity = 10 WHERE variation_id = ? AND size_id = ?', [
    colorId,
    'l',
  ]);
  const ready = await pool(
    Array.from({ length: 200 }, () => f.sku('White', 'l')),
    12,
    (sku, i) => paidCheckout(i, sku),
  );

  const results = await Promise.all(
    ready.map((r, i) => call<SubmitResult>(baseFor(i + 2), 'POST', SUBMIT, r.submitBody)),
  );
  // Every submit is answered (a failure says which and why, from the process's log).
  expect(results.filter((r) => r.status !== 200).map((r) => loggedFailure(r.body))).toEqual([]);
  const ok = results.filter((r) => r.body.state === 'success');
  const failed = results.filter((r) => r.body.state === 'failure');
  expect(ok).toHaveLength(10);
  expect(failed).toHaveLength(190);
  for (const r of failed)
    expect(r.body).toMatchObject({
      displayMessage: `Some items in your order are no longer available. ${REFUNDED_NOTE}`,
    });

  const ids = ready.map((r) => r.checkoutId);
  const marks = ids.map(() => '?').join(', ');
  expect(
    (await db.get<{ quantity: number }>(
      'SELECT quantity FROM inventory WHERE variation_id = ? AND size_id = ?',
      [colorId, 'l'],
    ))!.quantity,
  ).toBe(0);
  expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE checkout_id IN (${marks})`, ids)).toBe(
    10,
  );
  expect(
    await count(
      `SELECT COUNT(*) AS n FROM payments WHERE state = 'refunded' AND checkout_id IN (${marks})`,
      ids,
    ),
  ).toBe(190);
  expect(
    await count(
      `SELECT COUNT(*) AS n FROM payments WHERE state = 'succeeded' AND checkout_id IN (${marks})`,
      ids,
    ),
  ).toBe(10);
}, 240_000);

test(`20 concurrent submits of one checkout spread over ${PROCESSES} processes → one order, one charge`, async () => {
  const f = await flagship(bases[0]!);
  const { checkoutId, submitBody } = await paidCheckout(0, f.sku('Black', 'm'));
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call<SubmitResult>(baseFor(i), 'POST', SUBMIT, submitBody),
    ),
  );
  // Every submit answers the one order: none fails, none makes a second.
  expect(results.map((r) => `${r.status} ${r.body.state}`)).toEqual(
    Array.from({ length: 20 }, () => '200 success'),
  );
  expect(new Set(results.map((r) => r.body.orderLookupNumber)).size).toBe(1);
  expect(await count('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?', [checkoutId])).toBe(
    1,
  );
  expect(
    await count(
      "SELECT COUNT(*) AS n FROM payments WHERE state = 'succeeded' AND checkout_id = ?",
      [checkoutId],
    ),
  ).toBe(1);
  expect(
    await count("SELECT COUNT(*) AS n FROM payments WHERE state = 'refunded' AND checkout_id = ?", [
      checkoutId,
    ]),
  ).toBe(0);
}, 60_000);

test(`20 concurrent submits of one sold-out checkout over ${PROCESSES} processes → one refund`, async () => {
  const f = await flagship(bases[0]!);
  const colorId = f.colour('Black').variationId as string;
  await db.run('UPDATE inventory SET quantity = 1 WHERE variation_id = ? AND size_id = ?', [
    colorId,
    's',
  ]);
  const winner = await paidCheckout(0, f.sku('Black', 's'));
  const loser = await paidCheckout(1, f.sku('Black', 's'));
  expect((await call<SubmitResult>(bases[0]!, 'POST', SUBMIT, winner.submitBody)).body.state).toBe(
    'success',
  );
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call<SubmitResult>(baseFor(i), 'POST', SUBMIT, loser.submitBody),
    ),
  );
  expect(results.map((r) => `${r.status} ${r.body.state}`)).toEqual(
    Array.from({ length: 20 }, () => '200 failure'),
  );
  // Only the submit that claimed the payment refunded it, so only that answer says so.
  expect(results.filter((r) => r.body.displayMessage?.endsWith(REFUNDED_NOTE))).toHaveLength(1);
  expect(
    await db.all<{ state: string }>('SELECT state FROM payments WHERE checkout_id = ?', [
      loser.checkoutId,
    ]),
  ).toEqual([{ state: 'refunded' }]);
  expect(
    await count('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?', [loser.checkoutId]),
  ).toBe(0);
}, 60_000);

/** Polls until `read()` answers `want` on every process; the time it took, at most `withinMs`. */
async function servedEverywhere<T>(
  read: (base: string) => Promise<T>,
  want: T,
  withinMs = 1000,
): Promise<number> {
  const started = Date.now();
  for (const base of bases) {
    for (;;) {
      if ((await read(base)) === want) break;
      if (Date.now() - started > withinMs)
        throw new Error(`${base} still serves ${String(await read(base))} after ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return Date.now() - started;
}

const listenSessions = async () =>
  (
    await db.all<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'store-api-listen'`,
    )
  ).map((r) => r.pid);

test('a price written by another connection is served by every process within 1 s, told by NOTIFY: page and search file', async () => {
  const page = '/api/backend/v1/stores/products?slug=demo&per=5';
  const priceOn = async (base: string) => {
    const res = await call<ProductsPage>(base, 'GET', page);
    return res.body.products[0]!.price;
  };
  // Every process follows the catalog over a connection of its own, not by a query per request.
  expect(await listenSessions()).toHaveLength(PROCESSES);
  // Every process has the page cached.
  for (const base of bases) expect(await priceOn(base)).toBe(24.99);
  for (const base of bases) expect(await priceOn(base)).toBe(24.99);
  const other = await openDatabase({ dbPath: '', databaseUrl: scratch.url });
  const setPrice = (cents: number) =>
    other.run(
      "UPDATE product_sizes SET price_cents = ? WHERE product_id = '5001' AND size_id = 's'",
      [cents],
    );
  // The search file (product JSON) of every process too.
  const filePriceOn = async (base: string) => {
    const res = await call<ProductsPage>(base, 'GET', '/api/backend/cache/products/demo.json');
    return res.body.products.find((p) => p.slug === 'tidepool-wave-tee')!.price;
  };
  for (const base of bases) expect(await filePriceOn(base)).toBe(24.99);
  try {
    await setPrice(1999);
    await servedEverywhere(priceOn, 19.99);
    await servedEverywhere(filePriceOn, 19.99);
  } finally {
    await setPrice(2499);
    await other.close();
  }
  await servedEverywhere(priceOn, 24.99);
});

test('a process that lost its notification connection reads the version per request until it is back', async () => {
  const page = '/api/backend/v1/stores/products?slug=demo&per=5';
  const titleOn = async (base: string) =>
    (await call<ProductsPage>(base, 'GET', page)).body.products[0]!.title;
  const before = await titleOn(bases[0]!);
  for (const base of bases) expect(await titleOn(base)).toBe(before);
  const setTitle = (title: string) =>
    db.run("UPDATE listings SET title = ? WHERE id = '1001'", [title]);

  // New sessions are refused, so the notification connections, once ended, cannot come back; the
  // pools' open connections keep serving.
  await scratch.allowConnections(false);
  try {
    for (const pid of await listenSessions()) await db.get('SELECT pg_terminate_backend(?)', [pid]);
    for (let i = 0; i < 50 && (await listenSessions()).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await listenSessions()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await setTitle(`${before} (lost)`);
    // No notification can arrive: the very next request of every process serves the change.
    for (const base of bases) expect(await titleOn(base)).toBe(`${before} (lost)`);
  } finally {
    await scratch.allowConnections(true);
  }
  // Back on notifications (reconnected within seconds), the next change arrives within 1 s.
  for (let i = 0; i < 100 && (await listenSessions()).length < PROCESSES; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await listenSessions()).toHaveLength(PROCESSES);
  await setTitle(before);
  await servedEverywhere(titleOn, before);
}, 30_000);

test('PostgreSQL ending every session: each process answers its next request; while it refuses connections each answers 503 and recovers after', async () => {
  const page = '/api/backend/v1/stores/products?slug=demo&per=5';
  /** Ends every session of the database but the one asking, whose pid it returns. */
  const endOtherSessions = async () =>
    (
      await db.get<{ pid: number }>(
        `SELECT pg_backend_pid() AS pid, count(pg_terminate_backend(pid)) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    )?.pid;
  /** Asked from the admin database, whose sessions the refusal does not touch. */
  const sessionsBut = async (asker: number | undefined) =>
    (
      await scratch.admin.all(
        `SELECT pid FROM pg_stat_activity WHERE datname = ? AND pid IS DISTINCT FROM ?`,
        [scratch.name, asker ?? null],
      )
    ).length;
  const { allowConnections } = scratch;

  await endOtherSessions();
  for (const base of bases) expect((await call(base, 'GET', page)).status).toBe(200);

  await allowConnections(false);
  try {
    const asker = await endOtherSessions();
    // pg_terminate_backend only signals: wait until the sessions are gone, then give each process
    // up to 2 s to hear its notification connection close. Until it does it may rightly answer
    // from its page cache, which notifications kept exact (the race CI once lost).
    for (let i = 0; i < 100 && (await sessionsBut(asker)) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sessionsBut(asker)).toBe(0);
    for (const base of bases) {
      let res = await fetch(`${base}${page}`);
      for (const until = Date.now() + 2000; res.status === 200 && Date.now() < until;) {
        await res.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 50));
        res = await fetch(`${base}${page}`);
      }
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        errors: [
          {
            status: 503,
            code: 'database_unavailable',
            detail: 'The store is busy right now. Please try again in a moment.',
            // Every 5xx carries its request id, for the operator's log.
            meta: { requestId: expect.any(String) },
          },
        ],
      });
    }
  } finally {
    await allowConnections(true);
  }
  for (const base of bases) expect((await call(base, 'GET', page)).status).toBe(200);
});
