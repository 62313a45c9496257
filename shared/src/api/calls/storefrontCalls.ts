import type { FeatureFlags } from '../../types/runtimeConfig';
import type { ApiCall } from '../call';

// What a store server asks a commerce API beyond the SPEC's calls: the reference API's
// extensions (its OpenAPI document, tag `storefront`). Never called from a browser.

/** A store's facts: open or locked, its switches, the catalog version its answers are read at. */
export interface StoreFacts {
  slug: string;
  locked: boolean;
  flags: Partial<FeatureFlags>;
  catalogVersion: string;
}

/** GET {backend}/v1/storefront/store?slug — 404 `store` for a store that does not exist. */
export const storeFactsCall = (slug: string): ApiCall<StoreFacts> => ({
  name: 'Store facts',
  host: 'backend',
  path: '/v1/storefront/store',
  query: { slug },
  retries: 1,
});

/** GET {backend}/v1/storefront/stores — the open stores to warm, with their pages. */
export const storesToWarmCall = (
  limit: number,
): ApiCall<{ stores: { slug: string; pages: string[] }[] }> => ({
  name: 'Stores to warm',
  host: 'backend',
  path: '/v1/storefront/stores',
  query: { limit },
  retries: 1,
});

/** One page of a store's sitemap, with the day it last changed (YYYY-MM-DD) when known. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** GET {backend}/v1/storefront/sitemap?slug — 404 for an unknown or locked store. */
export const sitemapCall = (slug: string): ApiCall<{ urls: SitemapEntry[] }> => ({
  name: 'Sitemap',
  host: 'backend',
  path: '/v1/storefront/sitemap',
  query: { slug },
  retries: 1,
});
