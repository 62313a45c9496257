import type { FastifyInstance } from 'fastify';
import type { BlankDetails } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { notFound } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';

/** What a product page asks beside its listing: the blank's details and one size's stock. */
export function productDetailRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Querystring: { id: string } }>(
    '/v1/blanks',
    {
      config: { store: ['query.id:product'], cache: 'catalog' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: S.uuid } } },
    },
    async (req): Promise<BlankDetails> => {
      const row = await db.get<{ details_json: string | null }>(
        `SELECT b.details_json FROM blanks b WHERE b.id = (SELECT p.blank_id FROM products p WHERE p.id = ?) OR b.id = ?`,
        [req.query.id, req.query.id],
      );
      if (!row || !row.details_json) throw notFound('blank', 'Product details not found', 'id');
      return JSON.parse(row.details_json) as BlankDetails;
    },
  );

  app.get<{ Querystring: { colorId: string; sizeId: string } }>(
    '/v1/inventory',
    {
      config: { store: ['query.colorId:color'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['colorId', 'sizeId'],
          properties: { colorId: S.id, sizeId: S.id },
        },
      },
    },
    async (req, reply): Promise<{ inventoryCount: number }> => {
      const row = await db.get<{ quantity: number }>(
        'SELECT quantity FROM inventory WHERE variation_id = ? AND size_id = ?',
        [req.query.colorId, req.query.sizeId],
      );
      if (!row) throw notFound('inventory', 'No such colour and size', 'colorId');
      void reply.header('cache-control', 'no-store');
      return { inventoryCount: Math.max(0, row.quantity) };
    },
  );
}
