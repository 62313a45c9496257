import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@store/shared/src/types';
import type { AppContext } from '../lib/context';
import { notFound } from '@store/shared/node/errors';
import { orderToApi, type OrderRow } from './routes';
import { rateLimitConfig } from '../ops/rateLimits';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title></head><body><main>${body}<p><a href="/">Go to homepage</a></p></main></body></html>`;

function trackingPage(o: Order): string {
  const shipments = o.shipments.length
    ? `<ul>${o.shipments.map((s) => `<li>${escapeHtml(JSON.stringify(s))}</li>`).join('')}</ul>`
    : '<p>No shipments yet.</p>';
  const arrival = o.arrivalEstimate
    ? `<p>Estimated arrival: ${escapeHtml(o.arrivalEstimate.early)} – ${escapeHtml(o.arrivalEstimate.late)}</p>`
    : '';
  const items = o.items
    .map(
      (i) =>
        `<li>${escapeHtml(i.title)} (${escapeHtml(i.colorName)} / ${escapeHtml(i.sizeLabel)}) × ${i.quantity}</li>`,
    )
    .join('');
  return page(
    `Order ${o.orderNumber}`,
    `<h1>Order ${escapeHtml(o.orderNumber)}</h1><p>Status: <strong>${escapeHtml(o.status)}</strong></p>` +
      `<p>Shipping: ${escapeHtml(o.shippingMethod)}</p>${arrival}<h2>Shipments</h2>${shipments}` +
      `<h2>Items</h2><ul>${items}</ul>`,
  );
}

const wantsJson = (accept: string | undefined) =>
  !!accept && accept.includes('application/json') && !accept.includes('text/html');

/**
 * GET {checkout}/track/order/{number} — the track page sends the browser here. HTML status page
 * (status, arrival estimate, shipments, items) or a 404 page; `Accept: application/json` (without
 * text/html) gets `{ orderNumber, status, shippingMethod, arrivalEstimate, shipments }` or 404 errors.
 */
export function trackOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { orderNumber: string } }>(
    '/track/order/:orderNumber',
    {
      config: {
        store: ['params.orderNumber:order'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'orderLookup'),
      },
      schema: {
        params: {
          type: 'object',
          required: ['orderNumber'],
          properties: {
            orderNumber: {
              type: 'string',
              minLength: 1,
              maxLength: 40,
              pattern: '^[A-Za-z0-9-]+$',
            },
          },
        },
      },
    },
    async (req, reply) => {
      const number = req.params.orderNumber.toUpperCase();
      const row = await ctx.db.get<OrderRow>(
        'SELECT * FROM orders WHERE order_number = ? OR lookup_number = ?',
        [number, number],
      );
      const json = wantsJson(req.headers.accept);
      void reply.header('cache-control', 'no-store');
      if (!row) {
        if (json) throw notFound('order', 'Order not found', 'orderNumber');
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Order not found',
              `<h1>Order not found</h1><p>We could not find an order with the number ${escapeHtml(number)}.</p>`,
            ),
          );
      }
      const o = await orderToApi(ctx.db, row);
      if (json) {
        return {
          orderNumber: o.orderNumber,
          status: o.status,
          shippingMethod: o.shippingMethod,
          arrivalEstimate: o.arrivalEstimate,
          shipments: o.shipments,
        };
      }
      return reply.type('text/html; charset=utf-8').send(trackingPage(o));
    },
  );
}
