import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { paymentReader } from '../results';
import { approvalRoutes } from './approvals';
import { initiatePaymentRoutes } from './initiate';
import { sandboxCardRoutes } from './sandboxCards';
import { paymentStatusRoutes } from './status';
import { verifyDomainRoutes } from './verifyDomain';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const prefix = app.prefix;
  const reader = paymentReader(ctx, prefix);
  // Its own encapsulated instance: the approval forms' urlencoded parser stays there.
  void app.register(async (sub) => approvalRoutes(sub, ctx, prefix, reader.result));
  sandboxCardRoutes(app, ctx);
  initiatePaymentRoutes(app, ctx, reader);
  paymentStatusRoutes(app, ctx, reader);
  verifyDomainRoutes(app, ctx);
}
