import type { FastifyInstance } from 'fastify';
import type {
  Address,
  AddressVerification,
  Checkout,
  CreateCheckoutBody,
  DeliveryOptionsResponse,
  SubmitResult,
  UpdateCheckoutData,
} from '@store/shared/src/types';
import type { AppContext } from '../lib/context';
import { apiError, unprocessable } from '../lib/errors';
import * as S from '../lib/schemas';
import { pricerFor } from '../lib/currency';
import { verifyAddress } from './address';
import { checkoutToApi, loadCheckout, requireStore } from './repo';
import { insertCheckout, MAX_LINE_ITEMS, resolveLines } from './create';
import { applyCustomer, applyDeliveryOption } from './updates';
import { addressSchema, checkoutId, customerSchema } from './schemas';
import { quoteDefs, toQuote } from './pricing';
import { US_STATES } from './geo';
import { submitAndSettle } from '../payments/refunds';
import { rateLimitConfig } from '../ops/rateLimits';
import { paymentRouteConfig } from '../payments/paymentRouteConfig';

export { MAX_LINE_ITEMS, MAX_QUANTITY } from './create';

export function checkoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post<{ Body: CreateCheckoutBody }>(
    '/checkout',
    {
      config: { store: ['body.storeSlug'], rateLimit: rateLimitConfig(ctx.rateLimits, 'checkout') },
      schema: {
        body: {
          type: 'object',
          required: ['lineItems', 'storeSlug'],
          properties: {
            lineItems: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_LINE_ITEMS,
              items: {
                type: 'object',
                required: ['sku', 'quantity'],
                properties: {
                  sku: { type: 'string', minLength: 1, maxLength: 200 },
                  quantity: { type: 'integer' },
                  teespringID: { type: 'string', maxLength: 64 },
                },
              },
            },
            storeSlug: S.slug,
            trafficSource: { type: ['string', 'null'], maxLength: 200 },
            affiliate: { type: ['string', 'null'], maxLength: 200 },
            // Checked by pricerFor: a tampered code is a 400 (like a query's), not a 422.
            currency: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (req, reply): Promise<Checkout> => {
      const body = req.body;
      const store = await requireStore(db, body.storeSlug);
      const money = await pricerFor(db, body.currency, { pointer: '/currency' });
      const lines = await resolveLines(
        ctx,
        store,
        body.lineItems,
        (problem, detail, index, field) =>
          unprocessable(problem, detail, `/lineItems/${index}/${field}`),
      );
      const id = await insertCheckout(
        ctx,
        store,
        lines,
        {
          platform: 'stripe',
          method: 'card',
          trafficSource: body.trafficSource ?? null,
          affiliate: body.affiliate ?? null,
        },
        money,
      );
      void reply.code(201);
      return checkoutToApi(db, await loadCheckout(db, id));
    },
  );

  app.get<{ Querystring: { id: string; storeSlug: string } }>(
    '/checkout',
    {
      config: { store: ['query.id:checkout', 'query.storeSlug'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['id', 'storeSlug'],
          properties: { id: checkoutId, storeSlug: S.slug },
        },
      },
    },
    async (req, reply): Promise<Checkout> => {
      void reply.header('cache-control', 'no-store');
      return checkoutToApi(db, await loadCheckout(db, req.query.id, req.query.storeSlug));
    },
  );

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
        if (data.promoCode !== undefined) {
          const code = (data.promoCode ?? '').trim().toUpperCase();
          if (code) {
            const promo = await t.get<{ code: string }>(
              'SELECT code FROM promo_codes WHERE store_id = ? AND code = ? AND active = 1',
              [m.store.id, code],
            );
            if (!promo) {
              throw unprocessable(
                'promo_code',
                'Sorry, this promo code cannot be applied to your order.',
                '/data/promoCode',
              );
            }
          }
          await t.run('UPDATE checkouts SET promo_code = ?, updated_at = ? WHERE id = ?', [
            code || null,
            now,
            id,
          ]);
        }
        if (data.marketingOptIn !== undefined) {
          await t.run('UPDATE checkouts SET marketing_opt_in = ?, updated_at = ? WHERE id = ?', [
            data.marketingOptIn ? 1 : 0,
            now,
            id,
          ]);
        }
      });
      return checkoutToApi(db, await loadCheckout(db, id));
    },
  );

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
