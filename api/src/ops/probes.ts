import fs from 'node:fs';
import type { Db } from '../db';
import { MIGRATIONS_DIR, PG_MIGRATIONS_DIR } from '../db/migrate';
import { DatabaseUnavailableError } from '../db/unavailable';
import {
  NoAnswer,
  withTimeout,
  type Checks,
  type ReadinessChecks,
} from '@store/shared/node/probes';

/**
 * The API's readiness checks (shared/node/probes.ts serves them as /readyz): the database answers
 * within `timeoutMs` (default 2 s) and every migration of its engine is applied.
 */
export function databaseChecks(db: Db, timeoutMs = 2000): ReadinessChecks {
  const migrationsDir = db.dialect === 'postgres' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR;
  return async () => {
    const checks: Checks = {};
    let error: unknown;
    try {
      await withTimeout(db.get('SELECT 1 AS ok'), timeoutMs);
      checks.database = 'ok';
      const rows = await withTimeout(
        db.all<{ name: string }>('SELECT name FROM schema_migrations'),
        timeoutMs,
      );
      checks.migrations = missingMigrations(migrationsDir, rows);
    } catch (e) {
      error = e;
      // Which query failed decides which check is named; the other is not known.
      if (checks.database) checks.migrations = failure(e);
      else {
        checks.database = failure(e);
        checks.migrations = 'not checked: no database';
      }
    }
    return { checks, error };
  };
}

/**
 * Why, in a few words: the error's kind or code, never its message (it may name hosts; the probes
 * are public). The whole error goes to the log, at warn.
 */
function failure(e: unknown): string {
  if (e instanceof NoAnswer) return e.message;
  if (e instanceof DatabaseUnavailableError) return `unavailable (${e.reason})`;
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `failed (${code})` : 'failed (see the log)';
}

/** 'ok' when every migration file of the engine is in schema_migrations, else which are not. */
function missingMigrations(dir: string, applied: { name: string }[]): string {
  const done = new Set(applied.map((r) => r.name));
  const missing = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
  if (!missing.length) return 'ok';
  return `${missing.length} not applied (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`;
}
