import type { FastifyInstance } from 'fastify';
import { hasPreview, type AppContext } from '../../lib/context';
import { pricerFor } from '../../lib/currency';
import { notFound } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { findCollection } from '../collections';
import { requireStore } from '../stores';
import type { SendProductsPage } from './productsPage';

export function productsPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sendProductsPage: SendProductsPage,
): void {
  const { db } = ctx;
  app.get<{
    Querystring: {
      slug: string;
      page?: string;
      per?: string;
      collection?: string;
      visibility?: 'any';
      currency?: string;
    };
  }>(
    '/v1/stores/products',
    {
      config: { store: ['query.slug'], cache: 'catalog' },
      schema: {
        querystring: {
          type: 'object',
          required: ['slug'],
          properties: {
            slug: S.slug,
            page: S.positivePage,
            per: { type: 'string', pattern: '^[0-9]{1,3}$' },
            collection: S.slug,
            visibility: S.visibility,
            ...S.locale,
          },
        },
      },
    },
    async (req, reply) => {
      const store = await requireStore(db, req.query.slug);
      let collectionId: string | undefined;
      if (req.query.collection) {
        const c = await findCollection(db, store.id, req.query.collection);
        if (!c) throw notFound('collection', 'Collection not found', 'collection');
        collectionId = c.id;
      }
      const includePrivate = req.query.visibility === 'any' && hasPreview(ctx, req, store.slug);
      const { page, per } = req.query;
      const money = await pricerFor(db, req.query.currency);
      return sendProductsPage(req, reply, store, {
        page,
        per,
        collectionId,
        includePrivate,
        money,
      });
    },
  );
}
