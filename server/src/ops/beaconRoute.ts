import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ApiErrorItem } from '@store/shared/src/types';
import { ApiHttpError } from '@store/shared/node/errors';
import { rateLimitConfig, type RateLimitName, type RateLimits } from './rateLimits';

/**
 * The browser's beacons come by `navigator.sendBeacon` with a text/plain Blob (no CORS preflight,
 * and they survive the page closing): text/plain is parsed as JSON, by fastify's own parser
 * (prototype-poisoning checks included), in the scope of the beacon routes only.
 */
export function acceptBeaconBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
}

/** A body the schema refuses is the client's mistake: 400 with one item per issue. */
function invalidBody(errors: FastifySchemaValidationError[]): ApiHttpError {
  const items = errors.map((e): ApiErrorItem => {
    const missing = e.params.missingProperty ?? e.params.additionalProperty;
    const at = `${e.instancePath}${typeof missing === 'string' ? `/${missing}` : ''}`;
    return {
      status: 400,
      code: 'invalid',
      title: 'Invalid request',
      detail: `${at.replace(/^\//, '') || 'body'} ${e.message ?? 'is invalid'}`,
      source: { pointer: at || '/' },
    };
  });
  return new ApiHttpError(400, items);
}

export interface BeaconRouteOptions {
  path: string;
  /** Its per-client limit (ops/rateLimits.ts). */
  limit: RateLimitName;
  bodyLimit: number;
  /** The JSON schema of `{ reports: [...] }`: anything it refuses is a 400. */
  schema: object;
}

/**
 * A beacon: POST `{ reports }` from the store's own pages (the cross-site check of
 * securityHeaders.ts), rate-limited per client, size-capped, schema-checked, each batch handed to
 * `take` and answered 204, never cached. Its scope must accept beacon bodies (above).
 */
export function beaconRoute<Report>(
  app: FastifyInstance,
  limits: RateLimits,
  route: BeaconRouteOptions,
  take: (reports: Report[], req: FastifyRequest) => void,
): void {
  app.post<{ Body: { reports: Report[] } }>(
    route.path,
    {
      config: { rateLimit: rateLimitConfig(limits, route.limit) },
      bodyLimit: route.bodyLimit,
      schema: { body: route.schema },
      schemaErrorFormatter: (errors) => invalidBody(errors),
    },
    async (req, reply) => {
      take(req.body.reports, req);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
