import type { FastifyInstance } from 'fastify';
import type { Collection, Store } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import * as S from '../../lib/schemas';
import { collectionTree } from '../collections';
import { requireStore, storeToApi } from '../stores';

export function storeRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Querystring: { slug: string } }>(
    '/v1/stores',
    {
      config: { store: ['query.slug'], cache: 'catalog' },
      schema: { querystring: { type: 'object', required: ['slug'], properties: { slug: S.slug } } },
    },
    async (req): Promise<Store> => storeToApi(db, await requireStore(db, req.query.slug)),
  );

  app.get<{ Querystring: { slug: string } }>(
    '/v1/stores/collections',
    {
      config: { store: ['query.slug'], cache: 'catalog' },
      schema: { querystring: { type: 'object', required: ['slug'], properties: { slug: S.slug } } },
    },
    async (req): Promise<{ collections: Collection[] }> => ({
      collections: await collectionTree(db, (await requireStore(db, req.query.slug)).id),
    }),
  );
}
