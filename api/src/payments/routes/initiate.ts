import type { FastifyInstance } from 'fastify';
import type { InitiatePaymentBody, PaymentStarted } from '@store/shared/src/types';
import { customerSchema } from '../../checkout/schemas';
import type { AppContext } from '../../lib/context';
import { apiError, notFound, unprocessable } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { paymentRouteConfig } from '../paymentRouteConfig';
import { isApprovalFlow, startApproval } from '../approvals';
import type { PaymentRow } from '../paymentRow';
import { chargeLive } from '../live';
import { toResult, type PaymentReader } from '../results';
import { confirmSandbox } from '../sandboxConfirm';

/** A payment in flight or on its way back to the shopper cannot be paid again. */
const BUSY_STATES: readonly string[] = ['processing', 'refunding', 'refund_failed'];

const paymentBodyProps = {
  amount: { type: 'number' },
  platform: { type: 'string', enum: ['stripe', 'paypal'] },
  paymentMethod: {
    type: 'string',
    enum: ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal'],
  },
  checkoutId: S.uuid,
  billingDetails: {
    type: ['object', 'null'],
    properties: {
      name: { type: 'string', maxLength: 200 },
      email: { type: 'string', maxLength: 254 },
      phone: { type: 'string', maxLength: 30 },
    },
  },
  paymentMethodId: { type: ['string', 'null'], maxLength: 64 },
  storeSlug: S.slug,
  customer: { anyOf: [{ type: 'null' }, customerSchema] },
  lookupNumber: { type: ['string', 'null'], maxLength: 64 },
  storeName: { type: ['string', 'null'], maxLength: 200 },
} as const;

/** A platform without keys on a store whose other platform takes real money. */
function notConfigured(platform: string) {
  const name = platform === 'paypal' ? 'PayPal' : 'Card and wallet payments';
  return unprocessable(
    'provider_not_configured',
    `${name} ${platform === 'paypal' ? 'is' : 'are'} not available on this store.`,
    '/platform',
  );
}

/**
 * Paying a checkout, and paying it again after a failure: a real provider when the store has
 * one for the platform, else the sandbox (an approval page, or a sandbox card at once).
 */
export function initiatePaymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  reader: PaymentReader,
): void {
  const { db } = ctx;
  const prefix = app.prefix;
  app.post<{ Body: InitiatePaymentBody }>(
    '/v1/initiatePayment',
    {
      config: paymentRouteConfig(ctx),
      schema: {
        body: {
          type: 'object',
          required: ['platform', 'paymentMethod', 'checkoutId', 'storeSlug'],
          properties: paymentBodyProps,
        },
      },
    },
    async (req, reply): Promise<PaymentStarted> => {
      void reply.code(201);
      const gateway = ctx.payments.forPlatform(req.body.platform);
      if (gateway) return reader.result(await chargeLive(ctx, gateway, req, prefix, req.body));
      if (!ctx.payments.sandboxOpen) throw notConfigured(req.body.platform);
      if (isApprovalFlow(req.body))
        return reader.result(await reader.byId(await startApproval(ctx, req.body)));
      return confirmSandbox(ctx, req.body.checkoutId, req.body.storeSlug, req.body);
    },
  );

  app.post<{ Body: InitiatePaymentBody & { id: string; paymentToken: string } }>(
    '/v1/updatePayment',
    {
      config: paymentRouteConfig(ctx, 'body.id:payment'),
      schema: {
        body: {
          type: 'object',
          required: ['id', 'paymentToken', 'platform', 'paymentMethod', 'checkoutId', 'storeSlug'],
          properties: {
            ...paymentBodyProps,
            id: { type: 'string', minLength: 1, maxLength: 100 },
            paymentToken: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (req): Promise<PaymentStarted> => {
      const p = await db.get<PaymentRow>(
        'SELECT * FROM payments WHERE id = ? AND checkout_id = ? AND token = ?',
        [req.body.id, req.body.checkoutId, req.body.paymentToken],
      );
      if (!p) throw notFound('payment', 'Payment not found', 'id');
      if (p.state === 'succeeded') return toResult(p);
      if (BUSY_STATES.includes(p.state)) {
        throw apiError(409, 'payment_in_progress', 'This payment is already being processed.', {
          pointer: '/id',
        });
      }
      const gateway = ctx.payments.forPlatform(req.body.platform);
      if (gateway) return reader.result(await chargeLive(ctx, gateway, req, prefix, req.body, p));
      if (!ctx.payments.sandboxOpen) throw notConfigured(req.body.platform);
      if (isApprovalFlow(req.body)) {
        // A pending approval stays as it is; a failed / card payment restarts as an approval.
        if (p.state === 'requires_action' && !p.payment_method_id) return reader.result(p);
        return reader.result(await reader.byId(await startApproval(ctx, req.body, p)));
      }
      return confirmSandbox(ctx, req.body.checkoutId, req.body.storeSlug, req.body, p);
    },
  );
}
