import type { FastifyInstance } from 'fastify';
import type { PaymentMethod, PaymentPlatform } from '@store/shared/src/types';
import { findStore, findStoreById } from '../catalog/stores';
import type { AppContext } from '../lib/context';
import { apiError, notFound } from '@store/shared/node/errors';
import * as S from '../lib/schemas';
import { insertCheckout, resolveLines } from '../checkout/create';
import type { StoreRow } from '../catalog/stores';
import { flagsForStore } from '../catalog/storeFlags';
import { AFTERPAY_USD_ONLY, pricerFor, USD_PRICER, type Pricer } from '../lib/currency';
import { rateLimitConfig } from '../ops/rateLimits';

const MAX_EXPRESS_SKUS = 50;

/** Express `method` / `payment_method` values → the checkout's payment method and platform. */
const EXPRESS_METHODS: Record<string, { method: PaymentMethod; platform: PaymentPlatform }> = {
  afterpay: { method: 'afterpay', platform: 'stripe' },
  stripe: { method: 'card', platform: 'stripe' },
  card: { method: 'card', platform: 'stripe' },
  paypal: { method: 'paypal', platform: 'paypal' },
  googlepay: { method: 'google-pay', platform: 'stripe' },
  applepay: { method: 'apple-pay', platform: 'stripe' },
};

const badParam = (parameter: string, detail: string) =>
  apiError(400, 'invalid', detail, { parameter }, 'Invalid request');

/**
 * SPEC §7 "Afterpay express is excluded when afterpay is hidden": Afterpay is offered only for a
 * store whose region is usa (SPEC §5); PayPal and cards follow the store's hidePaypal / hideCard
 * switches. Checked here too, so a hand-made link cannot open a method the store hides.
 */
async function expressMethodHidden(
  ctx: AppContext,
  store: StoreRow,
  method: PaymentMethod,
): Promise<boolean> {
  if (method === 'afterpay') return store.region.toLowerCase() !== 'usa';
  const flags = await flagsForStore(ctx.db, store.slug);
  if (method === 'paypal') return flags.hidePaypal;
  if (method === 'card') return flags.hideCard;
  return false;
}

/** `sku_quantity` entries, e.g. `1001-70001-m_2,1001-70002-l_1`. */
function parseExpressSkus(skus: string): { sku: string; quantity: number }[] {
  const parts = skus.split(',').filter((p) => p.trim() !== '');
  if (parts.length === 0) throw badParam('skus', 'skus must list at least one sku_quantity.');
  if (parts.length > MAX_EXPRESS_SKUS)
    throw badParam('skus', `skus may list at most ${MAX_EXPRESS_SKUS} items.`);
  return parts.map((p) => {
    const m = /^([A-Za-z0-9-]{1,200})_([0-9]{1,3})$/.exec(p.trim());
    if (!m) throw badParam('skus', `"${p.slice(0, 50)}" is not a sku_quantity pair.`);
    const [, sku = '', quantity] = m;
    return { sku, quantity: Number(quantity) };
  });
}

/**
 * The rules of POST /api/checkout/checkout (`resolveLines`), answered as 400 on the `skus` parameter.
 */
async function createExpressCheckout(
  ctx: AppContext,
  store: StoreRow,
  items: { sku: string; quantity: number }[],
  affiliate: string | null,
  choice: { method: PaymentMethod; platform: PaymentPlatform },
  money: Pricer = USD_PRICER,
): Promise<string> {
  const lines = await resolveLines(ctx, store, items, (problem, detail) =>
    apiError(400, problem, detail, { parameter: 'skus' }),
  );
  return insertCheckout(
    ctx,
    store,
    lines,
    {
      platform: choice.platform,
      method: choice.method,
      trafficSource: 'express_checkout',
      affiliate,
    },
    money,
  );
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
      config: {
        store: ['query.store_id:slugOrId'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'expressCheckout'),
      },
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
      const money = await pricerFor(ctx.db, q.currency);
      const store =
        (await findStoreById(ctx.db, q.store_id)) ?? (await findStore(ctx.db, q.store_id));
      if (!store) throw notFound('store', 'Store not found', 'store_id');
      const lineItems = parseExpressSkus(q.skus);
      const choice = EXPRESS_METHODS[q.method ?? q.payment_method ?? 'afterpay'];
      // The schema's enum already refuses other names; this keeps the lookup honest for the types.
      if (!choice) throw badParam('method', 'Unknown payment method.');
      if (await expressMethodHidden(ctx, store, choice.method))
        throw apiError(
          400,
          'method_unavailable',
          'This payment method is not offered by this store.',
          { parameter: q.method ? 'method' : 'payment_method' },
        );
      // Afterpay here is the US service: it pays in US dollars only.
      if (choice.method === 'afterpay' && money.currency !== 'USD')
        throw apiError(400, 'method_unavailable', AFTERPAY_USD_ONLY, { parameter: 'currency' });
      const id = await createExpressCheckout(ctx, store, lineItems, q.aid ?? null, choice, money);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/checkout/${encodeURIComponent(id)}`, 302);
    },
  );
}
