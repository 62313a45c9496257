import type { FastifyInstance } from 'fastify';
import type { PaymentResult } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { notFound } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { cancelLive, type LivePaymentRow } from '../live';
import type { PaymentReader } from '../results';

/** Where a payment stands: read by the checkout page, and the return from a real provider. */
export function paymentStatusRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  reader: PaymentReader,
): void {
  const { db } = ctx;
  app.get<{ Querystring: { paymentId: string; checkoutId: string } }>(
    '/v1/payment',
    {
      config: { store: ['query.checkoutId:checkout', 'query.paymentId:payment'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['paymentId', 'checkoutId'],
          properties: {
            paymentId: { type: 'string', minLength: 1, maxLength: 100 },
            checkoutId: S.uuid,
          },
        },
      },
    },
    async (req, reply): Promise<PaymentResult> => {
      const p = await db.get<LivePaymentRow>(
        'SELECT * FROM payments WHERE id = ? AND checkout_id = ?',
        [req.query.paymentId, req.query.checkoutId],
      );
      if (!p) throw notFound('payment', 'Payment not found', 'paymentId');
      void reply.header('cache-control', 'no-store');
      // A status read: the token stays with whoever started the payment.
      const { paymentToken: _token, ...status } = await reader.result(await reader.refreshed(p));
      return status;
    },
  );

  /**
   * GET {payments}/v1/return?paymentId[&outcome=cancel]: where a real provider sends the shopper back
   * (3-D Secure, Afterpay, PayPal). Settles what the provider says, then 303 to the checkout page
   * with `paymentId` and `paymentState`, exactly like the sandbox approval page.
   */
  app.get<{ Querystring: { paymentId: string; outcome?: 'cancel' } }>(
    '/v1/return',
    {
      config: { store: ['query.paymentId:payment'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['paymentId'],
          properties: {
            paymentId: { type: 'string', minLength: 1, maxLength: 100 },
            outcome: { type: 'string', enum: ['cancel'] },
          },
        },
      },
    },
    async (req, reply) => {
      const p = await reader.find(req.query.paymentId);
      if (!p || p.provider === 'sandbox')
        throw notFound('payment', 'Payment not found', 'paymentId');
      const after =
        req.query.outcome === 'cancel' ? await cancelLive(ctx, p) : await reader.refreshed(p);
      const q = new URLSearchParams({ paymentId: after.id, paymentState: after.state });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/checkout/${encodeURIComponent(after.checkout_id)}?${q.toString()}`, 303);
    },
  );
}
