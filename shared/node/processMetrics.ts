import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * prom-client's default metrics (process CPU, memory, event-loop lag, GC), collected once per
 * process: each collection starts an event-loop monitor and a GC observer that cannot be stopped,
 * so one per app would pile up in a test run. Each app's registry registers these same metric
 * objects beside its own (a metric may belong to several registries).
 */
function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}

/**
 * A server's own registry (tests run many servers in one process; the global default registry is
 * never used), holding the process's metrics and the readiness flips every server counts.
 */
export function serverRegistry(): { registry: Registry; readiness(ready: boolean): void } {
  const registry = new Registry();
  const process = processMetrics();
  for (const { name } of process.getMetricsAsArray()) {
    const metric = process.getSingleMetric(name);
    if (metric) registry.registerMetric(metric);
  }
  const flips = new Counter({
    name: 'store_readiness_changes_total',
    help: 'Flips of readiness (ready to not ready and back) seen by probes and scrapes.',
    registers: [registry],
  });
  let wasReady: boolean | null = null;
  return {
    registry,
    readiness(ready: boolean): void {
      if (wasReady !== null && wasReady !== ready) flips.inc();
      wasReady = ready;
    },
  };
}

/** A label's value from a known set, anything else "other": a client cannot grow the series. */
export function boundedLabel(value: string, known: readonly string[]): string {
  return known.includes(value) ? value : 'other';
}
