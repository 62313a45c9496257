import { openDatabase, type Db } from '../src/db';
import { DatabaseUnavailableError, databaseUnavailableAnswer } from '../src/db/unavailable';
import { toErrorResponse } from '@store/shared/node/errors';
import { tcpProxy } from '../src/bench/proxies';
import { createScratchDatabase, type ScratchDatabase } from './scratchDatabase';

// What one API process's connection does when PostgreSQL goes away under it (a restart, a
// failover, an operator ending sessions): reads carry on over a new connection, writes and
// transactions fail as "unavailable" (a 503) and are never half-applied or repeated.

let scratch: ScratchDatabase;
const opened: Db[] = [];

const open = async (statementTimeoutMs?: number) => {
  const db = await openDatabase({
    dbPath: '',
    databaseUrl: scratch.url,
    ...(statementTimeoutMs ? { statementTimeoutMs } : {}),
  });
  opened.push(db);
  return db;
};
const pidOf = async (db: Db) =>
  (await db.get<{ pid: number }>('SELECT pg_backend_pid() AS pid'))!.pid;
const terminate = async (db: Db) =>
  scratch.admin.get('SELECT pg_terminate_backend(?) AS done', [await pidOf(db)] as number[]);
const allowConnections = (allow: boolean) => scratch.allowConnections(allow);

beforeAll(async () => {
  scratch = await createScratchDatabase('conn');
  const setup = await open();
  await setup.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});

afterAll(async () => {
  for (const db of opened) await db.close();
  await scratch?.drop();
});

test('a read after the connection was ended is answered over a new connection', async () => {
  const db = await open();
  const before = await pidOf(db);
  await terminate(db);
  expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
  expect(await pidOf(db)).not.toBe(before);
});

test('a write whose connection is cut mid-statement fails as unavailable and is not repeated', async () => {
  // Through a proxy, so the network can be cut while the statement runs: whether it committed is
  // then unknown to the client, so it must not be sent again.
  const url = new URL(scratch.url);
  const proxy = await tcpProxy([{ host: url.hostname, port: Number(url.port || 5432) }]);
  url.host = `127.0.0.1:${proxy.port}`;
  const db = await openDatabase({ dbPath: '', databaseUrl: url.href });
  opened.push(db);
  try {
    const write = db.run("INSERT INTO notes (id, body) SELECT 1, 'cut' FROM pg_sleep(0.3)");
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.cut();
    let error: unknown;
    try {
      await write;
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).reason).toBe('connection');
    expect(toErrorResponse(error, databaseUnavailableAnswer).status).toBe(503);
    // Whether the server finished the statement is its business; the client did not send it
    // again, so there is at most the one row, and the next statement gets a new connection.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await db.all("SELECT id FROM notes WHERE body = 'cut'")).length).toBeLessThanOrEqual(1);
  } finally {
    await proxy.close();
  }
});

test('a write whose session the server ends was never applied: it is sent again and lands once', async () => {
  const db = await open();
  const write = db.run("INSERT INTO notes (id, body) SELECT 3, 'ended' FROM pg_sleep(0.5)");
  let pid: number | undefined;
  for (let i = 0; i < 50 && !pid; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    pid = (
      await scratch.admin.get<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE query LIKE '%''ended''%' AND pid <> pg_backend_pid()",
      )
    )?.pid;
  }
  expect(pid).toBeDefined();
  await scratch.admin.get('SELECT pg_terminate_backend(?)', [pid!]);
  expect(await write).toEqual({ changes: 1 });
  expect(await db.all('SELECT body FROM notes WHERE id = 3')).toEqual([{ body: 'ended' }]);
});

test('idle pooled connections ended by the server are replaced: the next read and write succeed', async () => {
  const db = await open();
  await terminate(db);
  expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
  await db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [2, 'after an idle loss']);
  expect(await db.get('SELECT body FROM notes WHERE id = 2')).toEqual({
    body: 'after an idle loss',
  });
});

test('a transaction whose connection is ended midway applies nothing and runs no further statement', async () => {
  const db = await open();
  let after = 0;
  await expect(
    db.tx(async (t) => {
      await t.run('INSERT INTO notes (id, body) VALUES (?, ?)', [10, 'first half']);
      await terminate(t);
      try {
        await t.run('INSERT INTO notes (id, body) VALUES (?, ?)', [11, 'second half']);
      } catch {
        // Code that swallows an error inside a transaction must not go on autocommitted.
      }
      await t.run('INSERT INTO notes (id, body) VALUES (?, ?)', [12, 'after the loss']);
      after++;
    }),
  ).rejects.toThrow(DatabaseUnavailableError);
  expect(after).toBe(0);
  expect(await db.all('SELECT id FROM notes WHERE id >= 10')).toEqual([]);
  expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
});

test('while PostgreSQL refuses connections every statement fails as unavailable; it recovers once they are accepted', async () => {
  const db = await open();
  const pid = await pidOf(db);
  await allowConnections(false);
  try {
    await scratch.admin.get('SELECT pg_terminate_backend(?)', [pid]);
    for (const attempt of [
      () => db.get('SELECT 1 AS one'),
      () => db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [20, 'refused']),
    ]) {
      await expect(attempt()).rejects.toThrow(DatabaseUnavailableError);
    }
  } finally {
    await allowConnections(true);
  }
  expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
  expect(await db.get('SELECT body FROM notes WHERE id = 20')).toBeUndefined();
});

test('a statement past statement_timeout fails as unavailable (timeout) and the connection stays usable', async () => {
  const db = await open(100);
  let error: unknown;
  try {
    await db.get('SELECT pg_sleep(1)');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  expect((error as DatabaseUnavailableError).reason).toBe('timeout');
  expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
});

test('an ordinary SQL error is not "unavailable": it stays a 500 with the cause logged', async () => {
  const db = await open();
  let error: unknown;
  try {
    await db.get('SELECT no_such_column FROM notes');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
  expect(toErrorResponse(error).status).toBe(500);
});

test('each session plans for a catalog in memory: index scans for a page’s IN lists, not whole tables', async () => {
  const db = await open();
  // Every connection of the pool, not only the first: each is opened with the setting.
  const costs = await Promise.all(
    [1, 2, 3].map(() => db.get<{ random_page_cost: string }>('SHOW random_page_cost')),
  );
  expect(costs.map((c) => c?.random_page_cost)).toEqual(['1.1', '1.1', '1.1']);
  // The server's own default is untouched for everyone else.
  expect(
    (
      await scratch.admin.get<{ setting: string }>(
        "SELECT boot_val AS setting FROM pg_settings WHERE name = 'random_page_cost'",
      )
    )?.setting,
  ).toBe('4');
});
