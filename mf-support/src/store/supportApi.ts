import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  createRemoteApi,
  ssrRehydration,
  getStoreProducts,
  getSupportArticles,
  readQuery,
  type ProductTile,
  type ReadError,
  type SupportCategory,
} from '@store/shared';

/** SPEC §2 Other pages: the about page shows the first 4 products of the store. */
export const ABOUT_PRODUCT_COUNT = 4;

/** mf-support's reads (RTK Query); its flows (track, recover) stay epics. */
export const supportApi = createRemoteApi({
  reducerPath: 'supportApi',
  baseQuery: fakeBaseQuery<ReadError>(),
  extractRehydrationInfo: ssrRehydration,
  endpoints: (build) => ({
    aboutProducts: build.query<ProductTile[], string>({
      queryFn: (slug) =>
        readQuery(async () =>
          ((await getStoreProducts({ slug, page: 1 }))?.products ?? []).slice(
            0,
            ABOUT_PRODUCT_COUNT,
          ),
        ),
    }),
    /** The help centre's categories and articles, from the API (bodies are HTML). */
    helpArticles: build.query<SupportCategory[], string>({
      queryFn: (storeSlug) =>
        readQuery(async () => (await getSupportArticles(storeSlug))?.categories ?? []),
    }),
  }),
});

export const { useAboutProductsQuery, useHelpArticlesQuery } = supportApi;
