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
