import PgClient from 'pg-native';
import type { Db, SqlParam } from './index';
import { toPgPlaceholders } from './placeholders';
import { DatabaseUnavailableError } from './unavailable';

/** int8 (COUNT, SUM, BIGINT columns) as a JS number, as SQLite answers; every value fits. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const types = {
  getTypeParser(oid: number): (value: string) => unknown {
    if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
    return DEFAULT_PARSERS.get(oid) ?? ((v: string) => v);
  },
};
const DEFAULT_PARSERS = new Map<number, (value: string) => unknown>([
  [21, Number], // int2
  [23, Number], // int4
  [700, Number], // float4
  [701, Number], // float8
  [16, (v: string) => v === 't'], // bool
]);

export interface PostgresOptions {
  /** A schema of its own (created if missing) as the search path: one database, many test apps. */
  schema?: string;
  /** statement_timeout, ms: a runaway query fails instead of holding a process. */
  statementTimeoutMs?: number;
}

function release(client: PgClient): void {
  client.end();
  // libpq's addon closes its socket watcher asynchronously after finish(); were the client
  // collected before that close completes, libuv would touch freed memory and abort the
  // process. Kept reachable for a moment (an unref'd timer holds no process open).
  setTimeout(() => void client, 100).unref();
}

/** SQLSTATE classes that say the database, not the statement, failed (api/README.md). */
const UNAVAILABLE: [RegExp, DatabaseUnavailableError['reason']][] = [
  [/^08|^57P0[1-3]|^53300/, 'connection'], // connection lost or refused, server shutting down
  [/^57014/, 'timeout'], // statement_timeout
  [/^40001|^40P01/, 'conflict'], // serialization failure, deadlock
];
const CONNECTION_BAD = 4; // libpq's PQTRANS_UNKNOWN

/**
 * The same synchronous query layer as SQLite's, on PostgreSQL through libpq (pg-native's
 * `querySync`). Synchronous like better-sqlite3: one query at a time per process, which is what
 * the repositories are written for; several processes serve one store (api/README.md).
 *
 * A lost connection (PostgreSQL restarted, failed over, or ended the session) is replaced on the
 * next statement outside a transaction; a read that found it lost is repeated once on the new
 * connection, since reading twice changes nothing. A write or a transaction is never repeated:
 * whether it reached the server is unknown, so it fails with DatabaseUnavailableError (a 503).
 */
export function openPostgres(url: string, opts: PostgresOptions = {}): Db {
  const timeoutMs = Math.max(0, Math.floor(opts.statementTimeoutMs ?? 5000));
  if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema))
    throw new Error(`bad schema name ${opts.schema}`);
  const connect = () => {
    const c = new PgClient({ types });
    c.connectSync(url);
    c.querySync(`SET statement_timeout = ${timeoutMs}`);
    if (opts.schema) {
      c.querySync(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
      c.querySync(`SET search_path TO ${opts.schema}`);
    }
    return c;
  };
  let client = connect();
  let lost = false;
  let depth = 0;

  const reconnect = () => {
    release(client);
    try {
      client = connect();
      lost = false;
    } catch (e) {
      throw new DatabaseUnavailableError('PostgreSQL is not accepting connections', 'connection', {
        cause: e,
      });
    }
  };
  const send = (text: string, params?: SqlParam[]) => {
    if (lost) {
      // Inside a transaction the server has already rolled it back: the rest must not run.
      if (depth > 0)
        throw new DatabaseUnavailableError('connection lost in a transaction', 'connection');
      reconnect();
    }
    try {
      return params ? client.querySync(text, params) : client.querySync(text);
    } catch (e) {
      if (client.pq.transactionStatus() === CONNECTION_BAD) lost = true;
      const state = lost ? '08006' : (client.pq.resultErrorFields()?.sqlState ?? '');
      const reason = UNAVAILABLE.find(([pattern]) => pattern.test(state))?.[1];
      if (!reason) throw e;
      throw new DatabaseUnavailableError(e instanceof Error ? e.message : String(e), reason, {
        cause: e,
      });
    }
  };
  const q = (sql: string, params: SqlParam[] = []) => {
    const text = toPgPlaceholders(sql);
    try {
      return send(text, params);
    } catch (e) {
      if (!(lost && depth === 0 && /^\s*select\b/i.test(sql))) throw e;
      return send(text, params);
    }
  };
  return {
    dialect: 'postgres',
    all: <T>(sql: string, params?: SqlParam[]) => q(sql, params) as T[],
    get: <T>(sql: string, params?: SqlParam[]) => q(sql, params)[0] as T | undefined,
    run: (sql: string, params?: SqlParam[]) => {
      // The affected row count is not in querySync's answer: RETURNING 1 counts the rows.
      const statement = sql.trim().replace(/;$/, '');
      const returning =
        /^(insert|update|delete)\b/i.test(statement) && !/\breturning\b/i.test(statement);
      const rows = q(returning ? `${statement} RETURNING 1` : statement, params);
      return { changes: rows.length };
    },
    tx: <T>(fn: () => T): T => {
      if (depth > 0) return fn();
      q('BEGIN');
      depth++;
      try {
        const result = fn();
        q('COMMIT');
        return result;
      } catch (e) {
        // A lost connection took the transaction with it; there is nothing to roll back.
        if (!lost) q('ROLLBACK');
        throw e;
      } finally {
        depth--;
      }
    },
    exec: (script: string) => {
      send(script);
    },
    close: () => release(client),
  };
}
