import type { FastifyInstance } from 'fastify';
import type { Collection } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { pricerFor } from '../../lib/currency';
import { notFound } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { collectionTree, findCollectionById } from '../collections';
import { findStoreById, requireStore } from '../stores';
import type { SendProductsPage } from './productsPage';

export function collectionRoutes(
  app: FastifyInstance,
  { db }: AppContext,
  sendProductsPage: SendProductsPage,
): void {
  app.get<{ Querystring: { storeSlug: string } }>(
    '/v1/collections',
    {
      config: { store: ['query.storeSlug'], cache: 'catalog' },
      schema: {
        querystring: { type: 'object', required: ['storeSlug'], properties: { storeSlug: S.slug } },
      },
    },
    async (req): Promise<{ collections: Collection[] }> => ({
      collections: await collectionTree(
        db,
        (await requireStore(db, req.query.storeSlug, 'storeSlug')).id,
      ),
    }),
  );

  app.get<{ Params: { id: string }; Querystring: { page?: string; currency?: string } }>(
    '/collection/:id/items',
    {
      config: { store: ['params.id:collection'], cache: 'catalog' },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: S.id } },
        querystring: {
          type: 'object',
          properties: { page: S.positivePage, currency: S.currency },
        },
      },
    },
    async (req, reply) => {
      const c = await findCollectionById(db, req.params.id);
      if (!c) throw notFound('collection', 'Collection not found', 'id');
      const store = (await findStoreById(db, c.store_id))!;
      return sendProductsPage(req, reply, store, {
        page: req.query.page,
        collectionId: c.id,
        includePrivate: false,
        money: await pricerFor(db, req.query.currency),
      });
    },
  );
}
