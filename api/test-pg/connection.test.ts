import { openDatabase, type Db } from '../src/db';
import { DatabaseUnavailableError } from '../src/db/unavailable';
import { toErrorResponse } from '../src/lib/errors';
import { createScratchDatabase, type ScratchDatabase } from './scratchDatabase';

// What one API process's connection does when PostgreSQL goes away under it (a restart, a
// failover, an operator ending sessions): reads carry on over a new connection, writes and
// transactions fail as "unavailable" (a 503) and are never half-applied or repeated.

let scratch: ScratchDatabase;
const opened: Db[] = [];

const open = (statementTimeoutMs?: number) => {
  const db = openDatabase({
    dbPath: '',
    databaseUrl: scratch.url,
    ...(statementTimeoutMs ? { statementTimeoutMs } : {}),
  });
  opened.push(db);
  return db;
};
const pidOf = (db: Db) => db.get<{ pid: number }>('SELECT pg_backend_pid() AS pid')!.pid;
const terminate = (db: Db) =>
  scratch.admin.get('SELECT pg_terminate_backend(?) AS done', [pidOf(db)] as number[]);
const allowConnections = (allow: boolean) => scratch.allowConnections(allow);

beforeAll(() => {
  scratch = createScratchDatabase('conn');
  const setup = open();
  setup.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});

afterAll(() => {
  for (const db of opened) db.close();
  scratch?.drop();
});

test('a read after the connection was ended is answered over a new connection', () => {
  const db = open();
  const before = pidOf(db);
  terminate(db);
  expect(db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
  expect(pidOf(db)).not.toBe(before);
});

test('a write after the connection was ended fails as unavailable, is not repeated, and the next statement reconnects', () => {
  const db = open();
  terminate(db);
  let error: unknown;
  try {
    db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [1, 'lost']);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  expect((error as DatabaseUnavailableError).reason).toBe('connection');
  expect(toErrorResponse(error).status).toBe(503);
  expect(db.get('SELECT body FROM notes WHERE id = 1')).toBeUndefined();
  db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [1, 'kept']);
  expect(db.get('SELECT body FROM notes WHERE id = 1')).toEqual({ body: 'kept' });
});

test('a transaction whose connection is ended midway applies nothing and runs no further statement', () => {
  const db = open();
  let after = 0;
  expect(() =>
    db.tx(() => {
      db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [10, 'first half']);
      terminate(db);
      try {
        db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [11, 'second half']);
      } catch {
        // Code that swallows an error inside a transaction must not go on autocommitted.
      }
      db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [12, 'after the loss']);
      after++;
    }),
  ).toThrow(DatabaseUnavailableError);
  expect(after).toBe(0);
  expect(db.all('SELECT id FROM notes WHERE id >= 10')).toEqual([]);
  expect(db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
});

test('while PostgreSQL refuses connections every statement fails as unavailable; it recovers once they are accepted', () => {
  const db = open();
  allowConnections(false);
  try {
    terminate(db);
    for (const attempt of [
      () => db.get('SELECT 1 AS one'),
      () => db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [20, 'refused']),
    ]) {
      expect(attempt).toThrow(DatabaseUnavailableError);
    }
  } finally {
    allowConnections(true);
  }
  expect(db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
  expect(db.get('SELECT body FROM notes WHERE id = 20')).toBeUndefined();
});

test('a statement past statement_timeout fails as unavailable (timeout) and the connection stays usable', () => {
  const db = open(100);
  let error: unknown;
  try {
    db.get('SELECT pg_sleep(1)');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  expect((error as DatabaseUnavailableError).reason).toBe('timeout');
  expect(db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
});

test('an ordinary SQL error is not "unavailable": it stays a 500 with the cause logged', () => {
  const db = open();
  let error: unknown;
  try {
    db.get('SELECT no_such_column FROM notes');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
  expect(toErrorResponse(error).status).toBe(500);
});
