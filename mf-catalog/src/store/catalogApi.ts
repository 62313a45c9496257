import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  COLLECTION_PAGE_SIZE,
  createRemoteApi,
  ssrRehydration,
  isApiError,
  readQuery,
  type Collection,
  type Listing,
  type ProductsPage,
  type ProductTile,
  type ReadError,
  type SearchResultsPage,
} from '@store/shared';
import { allPages } from '../products/allPages';
import { disableProductCache, productCacheUsable } from '../products/productCache';
import type { AppDeps } from './deps';

/** The store's deps reach every queryFn as `extra` (createRemoteStore's thunk argument). */
const depsOf = (extra: unknown) => extra as AppDeps;

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
      queryFn: ({ queryArg: { storeSlug, preview }, pageParam: page }, { extra }) =>
        readQuery(() =>
          depsOf(extra).api.getStoreProducts({
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
      queryFn: ({ storeSlug, preview }, { extra }) =>
        readQuery(async () => {
          const { api } = depsOf(extra);
          if (productCacheUsable(preview)) {
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
      queryFn: ({ storeSlug, term, page }, { extra }) =>
        readQuery(() =>
          depsOf(extra).api.searchStoreProducts({ slug: storeSlug, searchterm: term, page }),
        ),
    }),
    collections: build.query<Collection[], string>({
      queryFn: (slug, { extra }) =>
        readQuery(
          async () => (await depsOf(extra).api.getStoreCollections(slug))?.collections ?? [],
        ),
    }),
    /** A collection's products, 150 per page, following `next`. */
    collectionProducts: build.query<ProductTile[], StoreRead & { collection: string }>({
      queryFn: ({ storeSlug, collection, preview }, { extra }) =>
        readQuery(() =>
          allPages((page) =>
            depsOf(extra).api.getStoreProducts({
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
      queryFn: ({ slug, storeSlug, productId, preview }, { extra }) =>
        readQuery(async () => {
          const { api } = depsOf(extra);
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
      queryFn: ({ colorId, sizeId }, { extra }) =>
        readQuery(async () =>
          Number((await depsOf(extra).api.getInventory(colorId, sizeId))?.inventoryCount ?? 0),
        ),
    }),
    /** SPEC §5: an NFT's stock comes from the availability service, and is 0 when that fails. */
    nftAvailability: build.query<number, string>({
      queryFn: async (listingId, { extra }) => {
        try {
          const { count } = await depsOf(extra).api.getNftAvailability(listingId);
          return { data: Number.isFinite(count) ? Number(count) : 0 };
        } catch {
          return { data: 0 };
        }
      },
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
