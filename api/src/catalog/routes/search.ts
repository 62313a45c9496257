import type { FastifyInstance } from 'fastify';
import type { SearchResultsPage } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { pricerFor } from '../../lib/currency';
import * as S from '../../lib/schemas';
import { rateLimitConfig } from '../../ops/rateLimits';
import type { StoreSearch } from '../search';
import { requireStore, storeNotFound } from '../stores';

/**
 * A term's results, a page of 12 at a time (catalog/search.ts): public listings only (a preview
 * searches in the browser over its own reads), priced in the shopper's currency.
 */
export function searchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  storeSearch: StoreSearch,
): void {
  const { db } = ctx;
  app.get<{
    Querystring: { slug: string; searchterm: string; page?: string; currency?: string };
  }>(
    '/v1/stores/search',
    {
      config: {
        store: ['query.slug'],
        cache: 'catalog',
        rateLimit: rateLimitConfig(ctx.rateLimits, 'search'),
      },
      schema: {
        querystring: {
          type: 'object',
          required: ['slug', 'searchterm'],
          properties: {
            slug: S.slug,
            searchterm: { type: 'string', maxLength: 200 },
            page: S.positivePage,
            ...S.locale,
          },
        },
      },
    },
    async (req): Promise<SearchResultsPage> => {
      const store = await requireStore(db, req.query.slug);
      const money = await pricerFor(db, req.query.currency);
      const found = await storeSearch.search(
        store.slug,
        req.query.searchterm,
        Number(req.query.page ?? 1),
        money,
      );
      if (!found) throw storeNotFound();
      return found;
    },
  );
}
