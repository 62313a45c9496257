import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { createCheckoutRoutes } from './create';
import { deliveryRoutes } from './delivery';
import { submitRoutes } from './submit';
import { updateCheckoutRoutes } from './update';

/** The checkout API (SPEC section 4), a file per route group. */
export function checkoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  createCheckoutRoutes(app, ctx);
  updateCheckoutRoutes(app, ctx);
  deliveryRoutes(app, ctx);
  submitRoutes(app, ctx);
}
