import type { Collection, Listing, Store } from '../../types';
import type { ApiCall } from '../call';

// The catalog's calls as data (call.ts): Node-safe, read by the store server too.

export interface LocaleQuery {
  currency?: string;
  region?: string;
  country_code?: string;
}

/** GET /v1/stores?slug — store data, or ApiError with code 'store'. */
export const storeCall = (slug: string): ApiCall<Store> => ({
  name: 'Get store',
  host: 'backend',
  path: '/v1/stores',
  query: { slug },
});

/** GET /v1/stores/collections?slug */
export const storeCollectionsCall = (slug: string): ApiCall<{ collections: Collection[] }> => ({
  name: 'Get collections',
  host: 'backend',
  path: '/v1/stores/collections',
  query: { slug },
});

export interface ListingQuery extends LocaleQuery {
  slug: string;
  storeSlug: string;
  productId?: string;
  visibility?: 'any';
}

/** GET /v1/listings — a listing; ApiError code 'product' (404) or 'listing'. */
export const listingCall = (q: ListingQuery): ApiCall<Listing> => ({
  name: 'Get listing',
  host: 'backend',
  path: '/v1/listings',
  query: { ...q },
});

/** GET /v1/inventory?colorId&sizeId */
export const inventoryCall = (
  colorId: string,
  sizeId: string,
): ApiCall<{ inventoryCount: number }> => ({
  name: 'Get inventory',
  host: 'backend',
  path: '/v1/inventory',
  query: { colorId, sizeId },
});
