import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  Address,
  AddressVerification,
  Checkout,
  CreateCheckoutBody,
  Customer,
  DeliveryOptionsResponse,
  SubmitResult,
  UpdateCheckoutData,
} from '@store/shared/src/types';
import type { AppContext } from '../lib/context';
import { apiError, unprocessable } from '../lib/errors';
import * as S from '../lib/schemas';
import { verifyAddress } from './address';
import { checkoutToApi, findPurchasableSku, loadCheckout, requireStore, type SkuRow } from './repo';
import { addressSchema, checkoutId, customerSchema } from './schemas';
import { quoteDefs, toQuote } from './pricing';
import { US_STATES } from './geo';
import { submitCheckout } from './submit';

export const MAX_QUANTITY = 99;
export const MAX_LINE_ITEMS = 50;

export function checkoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post<{ Body: CreateCheckoutBody }>(
    '/checkout',
    {
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
          },
        },
      },
    },
    async (req, reply): Promise<Checkout> => {
      const body = req.body;
      const store = requireStore(db, body.storeSlug);
      // Merge repeated SKUs, then resolve each against the catalog: only SKU and quantity are trusted.
      const merged = new Map<string, { quantity: number; index: number }>();
      body.lineItems.forEach((li, index) => {
        const prev = merged.get(li.sku);
        merged.set(li.sku, {
          quantity: (prev?.quantity ?? 0) + li.quantity,
          index: prev?.index ?? index,
        });
      });
      const resolved: (SkuRow & { sku: string; qty: number })[] = [];
      for (const [sku, { quantity, index }] of merged) {
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
          throw unprocessable(
            'invalid_quantity',
            `Quantity must be between 1 and ${MAX_QUANTITY}.`,
            `/lineItems/${index}/quantity`,
          );
        }
        const row = findPurchasableSku(db, store.id, sku);
        if (!row)
          throw unprocessable('sku_not_found', `Unknown item ${sku}.`, `/lineItems/${index}/sku`);
        if (row.quantity <= 0) {
          throw unprocessable(
            'sku_unavailable',
            `Item ${sku} is out of stock.`,
            `/lineItems/${index}/sku`,
          );
        }
        if (row.quantity < quantity) {
          throw unprocessable(
            'insufficient_inventory',
            `Only ${row.quantity} left of item ${sku}.`,
            `/lineItems/${index}/quantity`,
          );
        }
        resolved.push({ ...row, sku, qty: quantity });
      }
      const id = crypto.randomUUID();
      const now = ctx.now().toISOString();
      db.tx(() => {
        db.run(
          `INSERT INTO checkouts (id, store_id, state, platform, payment_method, marketing_opt_in, traffic_source,
             affiliate, created_at, updated_at)
           VALUES (?, ?, 'created', 'stripe', 'card', 0, ?, ?, ?, ?)`,
          [id, store.id, body.trafficSource ?? null, body.affiliate ?? null, now, now],
        );
        resolved.forEach((r, position) =>
          db.run(
            `INSERT INTO checkout_items (checkout_id, position, sku, listing_id, product_id, variation_id, size_id,
               quantity, unit_price_cents)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id,
              position,
              r.sku,
              r.listing_id,
              r.product_id,
              r.variation_id,
              r.size_id,
              r.qty,
              r.price_cents,
            ],
          ),
        );
      });
      void reply.code(201);
      return checkoutToApi(db, loadCheckout(db, id));
    },
  );

  app.get<{ Querystring: { id: string; storeSlug: string } }>(
    '/checkout',
    {
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
      return checkoutToApi(db, loadCheckout(db, req.query.id, req.query.storeSlug));
    },
  );

  app.put<{ Body: { id: string; data: UpdateCheckoutData } }>(
    '/v1/checkout',
    {
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
      db.tx(() => {
        const m = loadCheckout(db, id, data.storeSlug);
        if (m.row.order_id) {
          throw unprocessable(
            'checkout_completed',
            'This checkout has already been placed.',
            '/id',
          );
        }
        let shipCountry = m.shipCountry;
        if (data.customer) {
          const c: Customer = { ...data.customer, id: `cus_${id.slice(0, 8)}` };
          c.address = {
            ...c.address,
            countryCode: c.address.countryCode.toUpperCase(),
            stateCode: c.address.stateCode.toUpperCase(),
          };
          shipCountry = c.address.countryCode;
          db.run(
            `UPDATE checkouts SET customer_json = ?, state = CASE WHEN state = 'created' THEN 'pending' ELSE state END,
               ship_country = ?, ship_state = ?, updated_at = ? WHERE id = ?`,
            [JSON.stringify(c), c.address.countryCode, c.address.stateCode, now, id],
          );
          // A new destination may not offer the chosen option: drop it so the shopper picks again.
          const defs = quoteDefs(c.address.countryCode, m.digitalOnly);
          if (m.row.delivery_option_id && !defs?.some((d) => d.name === m.row.delivery_option_id)) {
            db.run('UPDATE checkouts SET delivery_option_id = NULL WHERE id = ?', [id]);
          }
        }
        if (data.deliveryOption !== undefined) {
          if (!shipCountry) {
            throw unprocessable(
              'address_required',
              'Please enter your address first.',
              '/data/deliveryOption',
            );
          }
          const defs = quoteDefs(shipCountry, m.digitalOnly);
          if (!defs) {
            throw unprocessable(
              'country_not_supported',
              'We cannot ship to this country.',
              '/data/deliveryOption',
            );
          }
          if (!defs.some((d) => d.name === data.deliveryOption)) {
            throw unprocessable(
              'delivery_option',
              'This delivery option is not available.',
              '/data/deliveryOption',
            );
          }
          db.run('UPDATE checkouts SET delivery_option_id = ?, updated_at = ? WHERE id = ?', [
            data.deliveryOption,
            now,
            id,
          ]);
        }
        if (data.promoCode !== undefined) {
          const code = (data.promoCode ?? '').trim().toUpperCase();
          if (code) {
            const promo = db.get<{ code: string }>(
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
          db.run('UPDATE checkouts SET promo_code = ?, updated_at = ? WHERE id = ?', [
            code || null,
            now,
            id,
          ]);
        }
        if (data.marketingOptIn !== undefined) {
          db.run('UPDATE checkouts SET marketing_opt_in = ?, updated_at = ? WHERE id = ?', [
            data.marketingOptIn ? 1 : 0,
            now,
            id,
          ]);
        }
      });
      return checkoutToApi(db, loadCheckout(db, id));
    },
  );

  app.post<{ Body: { id: string; storeSlug: string; address: Address } }>(
    '/v1/checkout/verifyAddress',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id', 'storeSlug', 'address'],
          properties: { id: checkoutId, storeSlug: S.slug, address: addressSchema },
        },
      },
    },
    async (req): Promise<AddressVerification> => {
      loadCheckout(db, req.body.id, req.body.storeSlug);
      return verifyAddress(req.body.address);
    },
  );

  app.post<{ Body: { id: string; storeSlug: string; stateCode: string; countryCode: string } }>(
    '/deliveryOptions',
    {
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
      const m = loadCheckout(db, id, storeSlug);
      const defs = quoteDefs(countryCode, m.digitalOnly);
      if (!defs) {
        throw apiError(422, 'country_not_supported', 'We cannot deliver to this country yet.', {
          pointer: '/countryCode',
        });
      }
      if (countryCode === 'US' && !US_STATES[stateCode]) {
        throw unprocessable('invalid_state', 'Please select your state', '/stateCode');
      }
      db.run(
        'UPDATE checkouts SET ship_country = ?, ship_state = ? WHERE id = ? AND customer_json IS NULL',
        [countryCode, stateCode || null, id],
      );
      const now = ctx.now();
      return { data: { attributes: { quotes: defs.map((d) => toQuote(d, now)) } } };
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
    async (req): Promise<SubmitResult> => submitCheckout(ctx, req.body),
  );
}
