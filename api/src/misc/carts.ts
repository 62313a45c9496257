import type { FastifyInstance } from 'fastify';
import type { CartMap, PersistedCart } from '@store/shared/src/types';
import { requireStore } from '../checkout/repo';
import type { AppContext } from '../lib/context';
import { notFound, unprocessable } from '@store/shared/node/errors';
import * as S from '../lib/schemas';
import { rateLimitConfig } from '../ops/rateLimits';

const MAX_CART_ITEMS = 50;

const cartToken = {
  type: 'string',
  minLength: 16,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

const cartItem = {
  type: 'object',
  required: ['slug', 'sku', 'listingId', 'productId', 'colorId', 'sizeId', 'quantity'],
  additionalProperties: false,
  properties: {
    slug: { type: 'string', minLength: 1, maxLength: 200 },
    sku: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
    listingId: S.id,
    productId: S.id,
    colorId: S.id,
    sizeId: S.id,
    quantity: { type: 'integer', minimum: 1, maximum: 99 },
    itemGroupId: { type: 'string', maxLength: 64 },
  },
} as const;

interface CartRow {
  items_json: string;
  region: string;
}

/**
 * Persisted cart (path chosen by us): GET / PUT {backend}/v1/carts/{storeSlug}?cartToken.
 * The body is the `PersistedCart` ({ items: CartMap keyed by SKU, region }); at most 50 entries,
 * each key must equal its item's `sku`.
 */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const params = {
    type: 'object',
    required: ['storeSlug'],
    properties: { storeSlug: S.slug },
  } as const;
  const querystring = {
    type: 'object',
    required: ['cartToken'],
    properties: { cartToken },
  } as const;

  app.get<{ Params: { storeSlug: string }; Querystring: { cartToken: string } }>(
    '/v1/carts/:storeSlug',
    { config: { store: ['params.storeSlug'] }, schema: { params, querystring } },
    async (req, reply): Promise<PersistedCart> => {
      const store = await requireStore(db, req.params.storeSlug, '/storeSlug');
      const row = await db.get<CartRow>(
        'SELECT items_json, region FROM carts WHERE store_id = ? AND token = ?',
        [store.id, req.query.cartToken],
      );
      if (!row) throw notFound('cart', 'Cart not found', 'cartToken');
      void reply.header('cache-control', 'no-store');
      return { items: JSON.parse(row.items_json) as CartMap, region: row.region };
    },
  );

  app.put<{
    Params: { storeSlug: string };
    Querystring: { cartToken: string };
    Body: PersistedCart;
  }>(
    '/v1/carts/:storeSlug',
    {
      config: { store: ['params.storeSlug'], rateLimit: rateLimitConfig(ctx.rateLimits, 'cart') },
      bodyLimit: 32 * 1024,
      schema: {
        params,
        querystring,
        body: {
          type: 'object',
          required: ['items', 'region'],
          additionalProperties: false,
          properties: {
            items: {
              type: 'object',
              maxProperties: MAX_CART_ITEMS,
              propertyNames: { maxLength: 200 },
              additionalProperties: cartItem,
            },
            region: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z_ -]+$' },
          },
        },
      },
    },
    async (req): Promise<PersistedCart> => {
      const store = await requireStore(db, req.params.storeSlug, '/storeSlug');
      const { items, region } = req.body;
      for (const [key, item] of Object.entries(items)) {
        if (key !== item.sku)
          throw unprocessable('cart_key', 'Each cart key must equal its sku.', `/items/${key}`);
      }
      const now = ctx.now().toISOString();
      const json = JSON.stringify(items);
      await db.tx(async (t) => {
        const { changes } = await t.run(
          'UPDATE carts SET items_json = ?, region = ?, updated_at = ? WHERE store_id = ? AND token = ?',
          [json, region, now, store.id, req.query.cartToken],
        );
        if (changes === 0) {
          await t.run(
            'INSERT INTO carts (store_id, token, items_json, region, updated_at) VALUES (?, ?, ?, ?, ?)',
            [store.id, req.query.cartToken, json, region, now],
          );
        }
      });
      return { items, region };
    },
  );
}
