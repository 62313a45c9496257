import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { apiError, sendNotFoundRoute } from './errors';

/**
 * GET /metrics for Prometheus. Answered only with `Authorization: Bearer <METRICS_TOKEN>`; with no
 * token configured the route does not exist to the outside (the API's not-found JSON, not the
 * store's 404 page). Outside /api: no access code, no store; never rate-limited (a scraper asks
 * every few seconds) and logged at warn, so scrapes do not fill the request log.
 */
export function metricsRoute(app: FastifyInstance, registry: Registry, token?: string): void {
  app.get('/metrics', { config: { rateLimit: false }, logLevel: 'warn' }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!token) {
      sendNotFoundRoute(req, reply);
      return reply;
    }
    if (!bearerMatches(req, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw apiError(
        401,
        'unauthorized',
        'GET /metrics needs the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
        undefined,
        'Unauthorized',
      );
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}

/** Compares digests, so the time taken says nothing of how much of the token was right. */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const m = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
  if (!m) return false;
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(m[1]!), digest(token));
}
