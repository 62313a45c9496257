import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod, PaymentPlatform } from '@store/shared/src/types';
import { findStore, findStoreById } from '../catalog/repo';
import type { AppContext } from '../lib/context';
import { apiError, notFound } from '../lib/errors';
import * as S from '../lib/schemas';
import { findPurchasableSku, type SkuRow } from '../checkout/repo';
import { MAX_QUANTITY } from '../checkout/routes';
import type { StoreRow } from '../catalog/repo';

export const MAX_EXPRESS_SKUS = 50;

/** Express `method` / `payment_method` values → the checkout's payment method and platform. */
export const EXPRESS_METHODS: Record<string, { method: PaymentMethod; platform: PaymentPlatform }> =
  {
    afterpay: { method: 'afterpay', platform: 'stripe' },
    stripe: { method: 'card', platform: 'stripe' },
    card: { method: 'card', platform: 'stripe' },
    paypal: { method: 'paypal', platform: 'paypal' },
    googlepay: { method: 'google-pay', platform: 'stripe' },
    applepay: { method: 'apple-pay', platform: 'stripe' },
  };

const badParam = (parameter: string, detail: string) =>
  apiError(400, 'invalid', detail, { parameter }, 'Invalid request');

/** `sku_quantity` entries, e.g. `1001-70001-m_2,1001-70002-l_1`. */
export function parseExpressSkus(skus: string): { sku: string; quantity: number }[] {
  const parts = skus.split(',').filter((p) => p.trim() !== '');
  if (parts.length === 0) throw badParam('skus', 'skus must list at least one sku_quantity.');
  if (parts.length > MAX_EXPRESS_SKUS)
    throw badParam('skus', `skus may list at most ${MAX_EXPRESS_SKUS} items.`);
  return parts.map((p) => {
    const m = /^([A-Za-z0-9-]{1,200})_([0-9]{1,3})$/.exec(p.trim());
    if (!m) throw badParam('skus', `"${p.slice(0, 50)}" is not a sku_quantity pair.`);
    return { sku: m[1], quantity: Number(m[2]) };
  });
}

/**
 * Same rules as POST /api/checkout/checkout (merged SKUs, public listing + colour of this store,
 * in stock, quantity 1..99; prices from the catalog), answered as 400 on the `skus` parameter.
 */
export function createExpressCheckout(
  ctx: AppContext,
  store: StoreRow,
  items: { sku: string; quantity: number }[],
  affiliate: string | null,
  choice: { method: PaymentMethod; platform: PaymentPlatform },
): string {
  const { db } = ctx;
  const merged = new Map<string, number>();
  for (const i of items) merged.set(i.sku, (merged.get(i.sku) ?? 0) + i.quantity);
  const resolved: (SkuRow & { sku: string; qty: number })[] = [];
  for (const [sku, qty] of merged) {
    if (qty < 1 || qty > MAX_QUANTITY)
      throw badParam('skus', `Quantity of ${sku} must be between 1 and ${MAX_QUANTITY}.`);
    const row = findPurchasableSku(db, store.id, sku);
    if (!row) throw apiError(400, 'sku_not_found', `Unknown item ${sku}.`, { parameter: 'skus' });
    if (row.quantity < qty) {
      throw apiError(
        400,
        row.quantity <= 0 ? 'sku_unavailable' : 'insufficient_inventory',
        row.quantity <= 0
          ? `Item ${sku} is out of stock.`
          : `Only ${row.quantity} left of item ${sku}.`,
        { parameter: 'skus' },
      );
    }
    resolved.push({ ...row, sku, qty });
  }
  const id = crypto.randomUUID();
  const now = ctx.now().toISOString();
  db.tx(() => {
    db.run(
      `INSERT INTO checkouts (id, store_id, state, platform, payment_method, marketing_opt_in, traffic_source,
         affiliate, created_at, updated_at)
       VALUES (?, ?, 'created', ?, ?, 0, 'express_checkout', ?, ?, ?)`,
      [id, store.id, choice.platform, choice.method, affiliate, now, now],
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
  return id;
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const methodEnum = { type: 'string', enum: Object.keys(EXPRESS_METHODS) } as const;

interface ExpressQuery {
  currency?: string;
  locale?: string;
  payment_method?: string;
  method?: string;
  ship_method?: string;
  skus: string;
  store_id: string;
  store_url?: string;
  aid?: string;
  device_id?: string;
  _ga?: string;
  content_ids?: string;
  shipping?: string;
}

/**
 * GET /buy/express_checkout (store-server root; a browser redirect target). Creates a checkout from
 * the SKUs (server-priced, the rules of POST /api/checkout/checkout) and answers 302 to
 * `/checkout/{id}`. Bad input → 400 `{ errors }` (unknown store → 404 `store`).
 */
export function expressCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ExpressQuery }>(
    '/buy/express_checkout',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['skus', 'store_id'],
          properties: {
            currency: S.currency,
            locale: { type: 'string', maxLength: 20, pattern: '^[A-Za-z_-]*$' },
            payment_method: methodEnum,
            method: methodEnum,
            ship_method: { type: 'string', enum: ['1'] },
            skus: { type: 'string', minLength: 1, maxLength: 12000 },
            store_id: {
              type: 'string',
              minLength: 1,
              maxLength: 100,
              pattern: '^[A-Za-z0-9_.-]+$',
            },
            store_url: text(2000),
            aid: text(200),
            device_id: text(200),
            _ga: text(200),
            content_ids: text(2000),
            shipping: text(200),
          },
        },
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.currency && q.currency.toUpperCase() !== 'USD')
        throw badParam('currency', 'Only USD checkouts are supported.');
      const store = findStoreById(ctx.db, q.store_id) ?? findStore(ctx.db, q.store_id);
      if (!store) throw notFound('store', 'Store not found', 'store_id');
      const lineItems = parseExpressSkus(q.skus);
      const choice = EXPRESS_METHODS[q.method ?? q.payment_method ?? 'afterpay'];
      const id = createExpressCheckout(ctx, store, lineItems, q.aid ?? null, choice);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/checkout/${encodeURIComponent(id)}`, 302);
    },
  );
}
