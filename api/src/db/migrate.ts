import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

/**
 * The folder holding `migrations/` and `migrations-pg/`: this one in the source (jest), `db/`
 * beside the bundle in a build (dist/main.js, or dist/db for dist/cli/*.js: build.mjs copies
 * them there).
 */
const MIGRATIONS_HOME =
  [__dirname, path.join(__dirname, 'db'), path.join(__dirname, '..', 'db')].find((dir) =>
    fs.existsSync(path.join(dir, 'migrations')),
  ) ?? __dirname;

export const MIGRATIONS_DIR = path.join(MIGRATIONS_HOME, 'migrations');
/** The PostgreSQL twin of every migration, same names (test/db.test.ts keeps them in step). */
export const PG_MIGRATIONS_DIR = path.join(MIGRATIONS_HOME, 'migrations-pg');

/** Applies `migrations/*.sql` in name order, each once, recording it in schema_migrations. */
export function migrate(
  db: Db,
  dir = db.dialect === 'postgres' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR,
): Promise<string[]> {
  return withSchemaLock(db, (t) => migrateLocked(t, dir));
}

/**
 * Runs fn holding the database's start-up lock, in one transaction handed to fn: several API
 * processes booting at once on one PostgreSQL database migrate and seed one at a time, and the
 * others then find it all done. (A transaction-scoped PostgreSQL advisory lock; SQLite's
 * transaction takes the file's write lock.) Nested calls join the outer transaction and lock.
 */
export function withSchemaLock<T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> {
  return db.tx(async (t) => {
    if (t.dialect === 'postgres') {
      // The wait may outlast statement_timeout (another process seeding the demo stores takes
      // seconds), so the lock is taken with the timeout off, then the timeout is put back.
      const { timeout } = (await t.get<{ timeout: string }>(
        "SELECT current_setting('statement_timeout') AS timeout",
      )) ?? { timeout: '5s' };
      await t.get("SELECT set_config('statement_timeout', '0', true)");
      await t.get('SELECT pg_advisory_xact_lock(4711)');
      await t.get("SELECT set_config('statement_timeout', ?, true)", [timeout]);
    }
    return fn(t);
  });
}

async function migrateLocked(t: Db, dir: string): Promise<string[]> {
  await t.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    (await t.all<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    await t.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    await t.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [
      file,
      new Date().toISOString(),
    ]);
    applied.push(file);
  }
  return applied;
}
