import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  COLLECTION_PAGE_SIZE,
  createRemoteApi,
  ssrRehydration,
  isApiError,
  readWith,
  type ProductsPage,
  type ProductTile,
  type ReadError,
  type SearchResultsPage,
} from '@store/shared';
import type { Listing } from '../listing/listingData';
import { allPages } from '../products/allPages';
import { disableProductCache, productCacheUsable } from '../products/productCache';
import type { AnsweredCollection, AppDeps } from './deps';

const read = readWith<AppDeps>();

/**
 * What every store read is keyed by. In preview the owner also sees private listings and colours:
 * reads then ask for `visibility=any`, which the API honours only with a valid preview token.
 */
export interface StoreRead {
  storeSlug: string;
  preview: boolean;
}

/** A page of a term's results (the term trimmed, as searched). */
export interface SearchArgs {
  storeSlug: string;
  term: string;
  page: number;
}

const visibility = (preview: boolean) => (preview ? { visibility: 'any' as const } : {});

export interface ListingArgs extends StoreRead {
  slug: string;
  productId?: string | null;
}

/**
 * mf-catalog's reads. Caching per argument replaces the old "load once per store" checks: a revisit
 * shows what was loaded, a second component asking for the same read shares the request.
 */
export const catalogApi = createRemoteApi({
  reducerPath: 'catalogApi',
  baseQuery: fakeBaseQuery<ReadError>(),
  extractRehydrationInfo: ssrRehydration,
  endpoints: (build) => ({
    /** Home's featured products, page by page ("Load more" asks for the next). */
    featuredProducts: build.infiniteQuery<ProductsPage, StoreRead, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => last.next ?? undefined,
      },
      queryFn: read(({ queryArg: { storeSlug, preview }, pageParam: page }, { api }) =>
        api.getStoreProducts({
          slug: storeSlug,
          page,
          per: COLLECTION_PAGE_SIZE,
          ...visibility(preview),
        }),
      ),
    }),
    /**
     * Every product of the store, for search: the product cache file in one request when the store
     * has it on, else (and after the cache fails once) page by page from the live API.
     */
    allProducts: build.query<ProductTile[], StoreRead>({
      queryFn: read(async ({ storeSlug, preview }, { api, config }) => {
        if (productCacheUsable(preview, config().flags.productCache === true)) {
          try {
            return await api.getProductCache(storeSlug);
          } catch (e) {
            disableProductCache(e);
          }
        }
        return allPages((page) =>
          api.getStoreProducts({
            slug: storeSlug,
            page,
            per: COLLECTION_PAGE_SIZE,
            ...visibility(preview),
          }),
        );
      }),
    }),
    /** A page of a term's matches, searched by the API (public listings; not for preview). */
    searchResults: build.query<SearchResultsPage, SearchArgs>({
      queryFn: read(({ storeSlug, term, page }, { api }) =>
        api.searchStoreProducts({ slug: storeSlug, searchterm: term, page }),
      ),
    }),
    collections: build.query<AnsweredCollection[], string>({
      queryFn: read(
        async (slug, { api }) => (await api.getStoreCollections(slug))?.collections ?? [],
      ),
    }),
    /** A collection's products, 150 per page, following `next`. */
    collectionProducts: build.query<ProductTile[], StoreRead & { collection: string }>({
      queryFn: read(({ storeSlug, collection, preview }, { api }) =>
        allPages((page) =>
          api.getStoreProducts({
            slug: storeSlug,
            collection,
            page,
            per: COLLECTION_PAGE_SIZE,
            ...visibility(preview),
          }),
        ),
      ),
    }),
    /** A product error (code 'product') asks again without the product id (SPEC §2 listing). */
    listing: build.query<Listing, ListingArgs>({
      queryFn: read(async ({ slug, storeSlug, productId, preview }, { api }) => {
        const base = { slug, storeSlug, ...visibility(preview) };
        try {
          return await api.getListing({ ...base, productId: productId || undefined });
        } catch (e) {
          if (productId && isApiError(e) && e.find('product')) return api.getListing(base);
          throw e;
        }
      }),
    }),
    /** Units left of one colour and size; a failed check leaves it unknown. */
    inventory: build.query<number, { colorId: string; sizeId: string }>({
      queryFn: read(async ({ colorId, sizeId }, { api }) =>
        Number((await api.getInventory(colorId, sizeId))?.inventoryCount ?? 0),
      ),
    }),
    /** SPEC §5: an NFT's stock comes from the availability service, and is 0 when that fails. */
    nftAvailability: build.query<number, string>({
      queryFn: read(async (listingId, { api }) => {
        try {
          const { count } = await api.getNftAvailability(listingId);
          return Number.isFinite(count) ? Number(count) : 0;
        } catch {
          return 0;
        }
      }),
    }),
  }),
});

export const {
  useFeaturedProductsInfiniteQuery,
  useAllProductsQuery,
  useSearchResultsQuery,
  useCollectionsQuery,
  useCollectionProductsQuery,
  useListingQuery,
  useInventoryQuery,
  useNftAvailabilityQuery,
} = catalogApi;
