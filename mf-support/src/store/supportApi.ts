import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  createRemoteApi,
  readWith,
  ssrRehydration,
  type ProductTile,
  type ReadError,
  type SupportCategory,
} from '@store/shared';
import type { AppDeps } from './deps';

/** SPEC §2 Other pages: the about page shows the first 4 products of the store. */
const ABOUT_PRODUCT_COUNT = 4;

const read = readWith<AppDeps>();

/** mf-support's reads (RTK Query); its flows (track, recover) stay epics. */
export const supportApi = createRemoteApi({
  reducerPath: 'supportApi',
  baseQuery: fakeBaseQuery<ReadError>(),
  extractRehydrationInfo: ssrRehydration,
  endpoints: (build) => ({
    aboutProducts: build.query<ProductTile[], string>({
      queryFn: read(async (slug: string, { api }) =>
        ((await api.getStoreProducts({ slug, page: 1 }))?.products ?? []).slice(
          0,
          ABOUT_PRODUCT_COUNT,
        ),
      ),
    }),
    /** The help centre's categories and articles, from the API (bodies are HTML). */
    helpArticles: build.query<SupportCategory[], string>({
      queryFn: read(
        async (storeSlug: string, { api }) =>
          (await api.getSupportArticles(storeSlug))?.categories ?? [],
      ),
    }),
  }),
});

export const { useAboutProductsQuery, useHelpArticlesQuery } = supportApi;
