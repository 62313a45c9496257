import type { FastifyInstance } from 'fastify';
import type { Readiness } from './probes';
import { gracefulShutdown } from './shutdown';

/**
 * SIGTERM/SIGINT: drain and stop (shutdown.ts), exit 0; a second signal stops at once.
 * `graceMs` (SHUTDOWN_GRACE_MS): how long requests in flight may take to finish.
 */
export function stopOnSignals(app: FastifyInstance, readiness: Readiness, graceMs: number): void {
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) {
        console.error(`${sig} again: exiting without waiting for requests in flight.`);
        process.exit(1);
      }
      stopping = true;
      console.log(`${sig}: finishing requests in flight (up to ${graceMs} ms), then exiting.`);
      gracefulShutdown(app, readiness, graceMs).then(
        () => process.exit(0),
        (e: unknown) => {
          console.error('Shutdown failed:', e);
          process.exit(1);
        },
      );
    });
  }
}
