import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { notFound } from '@store/shared/node/errors';
import * as S from '../lib/schemas';
import { supportArticles, type SupportCategory } from '../seed/support';
import { findStore } from './stores';

/**
 * GET {backend}/v1/support/articles?storeSlug (path chosen by us) →
 * `{ categories: [{ name, slug, articles: [{ slug, title, body (HTML) }] }] }`, the four SPEC
 * categories in order. Unknown store → 404 `store`.
 */
export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { storeSlug: string } }>(
    '/v1/support/articles',
    {
      config: { store: ['query.storeSlug'], cache: 'reference' },
      schema: {
        querystring: { type: 'object', required: ['storeSlug'], properties: { storeSlug: S.slug } },
      },
    },
    async (req): Promise<{ categories: SupportCategory[] }> => {
      const store = await findStore(ctx.db, req.query.storeSlug);
      if (!store) throw notFound('store', 'Store not found', 'storeSlug');
      return { categories: supportArticles() };
    },
  );
}
