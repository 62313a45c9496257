/** How often and how far apart a failing call is tried again. */
export interface RetrySchedule {
  /** Attempts after the first. */
  retries: number;
  /** Wait before retry n (1-based), ms. */
  delayMs(attempt: number): number;
}

export interface RetryOptions extends RetrySchedule {
  /** Whether a failure is worth another attempt; one that is not ends the call at once. */
  shouldRetry?: (error: unknown) => boolean;
  /** Ends a wait between attempts early: the call fails with the signal's reason. */
  signal?: AbortSignal;
  /** 1 when attempt 0 already failed elsewhere and only the retries are left to make. */
  firstAttempt?: number;
}

/** Resolves after `ms`, or fails with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * `run(attempt)` until it answers: attempt 0, then up to `retries` more, each after its wait. Fails
 * with the first failure `shouldRetry` refuses, else with the last one.
 */
export async function retry<T>(
  run: (attempt: number) => Promise<T>,
  { retries, delayMs, shouldRetry = () => true, signal, firstAttempt = 0 }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = firstAttempt; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(delayMs(attempt), signal);
    try {
      return await run(attempt);
    } catch (e) {
      if (!shouldRetry(e)) throw e;
      lastError = e;
    }
  }
  throw lastError;
}
