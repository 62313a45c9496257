import type { FastifyInstance } from 'fastify';
import type { SubmitResult } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import * as S from '../../lib/schemas';
import { paymentRouteConfig } from '../../payments/paymentRouteConfig';
import { submitAndSettle } from '../../payments/refunds';
import { checkoutId } from '../schemas';

/** Placing the order: the payment is charged and settled into an order (payments/refunds.ts). */
export function submitRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{
    Body: {
      checkoutId: string;
      storeSlug: string;
      paymentToken: string;
      paymentId: string;
      platform: string;
      returnUrl: string;
    };
  }>(
    '/v1/checkout/submit',
    {
      config: paymentRouteConfig(ctx),
      schema: {
        body: {
          type: 'object',
          required: ['checkoutId', 'storeSlug', 'paymentToken', 'paymentId', 'platform'],
          properties: {
            checkoutId,
            storeSlug: S.slug,
            paymentToken: { type: 'string', minLength: 1, maxLength: 200 },
            paymentId: { type: 'string', minLength: 1, maxLength: 100 },
            platform: { type: 'string', enum: ['stripe', 'paypal'] },
            returnUrl: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (req): Promise<SubmitResult> => submitAndSettle(ctx, req.body),
  );
}
