import CircuitBreaker from 'opossum';
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import type { ErrorClassifier } from '@store/shared/node/errors';

/** An upstream's answer, read whole: status, headers (lower-case names), the decoded body. */
export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  /** Set-Cookie lines, one per cookie (they cannot be joined into one header). */
  setCookies: string[];
  body: Buffer;
}

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

/** The upstream did not answer usably: no connection, a timeout, a 5xx, or its circuit is open. */
export class UpstreamUnavailable extends Error {
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout' | 'server' | 'circuit-open',
    /** The upstream's own 5xx answer, when it gave one (a proxy passes it on as it is). */
    readonly answer: UpstreamAnswer | null = null,
  ) {
    super(message);
    this.name = 'UpstreamUnavailable';
  }
}

/** A page or form that needed the API when it could not answer: an honest 503. */
export const upstreamUnavailableAnswer: ErrorClassifier = (error) =>
  error instanceof UpstreamUnavailable
    ? {
        status: 503,
        body: {
          errors: [
            {
              status: 503,
              code: 'upstream_unavailable',
              detail: 'The store could not be reached. Please try again in a moment.',
            },
          ],
        },
      }
    : null;

export interface UpstreamFetchOptions {
  /** One attempt's limit (ms): a read's (default 2 s) and a write's (default 8 s: a payment). */
  readTimeoutMs?: number;
  writeTimeoutMs?: number;
  /** Retries of an idempotent read that got no usable answer (default 1), after 100 ms. */
  readRetries?: number;
  /** Each attempt's outcome, for the metrics. */
  onAttempt?: (origin: string, outcome: 'ok' | UpstreamUnavailable['reason'], ms: number) => void;
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * The store server's one way to its upstreams (the commerce API's hosts): each attempt with a
 * timeout, an idempotent read tried again once when it got no usable answer, and a circuit
 * breaker per origin (opossum): once half of at least 20 calls in 10 s failed, calls fail at once
 * for 5 s (a page then uses what its cache holds, or says the store cannot be reached) before
 * one is let through to try. A 4xx is an answer, never a failure.
 */
export function upstreamFetcher(o: UpstreamFetchOptions = {}) {
  // undici's own request, not the fetch built on it: a warm page's reads are kept, but a checkout
  // is read on each of its pages, and fetch's WHATWG streams and headers cost that read about
  // twice the main thread's time (the soak's profile). Connections are kept alive per origin.
  // Every call asks for `identity`, but a backend may compress anyway: undici's decompress
  // interceptor undoes it (error answers too: a proxy passes a 5xx on as the API said it).
  const agent = new Agent({ keepAliveTimeout: 10_000 }).compose(
    interceptors.decompress({ skipErrorResponses: false }),
  );
  const breakers = new Map<string, CircuitBreaker<[UpstreamRequest, number], UpstreamAnswer>>();
  const readRetries = o.readRetries ?? 1;

  const breakerFor = (origin: string) => {
    let b = breakers.get(origin);
    if (!b) {
      b = new CircuitBreaker(
        (req: UpstreamRequest, ms: number) => attempt(agent, req, ms, o.onAttempt),
        {
          timeout: false,
          errorThresholdPercentage: 50,
          volumeThreshold: 20,
          rollingCountTimeout: 10_000,
          resetTimeout: 5_000,
          name: origin,
        },
      );
      breakers.set(origin, b);
    }
    return b;
  };

  /** One call through its origin's breaker; an open circuit fails at once. */
  async function once(req: UpstreamRequest, timeoutMs: number): Promise<UpstreamAnswer> {
    const origin = new URL(req.url).origin;
    const breaker = breakerFor(origin);
    try {
      return await breaker.fire(req, timeoutMs);
    } catch (e) {
      if (e instanceof UpstreamUnavailable) throw e;
      if (breaker.opened) {
        o.onAttempt?.(origin, 'circuit-open', 0);
        throw new UpstreamUnavailable(`${origin}: circuit open`, 'circuit-open');
      }
      throw e;
    }
  }

  return {
    /** The request's answer; UpstreamUnavailable when there is none to give (a 5xx included). */
    async fetch(req: UpstreamRequest): Promise<UpstreamAnswer> {
      const idempotent = IDEMPOTENT.has(req.method);
      const timeoutMs = idempotent ? (o.readTimeoutMs ?? 2000) : (o.writeTimeoutMs ?? 8000);
      for (let tried = 0; ; tried++) {
        try {
          return await once(req, timeoutMs);
        } catch (e) {
          const again =
            idempotent &&
            tried < readRetries &&
            e instanceof UpstreamUnavailable &&
            e.reason !== 'circuit-open';
          if (!again) throw e;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    /** Whether any origin's circuit is open now (readiness says so). */
    openCircuits: (): string[] =>
      [...breakers.entries()].filter(([, b]) => b.opened).map(([origin]) => origin),
    close(): void {
      for (const b of breakers.values()) b.shutdown();
      breakers.clear();
      void agent.close().catch(() => {});
    },
  };
}

export type UpstreamFetcher = ReturnType<typeof upstreamFetcher>;

/** One attempt, read whole; a 5xx, a timeout or no connection is UpstreamUnavailable. */
async function attempt(
  agent: Dispatcher,
  req: UpstreamRequest,
  timeoutMs: number,
  onAttempt: UpstreamFetchOptions['onAttempt'],
): Promise<UpstreamAnswer> {
  const started = Date.now();
  const origin = new URL(req.url).origin;
  try {
    const res = await request(req.url, {
      dispatcher: agent,
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      ...(req.body !== undefined ? { body: req.body } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    const headers: Record<string, string> = {};
    let setCookies: string[] = [];
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      if (name === 'set-cookie') setCookies = Array.isArray(value) ? value : [value];
      else headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // A coding the interceptor could not undo is left on: bytes nothing here can read.
    const coding = headers['content-encoding'];
    if (coding && coding.trim().toLowerCase() !== 'identity')
      throw new Error(`unknown content coding ${coding}`);
    const answer = { status: res.statusCode, headers, setCookies, body };
    if (res.statusCode >= 500) {
      onAttempt?.(origin, 'server', Date.now() - started);
      throw new UpstreamUnavailable(`${origin} answered ${res.statusCode}`, 'server', answer);
    }
    onAttempt?.(origin, 'ok', Date.now() - started);
    return answer;
  } catch (e) {
    if (e instanceof UpstreamUnavailable) throw e;
    const timeout = (e as { name?: string } | null)?.name === 'TimeoutError';
    onAttempt?.(origin, timeout ? 'timeout' : 'network', Date.now() - started);
    throw new UpstreamUnavailable(
      `${origin} ${timeout ? `gave no answer within ${timeoutMs} ms` : 'could not be reached'}`,
      timeout ? 'timeout' : 'network',
    );
  }
}
