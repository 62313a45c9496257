import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { ApiErrorItem } from '@store/shared/src/types';
import { ApiHttpError } from '../lib/errors';

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
export function invalidBody(errors: FastifySchemaValidationError[]): ApiHttpError {
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
