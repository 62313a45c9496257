import type { FastifyInstance } from 'fastify';
import type { Order } from '@store/shared/src/types';
import type { Db } from '../db';
import type { AppContext } from '../lib/context';
import { notFound } from '@store/shared/node/errors';
import { toDollars } from '../lib/money';
import * as S from '../lib/schemas';
import { rateLimitConfig } from '../ops/rateLimits';

export interface OrderRow {
  id: string;
  checkout_id: string;
  order_number: string;
  lookup_number: string;
  status: string;
  shipping_method: string;
  total_cents: number;
  currency: string;
  customer_name: string;
  arrival_early: string | null;
  arrival_late: string | null;
  created_at: string;
  updated_at: string;
}

export async function orderToApi(db: Db, o: OrderRow): Promise<Order & { checkoutId: string }> {
  const items = await db.all<{
    sku: string;
    title: string;
    quantity: number;
    price_cents: number;
    color_name: string;
    size_label: string;
    image: string;
  }>('SELECT * FROM order_items WHERE order_id = ? ORDER BY position', [o.id]);
  return {
    lookupNumber: o.lookup_number,
    orderNumber: o.order_number,
    checkoutId: o.checkout_id,
    status: o.status,
    shippingMethod: o.shipping_method,
    created: o.created_at,
    updated: o.updated_at,
    totalCost: { amount: toDollars(o.total_cents), currency: o.currency },
    items: items.map((i) => ({
      sku: i.sku,
      title: i.title,
      quantity: i.quantity,
      price: toDollars(i.price_cents),
      colorName: i.color_name,
      sizeLabel: i.size_label,
      image: i.image,
    })),
    shipments: [],
    customerName: o.customer_name,
    arrivalEstimate:
      o.arrival_early && o.arrival_late ? { early: o.arrival_early, late: o.arrival_late } : null,
  };
}

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.get<{ Querystring: { cartId: string } }>(
    '/v1/orders',
    {
      config: { store: ['query.cartId:checkout'] },
      schema: {
        querystring: { type: 'object', required: ['cartId'], properties: { cartId: S.uuid } },
      },
    },
    async (req, reply): Promise<Order> => {
      const o = await db.get<OrderRow>('SELECT * FROM orders WHERE checkout_id = ?', [
        req.query.cartId,
      ]);
      if (!o) throw notFound('order', 'Order not found', 'cartId');
      void reply.header('cache-control', 'no-store');
      return orderToApi(db, o);
    },
  );

  /**
   * By lookup number (path chosen by us): the number alone proves nothing, so the order's email
   * must come with it; either wrong is the same 404. The answer leaves out the checkout id, which
   * would open the checkout's customer details.
   */
  app.get<{ Params: { lookupNumber: string }; Querystring: { email: string } }>(
    '/v1/orders/lookup/:lookupNumber',
    {
      config: {
        store: ['params.lookupNumber:order'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'orderLookup'),
      },
      schema: {
        params: {
          type: 'object',
          required: ['lookupNumber'],
          properties: {
            lookupNumber: {
              type: 'string',
              minLength: 1,
              maxLength: 40,
              pattern: '^[A-Za-z0-9-]+$',
            },
          },
        },
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
        },
      },
    },
    async (req, reply): Promise<Order> => {
      const o = await db.get<OrderRow>(
        'SELECT * FROM orders WHERE lookup_number = ? AND lower(email) = lower(?)',
        [req.params.lookupNumber.toUpperCase(), req.query.email.trim()],
      );
      if (!o) throw notFound('order', 'Order not found', 'lookupNumber');
      void reply.header('cache-control', 'no-store');
      const { checkoutId: _private, ...order } = await orderToApi(db, o);
      return order;
    },
  );
}
