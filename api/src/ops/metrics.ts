import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

/**
 * STUB (helper: metrics). The store's Prometheus metrics, one registry per app (tests run many
 * apps in one process). Counters other parts use are named here.
 */
export interface StoreMetrics {
  /** Browser-reported errors (the beacon), by remote and kind. */
  browserError(remote: string, kind: string): void;
}

export function createMetrics(): StoreMetrics {
  return { browserError: () => undefined };
}

/** STUB (helper: metrics). Request hooks and GET /metrics (Bearer METRICS_TOKEN; 404 unset). */
export function installMetrics(
  _app: FastifyInstance,
  _metrics: StoreMetrics,
  _opts: { token?: string; db: Db },
): void {}
