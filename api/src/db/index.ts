import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A bound parameter: the only way values reach SQL (no string-built SQL). */
export type SqlParam = string | number | null;

/**
 * The thin query layer every repository uses. Statements use `?` placeholders and portable SQL,
 * so a PostgreSQL driver could implement the same interface (translating `?` to `$n`).
 */
export interface Db {
  /** Which engine answers: the SQL is shared, the migrations have a twin per engine. */
  readonly dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: SqlParam[]): T[];
  get<T>(sql: string, params?: SqlParam[]): T | undefined;
  run(sql: string, params?: SqlParam[]): { changes: number };
  /** Runs fn atomically; throws roll back. Nested calls join the outer transaction. */
  tx<T>(fn: () => T): T;
  exec(sqlScript: string): void;
  close(): void;
}

export function openDb(dbPath: string): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const sqlite = new Database(dbPath);
  // Driver-level settings (SQLite only; not part of the portable schema).
  if (dbPath !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let st = cache.get(sql);
    if (!st) {
      st = sqlite.prepare(sql);
      cache.set(sql, st);
    }
    return st;
  };

  return {
    dialect: 'sqlite',
    all: <T>(sql: string, params: SqlParam[] = []) => prepare(sql).all(...params) as T[],
    get: <T>(sql: string, params: SqlParam[] = []) => prepare(sql).get(...params) as T | undefined,
    run: (sql: string, params: SqlParam[] = []) => ({
      changes: prepare(sql).run(...params).changes,
    }),
    tx: <T>(fn: () => T): T => sqlite.transaction(fn)(),
    exec: (script: string) => sqlite.exec(script),
    close: () => sqlite.close(),
  };
}

/** Builds `?, ?, ?` for an IN list of n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

export interface DatabaseOptions {
  /** SQLite file (the embedded default). */
  dbPath: string;
  /** DATABASE_URL: postgres://… switches to PostgreSQL; unset keeps SQLite. */
  databaseUrl?: string;
  /** PostgreSQL only: the schema to use (tests give each server its own). */
  schema?: string;
  /** PostgreSQL only: statement_timeout in ms (default 5000). */
  statementTimeoutMs?: number;
}

/** PostgreSQL when a postgres:// URL is given, else the SQLite file. */
export function openDatabase(opts: DatabaseOptions): Db {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    // Loaded only when asked for: a SQLite deployment never touches libpq (pg-native is an
    // optional dependency, built only where libpq is installed).
    let postgres: typeof import('./postgres');
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      postgres = require('./postgres') as typeof import('./postgres');
    } catch (e) {
      throw new Error(
        'DATABASE_URL names PostgreSQL but its driver (pg-native over libpq) is not installed: install libpq-dev, then npm ci',
        { cause: e },
      );
    }
    const { openPostgres } = postgres;
    return openPostgres(opts.databaseUrl, {
      ...(opts.schema ? { schema: opts.schema } : {}),
      ...(opts.statementTimeoutMs ? { statementTimeoutMs: opts.statementTimeoutMs } : {}),
    });
  }
  return openDb(opts.dbPath);
}
