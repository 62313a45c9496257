import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProductsPage } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import { createCpuTurns } from '../../lib/cpuTurns';
import type { Pricer } from '../../lib/currency';
import { pageListings } from '../listings';
import { readTiles } from '../tileReads';
import { toTile } from '../listingShapes';
import type { ProductCache } from '../productCache';
import type { StoreRow } from '../stores';

const MAX_PER_PAGE = 150;

export interface PageQuery {
  page?: string;
  per?: string;
  collectionId?: string;
  includePrivate: boolean;
  money: Pricer;
}

export type SendProductsPage = (
  req: FastifyRequest,
  reply: FastifyReply,
  store: StoreRow,
  q: PageQuery,
) => Promise<FastifyReply>;

/**
 * Answers a products page from the serialised-body cache (productCache.pages), building it on a
 * miss. Rebuilding and serialising 150 tiles costs milliseconds per request; the cached bytes
 * are what JSON.stringify of the page gives, so answers are identical. The key holds everything
 * that changes the body once the store is resolved: store id, preview/private flag (so preview
 * bodies never answer public requests and vice versa), collection id, page and per (normalised,
 * so `per=150` and no `per` share an entry), and the currency with its rate (prices are
 * converted by the server). Region and country do not change the body.
 */
export function productsPageSender(ctx: AppContext, productCache: ProductCache): SendProductsPage {
  const { db } = ctx;
  const productsPage = async (
    store: StoreRow,
    q: Omit<PageQuery, 'page' | 'per'> & { page: number; per: number },
  ): Promise<() => string> => {
    // The reads, then the page's JSON as work for a CPU turn (lib/cpuTurns.ts).
    const { page, per } = q;
    const { rows, total } = await pageListings(db, store.id, {
      collectionId: q.collectionId,
      includePrivate: q.includePrivate,
      limit: per,
      offset: (page - 1) * per,
    });
    const totalPages = Math.max(1, Math.ceil(total / per));
    const listings = await readTiles(db, rows, { privateVariations: q.includePrivate });
    return () => {
      const products = listings
        .filter((l) => l.products.some((p) => p.firstHex !== null))
        .map((l) => toTile(l, q.money));
      const body: ProductsPage = {
        products,
        page,
        totalPages,
        next: page < totalPages ? page + 1 : null,
        per_page: per,
      };
      return JSON.stringify(body);
    };
  };
  const cpuTurn = createCpuTurns();

  return async (req, reply, store, q) => {
    const per = Math.min(MAX_PER_PAGE, Math.max(1, Number(q.per ?? MAX_PER_PAGE) || MAX_PER_PAGE));
    const page = Math.max(1, Number(q.page ?? 1) || 1);
    const flag = q.includePrivate ? 'private' : 'public';
    const key = `${store.id}|${flag}|${q.collectionId ?? ''}|${page}|${per}|${q.money.currency}@${q.money.rate}`;
    const version = await productCache.version();
    const cache = productCache.pages;
    let entry = cache.get(key, version);
    ctx.metrics.pageCache('products', entry !== undefined);
    void reply.header('x-cache', entry ? 'HIT' : 'MISS');
    if (!entry) {
      const serialise = await productsPage(store, { ...q, page, per });
      const json = await cpuTurn(serialise);
      entry = cache.set(key, version, json);
    }
    // Its ETag taken once per body; freshness, Vary and the 304 are every read's (lib/httpCaching.ts),
    // and a preview's or a locked store's answers are private (lib/access.ts).
    void reply.header('etag', entry.etag);
    if (q.includePrivate) void reply.header('cache-control', 'private, no-store');
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };
}
