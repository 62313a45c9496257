import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { PaymentGateways } from '../payments/gateways';
import type { AccessCodeGuard } from './accessCodeLimit';
import { verifyPreviewToken } from './preview';
import type { StoreMetrics } from '../ops/metrics';
import type { RateLimits } from '../ops/rateLimits';
import type { ChangeNotifier } from '../changes/changeEvents';

export interface AppContext {
  db: Db;
  previewSecret: string;
  defaultStore: string;
  /** Public (browser-sent) key the availability API expects in `x-api-key`. */
  availabilityApiKey: string;
  now: () => Date;
  /** Real providers where configured; a platform without one runs on the sandbox. */
  payments: PaymentGateways;
  /** Counts wrong access codes per client and store (lib/accessCodeLimit.ts). */
  accessCodes: AccessCodeGuard;
  /** The store's Prometheus metrics (ops/metrics.ts): count what the operator watches. */
  metrics: StoreMetrics;
  /** Per-client limits of the routes a bot can hammer (ops/rateLimits.ts). */
  rateLimits: RateLimits;
  /** Tells the registered store servers what a write changed (changes/changeEvents.ts). */
  changes: ChangeNotifier;
}

/** True when the request carries a valid preview token (x-preview-token header) for the store. */
export function hasPreview(ctx: AppContext, req: FastifyRequest, storeSlug: string): boolean {
  const h = req.headers['x-preview-token'];
  const token = Array.isArray(h) ? h[0] : h;
  return verifyPreviewToken(ctx.previewSecret, token, storeSlug, ctx.now().getTime());
}
