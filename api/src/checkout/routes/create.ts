import type { FastifyInstance } from 'fastify';
import type { Checkout, CreateCheckoutBody } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { pricerFor } from '../../lib/currency';
import { unprocessable } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { rateLimitConfig } from '../../ops/rateLimits';
import { insertCheckout, MAX_LINE_ITEMS, resolveLines } from '../create';
import { checkoutToApi, loadCheckout, requireStore } from '../repo';
import { checkoutId } from '../schemas';

/** Creating a checkout from a cart's lines (prices from the catalog), and reading one back. */
export function createCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
