import type { FastifyInstance } from 'fastify';
import type {
  Address,
  AddressVerification,
  DeliveryOptionsResponse,
} from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { apiError, unprocessable } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { rateLimitConfig } from '../../ops/rateLimits';
import { verifyAddress } from '../address';
import { US_STATES } from '../geo';
import { quoteDefs, toQuote } from '../pricing';
import { loadCheckout } from '../repo';
import { addressSchema, checkoutId } from '../schemas';

/** Where a checkout ships: the address check and the delivery options for a country. */
export function deliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post<{ Body: { id: string; storeSlug: string; address: Address } }>(
    '/v1/checkout/verifyAddress',
    {
      config: {
        store: ['body.id:checkout', 'body.storeSlug'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'checkoutUpdate'),
      },
      schema: {
        body: {
          type: 'object',
          required: ['id', 'storeSlug', 'address'],
          properties: { id: checkoutId, storeSlug: S.slug, address: addressSchema },
        },
      },
    },
    async (req): Promise<AddressVerification> => {
      await loadCheckout(db, req.body.id, req.body.storeSlug);
      return verifyAddress(req.body.address);
    },
  );

  app.post<{ Body: { id: string; storeSlug: string; stateCode?: string; countryCode: string } }>(
    '/deliveryOptions',
    {
      config: {
        store: ['body.id:checkout', 'body.storeSlug'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'checkoutUpdate'),
      },
      schema: {
        body: {
          type: 'object',
          required: ['id', 'storeSlug', 'countryCode'],
          properties: {
            id: checkoutId,
            storeSlug: S.slug,
            stateCode: { type: 'string', maxLength: 10 },
            countryCode: S.countryCode,
          },
        },
      },
    },
    async (req): Promise<DeliveryOptionsResponse> => {
      const { id, storeSlug } = req.body;
      const countryCode = req.body.countryCode.toUpperCase();
      const stateCode = (req.body.stateCode ?? '').toUpperCase();
      const m = await loadCheckout(db, id, storeSlug);
      const defs = quoteDefs(countryCode, m.digitalOnly);
      if (!defs) {
        throw apiError(422, 'country_not_supported', 'We cannot deliver to this country yet.', {
          pointer: '/countryCode',
        });
      }
      if (countryCode === 'US' && !US_STATES[stateCode]) {
        throw unprocessable('invalid_state', 'Please select your state', '/stateCode');
      }
      await db.run(
        'UPDATE checkouts SET ship_country = ?, ship_state = ? WHERE id = ? AND customer_json IS NULL',
        [countryCode, stateCode || null, id],
      );
      const now = ctx.now();
      return { data: { attributes: { quotes: defs.map((d) => toQuote(d, now, m.money)) } } };
    },
  );
}
