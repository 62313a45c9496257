import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  createRemoteApi,
  readWith,
  ssrRehydration,
  type ProductTile,
  type ProductsPage,
  type ReadError,
} from '@store/shared';
import type { AppDeps } from '../store/deps';

/** Enough to fill the shelf after the cart's own listings are left out. */
const SHELF_SOURCE_SIZE = 12;

const read = readWith<AppDeps>();

/** mf-cart's one read of the catalog: the store's first products, for the shelf. */
export const shelfApi = createRemoteApi({
  reducerPath: 'shelfApi',
  baseQuery: fakeBaseQuery<ReadError>(),
  extractRehydrationInfo: ssrRehydration,
  endpoints: (build) => ({
    storeProducts: build.query<ProductTile[], { storeSlug: string; preview: boolean }>({
      queryFn: read(async ({ storeSlug, preview }, deps) => {
        // The answer is JSON: a page without `products` reads as none.
        const page: Partial<ProductsPage> = await deps.api.getStoreProducts({
          slug: storeSlug,
          page: 1,
          per: SHELF_SOURCE_SIZE,
          ...(preview ? { visibility: 'any' as const } : {}),
        });
        return page.products ?? [];
      }),
    }),
  }),
});

export const { useStoreProductsQuery } = shelfApi;
