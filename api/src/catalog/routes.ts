import { createCpuTurns } from '../lib/cpuTurns';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  BlankDetails,
  BuyerLocalization,
  Collection,
  ListingPayload,
  LocalizationDetails,
  ProductsPage,
  SearchResultsPage,
  Store,
} from '@store/shared/src/types';
import { hasPreview, type AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import * as S from '../lib/schemas';
import {
  collectionTree,
  findCollection,
  findCollectionById,
  findListingBySlug,
  findStore,
  findStoreById,
  hydrate,
  pageListings,
  storeToApi,
  toListing,
  toTile,
  type StoreRow,
} from './repo';
import { buyerLocalizationFor, LOCALIZATION_DETAILS } from './localization';
import { etagMatches } from '../lib/etag';
import { pricerFor, type Pricer } from '../lib/currency';
import { productCacheFor } from './productCache';
import { StoreSearch } from './search';
import { supportRoutes } from './support';
import { rateLimitConfig } from '../ops/rateLimits';

export const MAX_PER_PAGE = 150;

/** Page numbers start at 1: `page=0`, `page=-1`, `page=abc` are 400 `invalid`. */
const positivePage = { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } as const;

export interface CatalogRouteOptions {
  /** SQLite file path: the product cache files live in `<its dir>/product-cache/`. */
  dbPath?: string;
}

const storeNotFound = (param = 'slug') => notFound('store', 'Store not found', param);

export async function catalogRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: CatalogRouteOptions = {},
): Promise<void> {
  const { db } = ctx;
  const productCache = productCacheFor(db, opts.dbPath);
  await productCache.warm();
  const storeSearch = new StoreSearch(productCache);
  supportRoutes(app, ctx);
  const requireStore = async (slug: string, param = 'slug'): Promise<StoreRow> => {
    const s = await findStore(db, slug);
    if (!s) throw storeNotFound(param);
    return s;
  };

  app.get<{ Querystring: { slug: string } }>(
    '/v1/stores',
    {
      config: { store: ['query.slug'] },
      schema: { querystring: { type: 'object', required: ['slug'], properties: { slug: S.slug } } },
    },
    async (req): Promise<Store> => storeToApi(db, await requireStore(req.query.slug)),
  );

  app.get<{ Querystring: { slug: string } }>(
    '/v1/stores/collections',
    {
      config: { store: ['query.slug'] },
      schema: { querystring: { type: 'object', required: ['slug'], properties: { slug: S.slug } } },
    },
    async (req): Promise<{ collections: Collection[] }> => ({
      collections: await collectionTree(db, (await requireStore(req.query.slug)).id),
    }),
  );

  interface PageQuery {
    page?: string;
    per?: string;
    collectionId?: string;
    includePrivate: boolean;
    money: Pricer;
  }

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
    const listings = await hydrate(db, rows, { privateVariations: q.includePrivate });
    return () => {
      const products = listings
        .filter((l) => l.products.some((p) => p.variations.length > 0))
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

  /**
   * Answers a products page from the serialised-body cache (productCache.pages), building it on a
   * miss. Rebuilding and serialising 150 tiles costs milliseconds per request; the cached bytes
   * are what JSON.stringify of the page gives, so answers are identical. The key holds everything
   * that changes the body once the store is resolved: store id, preview/private flag (so preview
   * bodies never answer public requests and vice versa), collection id, page and per (normalised,
   * so `per=150` and no `per` share an entry), and the currency with its rate (prices are
   * converted by the server). Region and country do not change the body.
   */
  const sendProductsPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    store: StoreRow,
    q: PageQuery,
  ): Promise<FastifyReply> => {
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
    // Revalidate every time (stock and visibility must not go stale in a browser); preview bodies
    // and locked stores' pages stay out of shared caches.
    const shared = !q.includePrivate && !store.access_code;
    void reply
      .header('etag', entry.etag)
      .header('cache-control', shared ? 'no-cache' : 'private, no-cache');
    if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

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
      config: { store: ['query.slug'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['slug'],
          properties: {
            slug: S.slug,
            page: positivePage,
            per: { type: 'string', pattern: '^[0-9]{1,3}$' },
            collection: S.slug,
            visibility: S.visibility,
            ...S.locale,
          },
        },
      },
    },
    async (req, reply) => {
      const store = await requireStore(req.query.slug);
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

  /**
   * A term's results, a page of 12 at a time (search.ts): public listings only (a preview searches
   * in the browser over its own reads), priced in the shopper's currency.
   */
  app.get<{
    Querystring: { slug: string; searchterm: string; page?: string; currency?: string };
  }>(
    '/v1/stores/search',
    {
      config: { store: ['query.slug'], rateLimit: rateLimitConfig(ctx.rateLimits, 'search') },
      schema: {
        querystring: {
          type: 'object',
          required: ['slug', 'searchterm'],
          properties: {
            slug: S.slug,
            searchterm: { type: 'string', maxLength: 200 },
            page: positivePage,
            ...S.locale,
          },
        },
      },
    },
    async (req, reply): Promise<SearchResultsPage> => {
      const store = await requireStore(req.query.slug);
      const money = await pricerFor(db, req.query.currency);
      const found = await storeSearch.search(
        store.slug,
        req.query.searchterm,
        Number(req.query.page ?? 1),
        money,
      );
      if (!found) throw storeNotFound();
      // Stock-free tiles of public listings: revalidated like a products page; a locked store's
      // answers stay out of shared caches.
      void reply.header('cache-control', store.access_code ? 'private, no-cache' : 'no-cache');
      return found;
    },
  );

  app.get<{ Querystring: { storeSlug: string } }>(
    '/v1/collections',
    {
      config: { store: ['query.storeSlug'] },
      schema: {
        querystring: { type: 'object', required: ['storeSlug'], properties: { storeSlug: S.slug } },
      },
    },
    async (req): Promise<{ collections: Collection[] }> => ({
      collections: await collectionTree(
        db,
        (await requireStore(req.query.storeSlug, 'storeSlug')).id,
      ),
    }),
  );

  app.get<{ Params: { id: string }; Querystring: { page?: string; currency?: string } }>(
    '/collection/:id/items',
    {
      config: { store: ['params.id:collection'] },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: S.id } },
        querystring: {
          type: 'object',
          properties: { page: positivePage, currency: S.currency },
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

  /**
   * The per-store cached product JSON (productCacheBase = /api/backend/cache/products), served from
   * its static file with an ETag (304 on If-None-Match) and a short public max-age. `?currency=`
   * other than USD answers the same tiles priced by the server in that currency (kept in memory).
   */
  app.get<{ Params: { file: string }; Querystring: { currency?: string } }>(
    '/cache/products/:file',
    {
      config: { store: ['params.file:productFile'] },
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', maxLength: 105, pattern: '^[a-z0-9][a-z0-9_-]*\\.json$' },
          },
        },
        querystring: { type: 'object', properties: { currency: S.currency } },
      },
    },
    async (req, reply) => {
      const slug = req.params.file.replace(/\.json$/, '');
      const money = await pricerFor(db, req.query.currency);
      const priced = money.currency === 'USD' ? undefined : await productCache.priced(slug, money);
      const entry = priced?.entry ?? (await productCache.current(slug));
      if (!entry) throw storeNotFound('file');
      const etag = priced?.etag ?? entry.etag;
      void reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', etag)
        .header('last-modified', new Date(entry.generatedAt).toUTCString());
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      if (priced) return reply.type('application/json; charset=utf-8').send(priced.body);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-length', entry.bytes)
        .send(fs.createReadStream(entry.file));
    },
  );

  const loadListing = async (
    storeSlug: string,
    storeParam: string,
    slug: string,
    productId: string | undefined,
    preview: (store: StoreRow) => boolean,
    currency: string | undefined,
  ): Promise<ListingPayload> => {
    const store = await requireStore(storeSlug, storeParam);
    const row = await findListingBySlug(db, store.id, slug);
    const missing = () =>
      productId
        ? notFound('product', 'Product not found', 'productId')
        : notFound('listing', 'Listing not found', 'slug');
    if (!row) throw missing();
    const [model] = await hydrate(db, [row], { privateVariations: preview(store) });
    if (!model) throw missing();
    if (productId && !model.products.some((p) => p.id === productId)) throw missing();
    const listing = toListing(model, store.slug, await pricerFor(db, currency));
    return { ...listing, products_payload: listing.products };
  };

  app.get<{
    Querystring: {
      slug: string;
      storeSlug: string;
      productId?: string;
      visibility?: 'any';
      currency?: string;
    };
  }>(
    '/v1/listings',
    {
      config: { store: ['query.storeSlug'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['slug', 'storeSlug'],
          properties: {
            slug: S.slug,
            storeSlug: S.slug,
            productId: S.id,
            visibility: S.visibility,
            ...S.locale,
          },
        },
      },
    },
    async (req) => {
      const q = req.query;
      const { products_payload: _omit, ...listing } = await loadListing(
        q.storeSlug,
        'storeSlug',
        q.slug,
        q.productId,
        (s) => q.visibility === 'any' && hasPreview(ctx, req, s.slug),
        q.currency,
      );
      return listing;
    },
  );

  app.get<{
    Params: { slug: string };
    Querystring: { store_slug: string; visibility?: 'any'; currency?: string };
  }>(
    '/v0/listing/:slug',
    {
      config: { store: ['query.store_slug'] },
      schema: {
        params: { type: 'object', required: ['slug'], properties: { slug: S.slug } },
        querystring: {
          type: 'object',
          required: ['store_slug'],
          properties: { store_slug: S.slug, visibility: S.visibility, ...S.locale },
        },
      },
    },
    async (req): Promise<ListingPayload> =>
      loadListing(
        req.query.store_slug,
        'store_slug',
        req.params.slug,
        undefined,
        (s) => req.query.visibility === 'any' && hasPreview(ctx, req, s.slug),
        req.query.currency,
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    '/v1/blanks',
    {
      config: { store: ['query.id:product'] },
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

  app.get<{ Querystring: { storeId: string } }>(
    '/v1/localization_details',
    {
      config: { store: ['query.storeId:slugOrId'] },
      schema: {
        querystring: { type: 'object', required: ['storeId'], properties: { storeId: S.slug } },
      },
    },
    async (req): Promise<LocalizationDetails> => {
      if (
        !(await findStore(db, req.query.storeId)) &&
        !(await findStoreById(db, req.query.storeId))
      )
        throw storeNotFound('storeId');
      return LOCALIZATION_DETAILS;
    },
  );

  app.get<{ Querystring: { storeSlug: string } }>(
    '/v1/buyer_localization',
    {
      config: { store: ['query.storeSlug'] },
      schema: {
        querystring: { type: 'object', required: ['storeSlug'], properties: { storeSlug: S.slug } },
      },
    },
    async (req, reply): Promise<BuyerLocalization> => {
      await requireStore(req.query.storeSlug, 'storeSlug');
      void reply.header('vary', 'Accept-Language');
      return buyerLocalizationFor(req.headers['accept-language']);
    },
  );
}
