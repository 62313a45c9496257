import type { ApiErrorItem } from '../types/misc';

/** A 4xx answered with an `errors` array: the request is not retried. */
export class ApiError extends Error {
  constructor(
    readonly requestName: string,
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors.map((e) => e.detail || e.title || e.code).join('; ') || `${requestName} failed`);
    this.name = 'ApiError';
  }

  /** First error whose code matches, e.g. 'store' or 'product'. */
  find(code: string): ApiErrorItem | undefined {
    return this.errors.find((e) => e.code === code);
  }
}

/** All attempts failed (network errors, 5xx, or 4xx without an errors array). */
export class RetryExceededError extends Error {
  constructor(
    readonly requestName: string,
    readonly lastStatus: number | null,
  ) {
    super(`${requestName} Request retry exceeded limit`);
    this.name = 'RetryExceededError';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof Error && e.name === 'ApiError';
}
