import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';

/** The origin for absolute URLs we hand out: PUBLIC_URL when configured, else this request's. */
export const publicOrigin = (ctx: Pick<AppContext, 'payments'>, req: FastifyRequest): string =>
  ctx.payments.publicUrl ?? `${req.protocol}://${req.host}`;
