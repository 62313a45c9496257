import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { FRONT_ENDS } from '@store/shared/src/routes/remotes';
import type { VitalsReport } from '@store/shared/src/telemetry/fieldVitals';
import type { ReadinessCheck } from '@store/shared/node/probes';
import {
  boundedLabel,
  installServerMetrics,
  serverRegistry,
  type ServerRegistry,
} from '@store/shared/node/serverMetrics';
import type { ReadSource } from '../commerce/client';
import type { RenderOutcome } from '../render/serverRender';
import { fieldMetrics } from './fieldMetrics';

/** What a `store:error` report can be (shared/src/bus/events.ts ErrorReport.kind). */
const BROWSER_ERROR_KINDS = ['remote-load', 'render'] as const;

/** How an upstream attempt ended (commerce/upstreamFetch.ts). */
export type UpstreamOutcome = 'ok' | 'network' | 'timeout' | 'server' | 'circuit-open';

/**
 * The store server's Prometheus metrics, one registry per server: its requests, the pages' server
 * render, its caches (heads, the shared HTTP cache of the API's reads), its calls to the API by
 * outcome, change events, and what shoppers' browsers report (errors, field vitals). Every label
 * takes values from a bounded set.
 */
export interface StoreMetrics extends ServerRegistry {
  /** A lookup in a cache of written parts (page heads). */
  pageCache(cache: 'head', hit: boolean): void;
  /** A read of the API, by how the shared cache answered it. */
  upstreamRead(source: ReadSource): void;
  /** One attempt at the API, by outcome, with its time. */
  upstreamAttempt(outcome: UpstreamOutcome, seconds: number): void;
  /** A page written again because the store's version moved while it was written. */
  pageRewritten(): void;
  /** A change event taken (`purged`), or refused (`refused`: bad signature or body). */
  changeEvent(outcome: 'purged' | 'duplicate' | 'refused'): void;
  /** A page's server-render step: rendered, served from the render cache, or left to the browser. */
  serverRender(outcome: RenderOutcome): void;
  /** Browser-reported errors (the beacon), by remote and kind. */
  browserError(remote: string, kind: string): void;
  /** One field report of a shopper's page view (vitalsBeacon.ts; its values are checked). */
  fieldVital(report: VitalsReport): void;
  renderWorkerRestart(): void;
}

const READ_SOURCES: ReadSource[] = [
  'hit',
  'stale',
  'revalidated',
  'miss',
  'bypass',
  'stale-if-error',
];

export function createMetrics(): StoreMetrics {
  const server = serverRegistry();
  const { registry } = server;
  const registers = [registry];
  const caches = new Counter({
    name: 'store_page_cache_total',
    help: 'Lookups in the caches of serialised bodies (products pages, page heads), hit or miss.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const reads = new Counter({
    name: 'store_upstream_reads_total',
    help: "Reads of the commerce API by how the store server's shared HTTP cache answered them.",
    labelNames: ['source'] as const,
    registers,
  });
  const attempts = new Histogram({
    name: 'store_upstream_request_seconds',
    help: 'Requests to the commerce API, by outcome (ok, network, timeout, server, circuit-open).',
    labelNames: ['outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const rewritten = new Counter({
    name: 'store_pages_rewritten_total',
    help: "Pages written again because the store's catalog version moved while they were written.",
    registers,
  });
  const changes = new Counter({
    name: 'store_change_events_received_total',
    help: 'Change events from the commerce API: purged, a duplicate, or refused.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const pages = pageMetrics(registry);
  // Series that exist from the start, so a rate or ratio over them is defined before the first event.
  for (const result of ['hit', 'miss']) caches.inc({ cache: 'head', result }, 0);
  for (const source of READ_SOURCES) reads.inc({ source }, 0);
  for (const outcome of ['purged', 'duplicate', 'refused']) changes.inc({ outcome }, 0);
  const fieldVital = fieldMetrics(registry);

  return {
    ...server,
    pageCache: (cache, hit) => caches.inc({ cache, result: hit ? 'hit' : 'miss' }),
    upstreamRead: (source) => reads.inc({ source }),
    upstreamAttempt: (outcome, seconds) => attempts.observe({ outcome }, seconds),
    pageRewritten: () => rewritten.inc(),
    changeEvent: (outcome) => changes.inc({ outcome }),
    ...pages,
    fieldVital,
  };
}

/** What the pages' server render and the shoppers' browsers tell the operator. */
function pageMetrics(
  registry: Registry,
): Pick<StoreMetrics, 'serverRender' | 'browserError' | 'renderWorkerRestart'> {
  const registers = [registry];
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
  const browserErrors = new Counter({
    name: 'store_browser_errors_total',
    help: 'Errors browsers reported through the beacon, by remote and kind.',
    labelNames: ['remote', 'kind'] as const,
    registers,
  });
  const workerRestarts = new Counter({
    name: 'store_render_worker_restarts_total',
    help: 'Render worker threads that ended unexpectedly (past the hard limit, out of memory, a crash) and were replaced.',
    registers,
  });
  return {
    serverRender(o) {
      renders.observe({ outcome: o.rendered ? o.source : 'fallback' }, o.ms / 1000);
      // Reasons are the fixed strings of render/serverRender.ts.
      if (!o.rendered) fallbacks.inc({ reason: o.reason });
    },
    browserError: (remote, kind) =>
      browserErrors.inc({
        remote: boundedLabel(remote, FRONT_ENDS),
        kind: boundedLabel(kind, BROWSER_ERROR_KINDS),
      }),
    renderWorkerRestart: () => workerRestarts.inc(),
  };
}

/** The decoration the page writer reads the metrics by (it is built before the routes). */
const DECORATION = 'storeMetrics';
type WithMetrics = FastifyInstance & { [DECORATION]?: StoreMetrics };

/** The server's metrics from a request. Decorations of the root instance reach every one. */
export function metricsOf(req: FastifyRequest): StoreMetrics | undefined {
  return (req.server as WithMetrics)[DECORATION];
}

/**
 * Every server's (shared/node/serverMetrics.ts: requests, readiness, GET /metrics) and the shared
 * cache's size read at scrape.
 */
export function installMetrics(
  app: FastifyInstance,
  metrics: StoreMetrics,
  opts: {
    token?: string;
    ready: ReadinessCheck;
    cacheUsage: () => { entries: number; bytes: number };
  },
): void {
  app.decorate(DECORATION, metrics);
  installServerMetrics(app, metrics, { token: opts.token, ready: opts.ready });
  new Gauge({
    name: 'store_upstream_cache_bytes',
    help: "Bytes the store server's shared HTTP cache of the API's reads holds (bounded).",
    registers: [metrics.registry],
    collect() {
      this.set(opts.cacheUsage().bytes);
    },
  });
}
