import type { FastifyInstance } from 'fastify';
import type { StoreMetrics } from './metrics';
import type { RateLimits } from './rateLimits';

/** STUB (helper: limits). POST of the browser's batched `store:error` reports: logged, counted. */
export function beaconRoutes(
  _app: FastifyInstance,
  _opts: { metrics: StoreMetrics; limits: RateLimits },
): void {}
