import pg from 'pg';
import type { Db, SqlParam } from './index';
import { toPgPlaceholders } from './placeholders';
import { DatabaseUnavailableError } from './unavailable';
import { listen } from './pgListen';

/** int8 (COUNT, SUM, BIGINT columns) and numeric as JS numbers, as SQLite answers; every value fits. */
const AS_NUMBER = [pg.types.builtins.INT8, pg.types.builtins.NUMERIC];
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_NUMBER.includes(oid)
      ? Number
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The planner's default `random_page_cost` (4) prices an index probe as a disk seek, so with the
 * catalog in memory it scans whole tables for a page's `IN` lists: EXPLAIN ANALYZE of the five
 * reads of a 150-tile page, 20.4 ms of execution, every one a sequential scan; with 1.1 (the usual
 * figure for SSDs and cached data), index scans, 3.9 ms. Set for this API's sessions only.
 */

const PLANNER_COSTS = '-c random_page_cost=1.1';
export interface PostgresOptions {
  /** A schema of its own (created if missing) as the search path: one database, many test apps. */
  schema?: string;
  /** statement_timeout, ms (default 5000): a runaway query fails instead of holding a connection. */
  statementTimeoutMs?: number;
  pool?: {
    /** Connections per process (PG_POOL_SIZE, default 10). */
    max?: number;
    /** How long a query waits for a free connection before a 503 (PG_POOL_WAIT_MS, default 5000). */
    waitMs?: number;
    /** A connection is replaced after this many seconds (PG_CONNECTION_LIFETIME, default 1800). */
    lifetimeSeconds?: number;
  };
}

/** SQLSTATE classes that say the database, not the statement, failed (api/README.md). */
const UNAVAILABLE: [RegExp, DatabaseUnavailableError['reason']][] = [
  [/^08|^57P0[1-3]|^53300/, 'connection'], // connection lost or refused, server shutting down
  [/^57014/, 'timeout'], // statement_timeout
  [/^40001|^40P01/, 'conflict'], // serialization failure, deadlock
];

/**
 * Why a failed query failed, when the database is to blame: a SQLSTATE above, or no SQLSTATE at
 * all — the socket refused or dropped, or no pooled connection came free in time.
 */
function unavailableReason(e: unknown): DatabaseUnavailableError['reason'] | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
    return UNAVAILABLE.find(([pattern]) => pattern.test(code))?.[1];
  const message = e instanceof Error ? e.message : '';
  if (typeof code === 'string' && /^E[A-Z]+/.test(code)) return 'connection'; // ECONNREFUSED…
  if (/timeout exceeded when trying to connect/i.test(message)) return 'busy';
  if (/Connection terminated|connection.*(closed|ended)|not queryable/i.test(message))
    return 'connection';
  return undefined;
}

function toUnavailable(e: unknown): unknown {
  const reason = unavailableReason(e);
  if (!reason) return e;
  return new DatabaseUnavailableError(e instanceof Error ? e.message : String(e), reason, {
    cause: e,
  });
}

const isRead = (sql: string) => /^\s*select\b/i.test(sql);

/** No connection could be had: trying again at once would only wait again. */
const neverConnected = new WeakSet<Error>();

const lostConnection = (e: unknown) =>
  e instanceof DatabaseUnavailableError && e.reason === 'connection' && !neverConnected.has(e);

/** The statement cannot have been applied: never sent, or its session ended by the server. */
function notApplied(e: unknown): boolean {
  if (!lostConnection(e)) return false;
  const cause = (e as DatabaseUnavailableError).cause;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^57P0[1-3]$/.test(code)) return true;
  return cause instanceof Error && /not queryable/i.test(cause.message);
}

/** Creates the schema the pool's connections search (their options name it), before the pool. */
async function ensureSchema(connection: pg.ClientConfig, schema: string): Promise<void> {
  const admin = new pg.Client({ ...connection, options: undefined });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (e) {
    throw toUnavailable(e);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** One statement on a connection; a failure the database caused is a DatabaseUnavailableError. */
async function query(
  client: pg.PoolClient,
  sql: string,
  params: SqlParam[] = [],
): Promise<pg.QueryResult> {
  try {
    return await client.query(toPgPlaceholders(sql), params);
  } catch (e) {
    throw toUnavailable(e);
  }
}

/**
 * A pooled connection for `work`, given back afterwards — or discarded when it broke. Failing to
 * get one at all is the database's fault whatever the error says (refused, not accepting
 * connections, or none free within `waitMs`).
 */
function lender(pool: pg.Pool) {
  return async <T>(
    work: (client: pg.PoolClient, discard: (e: Error) => void) => Promise<T>,
  ): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const busy = /timeout exceeded when trying to connect/i.test(message);
      const error = new DatabaseUnavailableError(message, busy ? 'busy' : 'connection', {
        cause: e,
      });
      neverConnected.add(error);
      throw error;
    }
    let broken: Error | undefined;
    // A checked-out connection that dies emits 'error'; unheard, it would crash the process.
    const onError = (e: Error) => {
      broken = e;
    };
    client.on('error', onError);
    try {
      return await work(client, onError);
    } catch (e) {
      if (e instanceof DatabaseUnavailableError && e.reason === 'connection') broken = e;
      throw e;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  };
}

/** The Db methods over one way of running a statement (the pool, or a transaction's connection). */
const handle = (run: (sql: string, params?: SqlParam[]) => Promise<pg.QueryResult>) => ({
  all: async <T>(sql: string, params?: SqlParam[]) => (await run(sql, params)).rows as T[],
  get: async <T>(sql: string, params?: SqlParam[]) =>
    (await run(sql, params)).rows[0] as T | undefined,
  run: async (sql: string, params?: SqlParam[]) => ({
    changes: (await run(sql, params)).rowCount ?? 0,
  }),
  exec: async (script: string) => {
    await run(script);
  },
});

/**
 * PostgreSQL through node-postgres: a pool of connections per process, so a query waits on the
 * network without holding the event loop, and many requests are answered at once.
 *
 * A query outside a transaction takes any free connection. A read that found its connection lost
 * (PostgreSQL restarted, failed over, or ended the session) is repeated once on another, since
 * reading twice changes nothing. A write or a transaction is never repeated: whether it reached
 * the server is unknown, so it fails with DatabaseUnavailableError (a 503). When every connection
 * is busy a query queues for up to `waitMs`, then fails the same way (reason `busy`).
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const timeoutMs = Math.max(0, Math.floor(opts.statementTimeoutMs ?? 5000));
  const schema = opts.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const connection: pg.ClientConfig = {
    connectionString: url,
    types,
    statement_timeout: timeoutMs,
    application_name: 'store-api',
    options: [...(schema ? [`-c search_path=${schema}`] : []), PLANNER_COSTS].join(' '),
  };
  if (schema) await ensureSchema(connection, schema);
  const poolSize = opts.pool?.max ?? 10;
  const pool = new pg.Pool({
    ...connection,
    max: poolSize,
    connectionTimeoutMillis: opts.pool?.waitMs ?? 5000,
    maxLifetimeSeconds: opts.pool?.lifetimeSeconds ?? 1800,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server dropped: the pool discards it; nothing is lost.
  pool.on('error', () => undefined);

  const withClient = lender(pool);
  /**
   * Outside a transaction a statement that provably did not run is sent again on another
   * connection: the connection was dead before it was sent, or the server ended the session
   * (57P0x: an ended session's statement is rolled back, never half-done). A read is also sent
   * again after any connection loss, since reading twice changes nothing. Each failed attempt
   * discards its connection, so after PostgreSQL ended every session the pool's dead idle
   * connections are used up and a new one answers.
   */
  const pooled = async (sql: string, params?: SqlParam[]) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await withClient((client) => query(client, sql, params));
      } catch (e) {
        if (attempt >= poolSize || !(isRead(sql) ? lostConnection(e) : notApplied(e))) throw e;
      }
    }
  };

  let writes = 0;
  const counted = async (sql: string, params?: SqlParam[]) => {
    const result = await pooled(sql, params);
    if (!isRead(sql)) writes++;
    return result;
  };
  const listeners = new Set<() => Promise<void>>();
  const db: Db = {
    dialect: 'postgres',
    ...handle(counted),
    tx: <T>(fn: (t: Db) => Promise<T>): Promise<T> =>
      withClient(async (client, discard) => {
        const t: Db = {
          dialect: 'postgres',
          ...handle((sql, params) => query(client, sql, params)),
          tx: (inner) => inner(t),
          close: () => Promise.reject(new Error('close the database, not a transaction')),
        };
        await query(client, 'BEGIN');
        try {
          const result = await fn(t);
          await query(client, 'COMMIT');
          writes++;
          return result;
        } catch (e) {
          // A lost connection took the transaction with it: nothing to roll back, and a connection
          // that cannot roll back is not given back to the pool.
          await client.query('ROLLBACK').catch(discard);
          throw e;
        }
      }),
    listen: (channel, handlers) => {
      const stop = listen(connection, channel, handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    writeCount: () => writes,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
  return db;
}
