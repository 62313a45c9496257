import type { FastifyInstance } from 'fastify';
import type { Readiness } from './probes';

/** STUB (helper: probes). Readiness 503 at once, no new connections, in-flight requests finish. */
export async function gracefulShutdown(
  app: FastifyInstance,
  readiness: Readiness,
  _graceMs = 10_000,
): Promise<void> {
  readiness.shuttingDown = true;
  await app.close();
}
