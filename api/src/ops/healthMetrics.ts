import { Counter, type Registry } from 'prom-client';

/**
 * What an operator pages on besides errors: readiness flips (an instance going in and out of the
 * load balancer) and render threads that died. `store_ready` itself is read at each scrape
 * (ops/metrics.ts `installMetrics`), which reports each answer here too.
 */
export function healthMetrics(registry: Registry) {
  const registers = [registry];
  const readinessChanges = new Counter({
    name: 'store_readiness_changes_total',
    help: 'Flips of readiness (ready to not ready and back) seen by probes and scrapes.',
    registers,
  });
  const workerRestarts = new Counter({
    name: 'store_render_worker_restarts_total',
    help: 'Render worker threads that ended unexpectedly (past the hard limit, out of memory, a crash) and were replaced.',
    registers,
  });
  let wasReady: boolean | null = null;
  return {
    readiness(now: boolean): void {
      if (wasReady !== null && wasReady !== now) readinessChanges.inc();
      wasReady = now;
    },
    renderWorkerRestart: (): void => workerRestarts.inc(),
  };
}
