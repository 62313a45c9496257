import { openSqlite } from './sqlite';

/** A bound parameter: the only way values reach SQL (no string-built SQL). */
export type SqlParam = string | number | null;

/**
 * The query layer every repository uses, on either engine. Statements use `?` placeholders and
 * portable SQL (PostgreSQL's driver translates `?` to `$n`). Every call is asynchronous: on
 * PostgreSQL a query waits on the network without holding the process (a pool of connections
 * answers many requests at once); on SQLite the answer is ready at once.
 */
export interface Db {
  /** Which engine answers: the SQL is shared, the migrations have a twin per engine. */
  readonly dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: SqlParam[]): Promise<T[]>;
  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined>;
  run(sql: string, params?: SqlParam[]): Promise<{ changes: number }>;
  exec(sqlScript: string): Promise<void>;
  /**
   * Runs fn in one transaction on one connection, handed to fn as `t`: every statement of the
   * transaction goes through `t` (the outer Db would take another connection, or on SQLite wait
   * for this transaction to end). Commits when fn resolves, rolls back when it throws. `t.tx`
   * joins the transaction it is in.
   */
  tx<T>(fn: (t: Db) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: calls `onChange` for every NOTIFY on the channel, over a connection of its
   * own; `onConnection(false)` when that connection is lost (it reconnects by itself, then
   * `onConnection(true)`). Returns the unsubscribe. SQLite has one process and no notifications.
   */
  listen?(channel: string, handlers: ListenHandlers): () => Promise<void>;
  /**
   * PostgreSQL only: how many writes this process has made through the Db (statements outside a
   * transaction that are not reads, and committed transactions). A process's own write is seen by
   * its next read at once, without waiting for the notification.
   */
  writeCount?(): number;
  /**
   * SQLite only: a number that changes whenever the database may have changed, from this
   * process (its writes) or any other connection (PRAGMA data_version counts their commits). A
   * value read while it stays the same is still exact, without reading it again.
   */
  changeCount?(): number;
  /** Connections in use, idle and waiting (PostgreSQL's pool; SQLite has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface ListenHandlers {
  onChange(payload: string): void;
  onConnection(connected: boolean): void;
}

export { openSqlite as openDb };

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
  /** PostgreSQL only: pool size, wait for a free connection, connection lifetime (api/README.md). */
  pool?: { max?: number; waitMs?: number; lifetimeSeconds?: number };
}

/** PostgreSQL when a postgres:// URL is given, else the SQLite file. */
export async function openDatabase(opts: DatabaseOptions): Promise<Db> {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    // Loaded only when asked for: a SQLite deployment never loads the PostgreSQL driver.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { openPostgres } = require('./postgres') as typeof import('./postgres');
    return openPostgres(opts.databaseUrl, {
      ...(opts.schema ? { schema: opts.schema } : {}),
      ...(opts.statementTimeoutMs ? { statementTimeoutMs: opts.statementTimeoutMs } : {}),
      ...(opts.pool ? { pool: opts.pool } : {}),
    });
  }
  return openSqlite(opts.dbPath);
}
