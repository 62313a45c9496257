import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** The PostgreSQL twin of every migration, same names (test/db.test.ts keeps them in step). */
export const PG_MIGRATIONS_DIR = path.join(__dirname, 'migrations-pg');

/** Applies `migrations/*.sql` in name order, each once, recording it in schema_migrations. */
export function migrate(
  db: Db,
  dir = db.dialect === 'postgres' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR,
): string[] {
  return withSchemaLock(db, () => migrateLocked(db, dir));
}

/**
 * Runs fn holding the database's start-up lock: several API processes booting at once on one
 * PostgreSQL database migrate and seed one at a time, and the others then find it all done.
 * (A PostgreSQL advisory lock, re-entrant within a connection; SQLite's file lock needs none.)
 */
export function withSchemaLock<T>(db: Db, fn: () => T): T {
  if (db.dialect !== 'postgres') return fn();
  // The wait may outlast statement_timeout (another process seeding the demo stores takes
  // seconds), so the lock is taken with the timeout off, then the timeout is put back.
  const { timeout } = db.get<{ timeout: string }>(
    "SELECT current_setting('statement_timeout') AS timeout",
  )!;
  db.get("SELECT set_config('statement_timeout', '0', false)");
  try {
    db.get('SELECT pg_advisory_lock(4711)');
  } finally {
    db.get("SELECT set_config('statement_timeout', ?, false)", [timeout]);
  }
  try {
    return fn();
  } finally {
    db.get('SELECT pg_advisory_unlock(4711)');
  }
}

function migrateLocked(db: Db, dir: string): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    db.all<{ name: string }>('SELECT name FROM schema_migrations').map((r) => r.name),
  );
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    db.tx(() => {
      db.exec(sql);
      db.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [
        file,
        new Date().toISOString(),
      ]);
    });
    applied.push(file);
  }
  return applied;
}
