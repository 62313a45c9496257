import type { ErrorClassifier } from '@store/shared/node/errors';

/**
 * The database did not answer: the connection is lost, a statement ran past its timeout, it lost
 * a lock conflict, or every pooled connection stayed busy past the wait limit. Nothing is wrong with the request, so the API answers 503 and the client
 * may try again; the transaction it was in has been rolled back.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'connection' | 'timeout' | 'conflict' | 'busy',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Either engine's sign that the database, not the request, failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  // better-sqlite3: another connection held the write lock past busy_timeout.
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs a transaction, and once more when it lost a race for a lock: a deadlock or serialization
 * failure, or a lock wait past the statement timeout (a rush on one row). Such a transaction was
 * rolled back whole, so running it again is safe for work that is idempotent (placing an order).
 * Once only: a database that is down or overloaded is not asked twice as hard.
 */
export async function txRetriedOnce<T, D>(
  db: { tx(fn: (t: D) => Promise<T>): Promise<T> },
  fn: (t: D) => Promise<T>,
): Promise<T> {
  try {
    return await db.tx(fn);
  } catch (e) {
    const lostRace =
      e instanceof DatabaseUnavailableError && (e.reason === 'conflict' || e.reason === 'timeout');
    if (!lostRace) throw e;
    return db.tx(fn);
  }
}

/** The API's answer to a database that did not answer (shared/node/errors.ts classifier): 503. */
export const databaseUnavailableAnswer: ErrorClassifier = (error) =>
  isDatabaseUnavailable(error)
    ? {
        status: 503,
        body: {
          errors: [
            {
              status: 503,
              code: 'database_unavailable',
              detail: 'The store is busy right now. Please try again in a moment.',
            },
          ],
        },
      }
    : null;
