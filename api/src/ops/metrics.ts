import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/unavailable';
import type { RenderOutcome } from '../host/render/serverRender';
import {
  boundedLabel,
  BROWSER_ERROR_KINDS,
  PAYMENT_METHODS,
  processMetrics,
  REMOTES,
  type PageCacheName,
  type PaymentOutcome,
} from './metricsLabels';
import type { VitalsReport } from '@store/shared/src/telemetry/fieldVitals';
import { fieldMetrics } from './fieldMetrics';
import { healthMetrics } from './healthMetrics';
import { metricsRoute } from './metricsRoute';
import type { ReadinessCheck } from './probes';

export type { PageCacheName, PaymentOutcome } from './metricsLabels';

/**
 * The store's Prometheus metrics, one registry per app (tests run many apps in one process; the
 * global default registry is never used). Every label takes values from a bounded set: a label
 * fed by a client (a browser's remote name, a URL) would otherwise grow the series without end.
 */
export interface StoreMetrics {
  /** What GET /metrics reads. */
  readonly registry: Registry;
  /** Browser-reported errors (the beacon), by remote and kind. */
  browserError(remote: string, kind: string): void;
  /** One answered request, by route template (never the raw URL) and status. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A lookup in one of the caches of serialised bodies. */
  pageCache(cache: PageCacheName, hit: boolean): void;
  /** A page's server-render step: rendered, served from the render cache, or left to the browser. */
  serverRender(outcome: RenderOutcome): void;
  /** A new order (a repeated submit of a placed checkout is not one). */
  orderPlaced(): void;
  /** A payment reached an outcome (method: the checkout's payment method). */
  payment(method: string, outcome: PaymentOutcome): void;
  /** The database did not answer (db/unavailable.ts): connection, timeout, conflict, busy. */
  databaseUnavailable(reason: string): void;
  /** One field report of a shopper's page view (ops/vitalsBeacon.ts; its values are checked). */
  fieldVital(report: VitalsReport): void;
  /** A readiness answer (a probe's or a scrape's): a flip is counted. */
  readiness(ready: boolean): void;
  /** A render thread ended unexpectedly and was replaced. */
  renderWorkerRestart(): void;
}

const DB_REASONS = ['connection', 'timeout', 'conflict', 'busy'] as const;

export function createMetrics(): StoreMetrics {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, GC: one set per process, shared by its apps' registries.
  const shared = processMetrics();
  for (const { name } of shared.getMetricsAsArray()) {
    const metric = shared.getSingleMetric(name);
    if (metric) registry.registerMetric(metric);
  }
  const registers = [registry];

  const requests = new Counter({
    name: 'store_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const caches = new Counter({
    name: 'store_page_cache_total',
    help: 'Lookups in the caches of serialised bodies (products pages, page heads), hit or miss.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const renders = new Histogram({
    name: 'store_server_render_seconds',
    help: "A page's server-render step, by outcome: render (a worker rendered it), cache, fallback.",
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5],
    registers,
  });
  const fallbacks = new Counter({
    name: 'store_server_render_fallbacks_total',
    help: 'Pages left to the browser instead of rendered on the server, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const orders = new Counter({
    name: 'store_orders_total',
    help: 'Orders placed.',
    registers,
  });
  const payments = new Counter({
    name: 'store_payments_total',
    help: 'Payment outcomes (succeeded, failed, cancelled, provider_unavailable, refunds), by method.',
    labelNames: ['method', 'outcome'] as const,
    registers,
  });
  const unavailable = new Counter({
    name: 'store_db_unavailable_total',
    help: 'Requests failed because the database did not answer, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const browserErrors = new Counter({
    name: 'store_browser_errors_total',
    help: 'Errors browsers reported through the beacon, by remote and kind.',
    labelNames: ['remote', 'kind'] as const,
    registers,
  });
  // Series that exist from the start, so a rate or ratio over them is defined before the first event.
  for (const cache of ['products', 'head'] as const)
    for (const result of ['hit', 'miss']) caches.inc({ cache, result }, 0);
  for (const reason of DB_REASONS) unavailable.inc({ reason }, 0);
  const fieldVital = fieldMetrics(registry);
  const health = healthMetrics(registry);

  return {
    registry,
    browserError: (remote, kind) =>
      browserErrors.inc({
        remote: boundedLabel(remote, REMOTES),
        kind: boundedLabel(kind, BROWSER_ERROR_KINDS),
      }),
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    pageCache: (cache, hit) => caches.inc({ cache, result: hit ? 'hit' : 'miss' }),
    serverRender(o) {
      renders.observe({ outcome: o.rendered ? o.source : 'fallback' }, o.ms / 1000);
      // Reasons are the fixed strings of host/render/serverRender.ts.
      if (!o.rendered) fallbacks.inc({ reason: o.reason });
    },
    orderPlaced: () => orders.inc(),
    payment: (method, outcome) =>
      payments.inc({ method: boundedLabel(method, PAYMENT_METHODS), outcome }),
    databaseUnavailable: (reason) => unavailable.inc({ reason: boundedLabel(reason, DB_REASONS) }),
    fieldVital,
    ...health,
  };
}

/** METRICS_TOKEN for buildApp's `metricsToken`: unset or blank leaves /metrics a 404. */
export function parseMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  return env.METRICS_TOKEN?.trim() || undefined;
}

/** The decoration host/ code reads the metrics by (it is handed no AppContext). */
const DECORATION = 'storeMetrics';
type WithMetrics = FastifyInstance & { [DECORATION]?: StoreMetrics };

/**
 * The app's metrics from a request, for code built without the AppContext (the page writer,
 * host/pageWriter.ts). Decorations of the root instance reach every encapsulated one.
 */
export function metricsOf(req: FastifyRequest): StoreMetrics | undefined {
  return (req.server as WithMetrics)[DECORATION];
}

/**
 * Request counts and durations (by route template: fastify's routeOptions.url; everything no
 * route matched is "unmatched", never the URL), database failures by reason, pool gauges read at
 * scrape, and GET /metrics (Bearer METRICS_TOKEN; a 404 when unset).
 */
export function installMetrics(
  app: FastifyInstance,
  metrics: StoreMetrics,
  opts: { token?: string; db: Db; ready: ReadinessCheck },
): void {
  app.decorate(DECORATION, metrics);
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.is404 ? undefined : req.routeOptions.url;
    metrics.request(req.method, route ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // Every thrown error passes here before the error handler turns it into its 503.
  app.addHook('onError', (_req, _reply, error, done) => {
    if (isDatabaseUnavailable(error))
      metrics.databaseUnavailable(
        error instanceof DatabaseUnavailableError ? error.reason : 'busy',
      );
    done();
  });
  const { db, ready } = opts;
  new Gauge({
    name: 'store_ready',
    help: 'Whether the server is ready (1) or not (0): the readiness checks of /readyz, run at each scrape.',
    registers: [metrics.registry],
    async collect() {
      this.set((await ready()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'store_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (SQLite: none).',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      const s = db.poolStats?.();
      if (!s) return;
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  metricsRoute(app, metrics.registry, opts.token);
}
