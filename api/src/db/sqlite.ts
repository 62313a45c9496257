import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db, SqlParam } from './index';
import { DatabaseUnavailableError } from './unavailable';

/** How long a statement waits for another request's transaction (SQLite's busy_timeout, too). */
const LOCK_WAIT_MS = 5000;

/**
 * The embedded engine: better-sqlite3, whose calls finish at once (a local file, microseconds),
 * behind the same asynchronous interface as PostgreSQL.
 *
 * One connection serves the process, so a transaction that awaits between statements must keep
 * other requests' statements out of it: while one is open, statements outside it queue until it
 * ends (past LOCK_WAIT_MS they fail as a conflict, a 503, as a busy file would). Only `t` — the
 * handle a transaction's callback gets — runs inside it.
 */
export function openSqlite(dbPath: string): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const sqlite = new Database(dbPath);
  // Driver-level settings (SQLite only; not part of the portable schema).
  if (dbPath !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);

  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let st = cache.get(sql);
    if (!st) {
      st = sqlite.prepare(sql);
      cache.set(sql, st);
    }
    return st;
  };

  /** Settles when the open transaction ends; null when none is open (the fast path). */
  let open: Promise<void> | null = null;
  /** Waits until no transaction is open. The caller acts in the same tick as its last check. */
  const waitForTurn = async (): Promise<void> => {
    const deadline = Date.now() + LOCK_WAIT_MS;
    while (open) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new DatabaseUnavailableError('waited too long for a transaction', 'conflict');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        open,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]);
      clearTimeout(timer);
    }
  };
  const outside = async <T>(work: () => T): Promise<T> => {
    while (open) await waitForTurn();
    return work();
  };

  const statements = (run: <T>(work: () => T) => Promise<T>) => ({
    all: <T>(sql: string, params: SqlParam[] = []) => run(() => prepare(sql).all(...params) as T[]),
    get: <T>(sql: string, params: SqlParam[] = []) =>
      run(() => prepare(sql).get(...params) as T | undefined),
    run: (sql: string, params: SqlParam[] = []) =>
      run(() => ({ changes: prepare(sql).run(...params).changes })),
    exec: (script: string) =>
      run(() => {
        sqlite.exec(script);
      }),
  });

  const changes = changeCounter(() => prepare('PRAGMA data_version').pluck().get() as number);

  const inside = async <T>(work: () => T): Promise<T> => work();
  const transaction: Db = {
    dialect: 'sqlite',
    ...statements(inside),
    tx: (fn) => fn(transaction),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };

  const reads = statements(outside);
  const writesOutside = statements(changes.counted(outside));
  return {
    dialect: 'sqlite',
    all: reads.all,
    get: reads.get,
    run: writesOutside.run,
    exec: writesOutside.exec,
    changeCount: changes.count,
    tx: async <T>(fn: (t: Db) => Promise<T>): Promise<T> => {
      while (open) await waitForTurn();
      let end!: () => void;
      open = new Promise<void>((resolve) => {
        end = resolve;
      });
      try {
        sqlite.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(transaction);
          sqlite.exec('COMMIT');
          changes.wrote();
          return result;
        } catch (e) {
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
          throw e;
        }
      } finally {
        open = null;
        end();
      }
    },
    close: async () => {
      sqlite.close();
    },
  };
}

/**
 * Db.changeCount on SQLite: this process's own writes (PRAGMA data_version counts only other
 * connections' commits) plus that pragma, read once per turn of the event loop: it costs what a
 * small query does, and the requests of one turn may as well have run at its start.
 */
function changeCounter(readDataVersion: () => number) {
  let writes = 0;
  let turnDataVersion: number | null = null;
  const dataVersion = (): number => {
    if (turnDataVersion === null) {
      turnDataVersion = readDataVersion();
      setImmediate(() => {
        turnDataVersion = null;
      }).unref();
    }
    return turnDataVersion;
  };
  const wrote = (): void => {
    writes++;
  };
  return {
    count: (): number => writes + dataVersion(),
    wrote,
    /** `run`, counting each statement it runs as a write. */
    counted:
      (run: <T>(work: () => T) => Promise<T>) =>
      <T>(work: () => T): Promise<T> =>
        run(() => {
          const result = work();
          wrote();
          return result;
        }),
  };
}
