import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** STUB (helper: logs). Where request logs go and how much; tests pass a stream to read them. */
export interface LogOptions {
  /** LOG_LEVEL (default info); 'silent' turns logging off. */
  level?: string;
  /** Tests: the JSON lines go here instead of stdout. */
  stream?: NodeJS.WritableStream;
}

/** TRUST_PROXY: whom to believe about the client's address and scheme (X-Forwarded-For/-Proto). */
export type TrustProxy = NonNullable<FastifyServerOptions['trustProxy']>;

/** STUB (helper: logs). Fastify's logger, request id and proxy options for the store's server. */
export function serverOptions(opts: {
  logger?: boolean | LogOptions;
  trustProxy?: TrustProxy;
}): Pick<FastifyServerOptions, 'logger' | 'trustProxy'> {
  return {
    logger: opts.logger === true ? true : false,
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
  };
}

/** STUB (helper: logs). One JSON line per request with its id; the id echoed in a header. */
export function installRequestLog(_app: FastifyInstance): void {}
