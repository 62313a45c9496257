import type { FastifyInstance } from 'fastify';
import type { Checkout, UpdateCheckoutData } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { unprocessable } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { rateLimitConfig } from '../../ops/rateLimits';
import { checkoutToApi, loadCheckout } from '../repo';
import { checkoutId, customerSchema } from '../schemas';
import {
  applyCustomer,
  applyDeliveryOption,
  applyMarketingOptIn,
  applyPromoCode,
} from '../updates';

/** The shopper's details, delivery option, promo code and marketing choice, in one transaction. */
export function updateCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.put<{ Body: { id: string; data: UpdateCheckoutData } }>(
    '/v1/checkout',
    {
      config: {
        store: ['body.id:checkout', 'data.storeSlug'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'checkoutUpdate'),
      },
      schema: {
        body: {
          type: 'object',
          required: ['id', 'data'],
          properties: {
            id: checkoutId,
            data: {
              type: 'object',
              required: ['storeSlug'],
              properties: {
                storeSlug: S.slug,
                customer: customerSchema,
                deliveryOption: { type: 'string', minLength: 1, maxLength: 40 },
                promoCode: { type: ['string', 'null'], maxLength: 40 },
                marketingOptIn: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
    async (req): Promise<Checkout> => {
      const { id, data } = req.body;
      const now = ctx.now().toISOString();
      await db.tx(async (t) => {
        const tc: AppContext = { ...ctx, db: t };
        const m = await loadCheckout(t, id, data.storeSlug);
        if (m.row.order_id) {
          throw unprocessable(
            'checkout_completed',
            'This checkout has already been placed.',
            '/id',
          );
        }
        if (data.customer) await applyCustomer(tc, m, data.customer);
        if (data.deliveryOption !== undefined) {
          const shipCountry = data.customer?.address.countryCode.toUpperCase() ?? m.shipCountry;
          await applyDeliveryOption(
            tc,
            m,
            shipCountry,
            data.deliveryOption,
            '/data/deliveryOption',
          );
        }
        if (data.promoCode !== undefined) await applyPromoCode(tc, m, data.promoCode, now);
        if (data.marketingOptIn !== undefined)
          await applyMarketingOptIn(tc, m, data.marketingOptIn, now);
      });
      return checkoutToApi(db, await loadCheckout(db, id));
    },
  );
}
