import type { FastifyContextConfig } from 'fastify';
import type { AppContext } from '../lib/context';
import type { StoreRef } from '../lib/storeScope';
import { rateLimitConfig } from '../ops/rateLimits';

/**
 * The route config of every call that moves a checkout towards money (initiate, update, submit,
 * wallet order): scoped to the body's checkout and store (plus any further `scopes`, e.g. the
 * payment it names) and counted under the `payment` rate limit.
 */
export function paymentRouteConfig(ctx: AppContext, ...scopes: StoreRef[]): FastifyContextConfig {
  return {
    store: ['body.checkoutId:checkout', 'body.storeSlug', ...scopes],
    rateLimit: rateLimitConfig(ctx.rateLimits, 'payment'),
  };
}
