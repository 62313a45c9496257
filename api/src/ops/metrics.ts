import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { metricsRoute } from '@store/shared/node/metricsRoute';
import type { ReadinessCheck } from '@store/shared/node/probes';
import { boundedLabel, serverRegistry } from '@store/shared/node/processMetrics';
import type { Db } from '../db';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/unavailable';
import { PAYMENT_METHODS, type PageCacheName, type PaymentOutcome } from './metricsLabels';

export type { PageCacheName, PaymentOutcome } from './metricsLabels';

/**
 * The API's Prometheus metrics, one registry per app (tests run many apps in one process; the
 * global default registry is never used). Every label takes values from a bounded set: a label
 * fed by a client (a URL) would otherwise grow the series without end. The pages' own (server
 * render, field vitals, browser errors) are the store server's (server/src/ops/metrics.ts).
 */
export interface StoreMetrics {
  /** What GET /metrics reads. */
  readonly registry: Registry;
  /** One answered request, by route template (never the raw URL) and status. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A lookup in the cache of serialised bodies. */
  pageCache(cache: PageCacheName, hit: boolean): void;
  /** A new order (a repeated submit of a placed checkout is not one). */
  orderPlaced(): void;
  /** A payment reached an outcome (method: the checkout's payment method). */
  payment(method: string, outcome: PaymentOutcome): void;
  /** The database did not answer (db/unavailable.ts): connection, timeout, conflict, busy. */
  databaseUnavailable(reason: string): void;
  /** A change event delivered to a store server, or given up on (changes/changeEvents.ts). */
  changeEvent(outcome: 'delivered' | 'failed'): void;
  /** A readiness answer (a probe's or a scrape's): a flip is counted. */
  readiness(ready: boolean): void;
}

const DB_REASONS = ['connection', 'timeout', 'conflict', 'busy'] as const;

export function createMetrics(): StoreMetrics {
  const { registry, readiness } = serverRegistry();
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
  const changeEvents = new Counter({
    name: 'store_change_events_total',
    help: 'Change events posted to the store servers registered with this API, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Series that exist from the start, so a rate or ratio over them is defined before the first event.
  for (const result of ['hit', 'miss']) caches.inc({ cache: 'products', result }, 0);
  for (const reason of DB_REASONS) unavailable.inc({ reason }, 0);
  for (const outcome of ['delivered', 'failed']) changeEvents.inc({ outcome }, 0);

  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    pageCache: (cache, hit) => caches.inc({ cache, result: hit ? 'hit' : 'miss' }),
    orderPlaced: () => orders.inc(),
    payment: (method, outcome) =>
      payments.inc({ method: boundedLabel(method, PAYMENT_METHODS), outcome }),
    databaseUnavailable: (reason) => unavailable.inc({ reason: boundedLabel(reason, DB_REASONS) }),
    changeEvent: (outcome) => changeEvents.inc({ outcome }),
    readiness,
  };
}

/** METRICS_TOKEN for buildApp's `metricsToken`: unset or blank leaves /metrics a 404. */
export function parseMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  return env.METRICS_TOKEN?.trim() || undefined;
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
