import { placeholders, type Db, type SqlParam } from '../db';

/** Rows per multi-row INSERT: 200 rows × ≤ 12 columns stays far below SQLite's bound-parameter limit. */
export const BULK_BATCH = 200;

/**
 * Set-based insert: rows go in as multi-row `INSERT … VALUES (…), (…)` statements of BULK_BATCH rows.
 * Every full batch reuses one prepared statement (the Db layer caches statements by SQL text), so
 * seeding thousands of rows costs a handful of statement executions. Call inside `db.tx`.
 */
export function bulkInsert(db: Db, table: string, columns: string[], rows: SqlParam[][]): void {
  const row = `(${placeholders(columns.length)})`;
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  for (let i = 0; i < rows.length; i += BULK_BATCH) {
    const chunk = rows.slice(i, i + BULK_BATCH);
    db.run(head + Array.from({ length: chunk.length }, () => row).join(', '), chunk.flat());
  }
}
