import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { ReadinessCheck } from '@store/shared/node/probes';
import {
  boundedLabel,
  installServerMetrics,
  serverRegistry,
  type ServerRegistry,
} from '@store/shared/node/serverMetrics';
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
export interface StoreMetrics extends ServerRegistry {
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
}

const DB_REASONS = ['connection', 'timeout', 'conflict', 'busy'] as const;

export function createMetrics(): StoreMetrics {
  const server = serverRegistry();
  const registers = [server.registry];

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
    ...server,
    pageCache: (cache, hit) => caches.inc({ cache, result: hit ? 'hit' : 'miss' }),
    orderPlaced: () => orders.inc(),
    payment: (method, outcome) =>
      payments.inc({ method: boundedLabel(method, PAYMENT_METHODS), outcome }),
    databaseUnavailable: (reason) => unavailable.inc({ reason: boundedLabel(reason, DB_REASONS) }),
    changeEvent: (outcome) => changeEvents.inc({ outcome }),
  };
}

/** METRICS_TOKEN for buildApp's `metricsToken`: unset or blank leaves /metrics a 404. */
export function parseMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  return env.METRICS_TOKEN?.trim() || undefined;
}

/**
 * Every server's (shared/node/serverMetrics.ts: requests, readiness, GET /metrics), database
 * failures by reason, and pool gauges read at scrape.
 */
export function installMetrics(
  app: FastifyInstance,
  metrics: StoreMetrics,
  opts: { token?: string; db: Db; ready: ReadinessCheck },
): void {
  installServerMetrics(app, metrics, { token: opts.token, ready: opts.ready });
  // Every thrown error passes here before the error handler turns it into its 503.
  app.addHook('onError', (_req, _reply, error, done) => {
    if (isDatabaseUnavailable(error))
      metrics.databaseUnavailable(
        error instanceof DatabaseUnavailableError ? error.reason : 'busy',
      );
    done();
  });
  const { db } = opts;
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
}
