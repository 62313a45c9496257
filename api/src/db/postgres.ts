import PgClient from 'pg-native';
import type { Db, SqlParam } from './index';
import { toPgPlaceholders } from './placeholders';

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

/**
 * The same synchronous query layer as SQLite's, on PostgreSQL through libpq (pg-native's
 * `querySync`). Synchronous like better-sqlite3: one query at a time per process, which is what
 * the repositories are written for; several processes serve one store (api/README.md).
 */
export function openPostgres(url: string, opts: PostgresOptions = {}): Db {
  const client = new PgClient({ types });
  client.connectSync(url);
  const q = (sql: string, params: SqlParam[] = []) =>
    client.querySync(toPgPlaceholders(sql), params);
  q(`SET statement_timeout = ${Math.max(0, Math.floor(opts.statementTimeoutMs ?? 5000))}`);
  if (opts.schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
    q(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    q(`SET search_path TO ${opts.schema}`);
  }
  let depth = 0;
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
        q('ROLLBACK');
        throw e;
      } finally {
        depth--;
      }
    },
    exec: (script: string) => {
      client.querySync(script);
    },
    close: () => {
      client.end();
      // libpq's addon closes its socket watcher asynchronously after finish(); were the client
      // collected before that close completes, libuv would touch freed memory and abort the
      // process. Kept reachable for a moment (an unref'd timer holds no process open).
      setTimeout(() => void client, 100).unref();
    },
  };
}
