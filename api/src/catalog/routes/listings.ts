import type { FastifyInstance } from 'fastify';
import type { ListingPayload } from '@store/shared/src/types';
import { hasPreview, type AppContext } from '../../lib/context';
import { pricerFor } from '../../lib/currency';
import { notFound } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { findListingBySlug, hydrate } from '../listings';
import { toListing } from '../listingShapes';
import { requireStore, type StoreRow } from '../stores';

export function listingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const loadListing = async (
    storeSlug: string,
    storeParam: string,
    slug: string,
    productId: string | undefined,
    preview: (store: StoreRow) => boolean,
    currency: string | undefined,
  ): Promise<ListingPayload> => {
    const store = await requireStore(db, storeSlug, storeParam);
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
      config: { store: ['query.storeSlug'], cache: 'catalog' },
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
      config: { store: ['query.store_slug'], cache: 'catalog' },
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
}
