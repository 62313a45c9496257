import { bus } from '../bus/bus';
import { FETCH_RETRIES } from '../constants';
import { retry } from '../lib/retry';
import type { ApiErrorItem } from '../types/misc';
import { getSessionCredentials } from './config';
import { ApiError, RetryExceededError } from './errors';
import { withQuery } from './query';

export { withQuery };

export interface FetchJsonOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body (serialized here) or a URLSearchParams (sent form-urlencoded). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Retries after the first attempt; SPEC: 2. */
  retries?: number;
  /** Delay before retry n (1-based), ms. */
  retryDelayMs?: (attempt: number) => number;
  signal?: AbortSignal;
}

const defaultDelay = (attempt: number) => 250 * attempt;

function errorsOf(body: unknown): ApiErrorItem[] | null {
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    return (body as { errors: ApiErrorItem[] }).errors;
  }
  return null;
}

/** An attempt without a verdict (no answer, or a failure without API errors): worth another. */
class NoVerdict extends Error {
  constructor(readonly status: number | null) {
    super(`answered ${status ?? 'nothing'}`);
  }
}

/**
 * A call as it really answers: fetchJson resolves null for a 2xx whose body is empty or not JSON.
 * A remote's `AppDeps` types the calls whose callers check the answer this way.
 */
export type OrNull<F extends (...args: never[]) => Promise<unknown>> = (
  ...args: Parameters<F>
) => Promise<Awaited<ReturnType<F>> | null>;

/**
 * The one fetch helper (SPEC section 7): up to 2 retries; a 4xx with an `errors` array fails at
 * once with those errors; a 401 also tells the shell (bus `auth:required`); exhaustion fails with
 * '{name} Request retry exceeded limit'. Adds the session's preview token; the access session
 * travels as an HttpOnly cookie.
 */
export async function fetchJson<T>(
  name: string,
  url: string,
  opts: FetchJsonOptions = {},
): Promise<T> {
  const retries = opts.retries ?? FETCH_RETRIES;
  const delay = opts.retryDelayMs ?? defaultDelay;
  const creds = getSessionCredentials();
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (creds.previewToken) headers['x-preview-token'] = creds.previewToken;
  let body: BodyInit | undefined;
  if (opts.body instanceof URLSearchParams) {
    body = opts.body;
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }

  const attempt = async (): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
    } catch (e) {
      if (opts.signal?.aborted) throw e;
      throw new NoVerdict(null);
    }
    let parsed: unknown = null;
    const text = await res.text().catch(() => '');
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (res.ok) return parsed as T;
    if (res.status === 401) {
      bus.emit('auth:required', { url });
      throw new ApiError(
        name,
        401,
        errorsOf(parsed) ?? [{ code: 'unauthorized', detail: 'Unauthorized' }],
      );
    }
    const errors = errorsOf(parsed);
    if (res.status >= 400 && res.status < 500 && errors)
      throw new ApiError(name, res.status, errors);
    throw new NoVerdict(res.status);
  };

  try {
    return await retry(attempt, {
      retries,
      delayMs: delay,
      shouldRetry: (e) => e instanceof NoVerdict,
      signal: opts.signal,
    });
  } catch (e) {
    throw e instanceof NoVerdict ? new RetryExceededError(name, e.status) : e;
  }
}
