import type { FastifyInstance } from 'fastify';
import type { Readiness } from './probes';

/** How often connections left idle by a finished request are closed while draining. */
const SWEEP_MS = 50;

/**
 * Stops a server without cutting a request short (SIGTERM/SIGINT in each server's main.ts):
 *
 * - /readyz answers 503 at once, so a load balancer takes this process out;
 * - `app.close()` stops accepting connections and closes idle keep-alive ones (fastify's
 *   `forceCloseConnections: 'idle'`); a request arriving on a still-open connection is served
 *   (app.ts sets `return503OnClosing: false`) with `Connection: close`;
 * - requests in flight finish. Node closes idle connections only once when the server closes:
 *   a keep-alive connection whose request finishes afterwards would hold the close for the
 *   keep-alive timeout (72 s), so idle connections are swept until the server has closed;
 * - after `graceMs` whatever is still open is cut;
 * - once the server has closed, the app's onClose hooks close what it holds (the API's database
 *   pool and catalog listener, the store server's render workers; fastify runs them after its
 *   own, which closes the server).
 *
 * Resolves when all of that is done; rejects when an onClose hook failed.
 */
export async function gracefulShutdown(
  app: FastifyInstance,
  readiness: Readiness,
  graceMs = 10_000,
): Promise<void> {
  readiness.shuttingDown = true;
  const server = app.server;
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'shutdown grace over: closing the connections still open');
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
