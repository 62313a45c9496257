import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsRoute } from './metricsRoute';
import type { ReadinessCheck } from './probes';

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

/** What every server's metrics hold (the API's and the store server's add their own). */
export interface ServerRegistry {
  registry: Registry;
  /** A readiness answer (a probe's or a scrape's): a flip is counted. */
  readiness(ready: boolean): void;
  /** One answered request, by route template (never the raw URL) and status. */
  request(method: string, route: string, status: number, seconds: number): void;
}

/**
 * A server's own registry (tests run many servers in one process; the global default registry is
 * never used), holding the process's metrics, its requests and the readiness flips.
 */
export function serverRegistry(): ServerRegistry {
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
  const requests = new Counter({
    name: 'store_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let wasReady: boolean | null = null;
  return {
    registry,
    readiness(ready: boolean): void {
      if (wasReady !== null && wasReady !== ready) flips.inc();
      wasReady = ready;
    },
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}

/**
 * Every request counted on its route template (everything no route matched is "unmatched": a
 * store's pages, never their URLs), `store_ready` read at each scrape from the readiness checks,
 * and GET /metrics (Bearer METRICS_TOKEN; a 404 when unset).
 */
export function installServerMetrics(
  app: FastifyInstance,
  metrics: ServerRegistry,
  opts: { token?: string | undefined; ready: ReadinessCheck },
): void {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.is404 ? undefined : req.routeOptions.url;
    metrics.request(req.method, route ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  new Gauge({
    name: 'store_ready',
    help: 'Whether the server is ready (1) or not (0): the readiness checks of /readyz, run at each scrape.',
    registers: [metrics.registry],
    async collect() {
      this.set((await opts.ready()) ? 1 : 0);
    },
  });
  metricsRoute(app, metrics.registry, opts.token);
}

/** A label's value from a known set, anything else "other": a client cannot grow the series. */
export function boundedLabel(value: string, known: readonly string[]): string {
  return known.includes(value) ? value : 'other';
}
