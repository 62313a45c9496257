import { firstValueFrom, from, throwError, timeout } from '@store/shared/rx';

/**
 * Rejects with `error()` when `work` has not settled within `ms`. A hung script load (a CDN that
 * accepts the connection and never answers) otherwise leaves a spinner up for good.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return firstValueFrom(from(work).pipe(timeout({ first: ms, with: () => throwError(error) })));
}
