import type { Collection, Listing, ProductsPage, SearchResultsPage, Store } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';
import { shopperCurrency, shopperRegion } from '../../i18n/shopperLocale';

const backend = () => getRuntimeConfig().hosts.backend;

export interface LocaleQuery {
  currency?: string;
  region?: string;
  country_code?: string;
}

/**
 * SPEC §7: catalog reads carry the shopper's currency and region (the server prices in that
 * currency). A caller's own values win; the shopper's choice fills the rest.
 */
const shopperQuery = (): LocaleQuery => ({ currency: shopperCurrency(), region: shopperRegion() });

/** GET /v1/stores?slug — store data, or ApiError with code 'store'. */
export function getStore(slug: string): Promise<Store> {
  return fetchJson('Get store', withQuery(`${backend()}/v1/stores`, { slug }));
}

/** GET /v1/stores/collections?slug */
export function getStoreCollections(slug: string): Promise<{ collections: Collection[] }> {
  return fetchJson('Get collections', withQuery(`${backend()}/v1/stores/collections`, { slug }));
}

export interface StoreProductsQuery extends LocaleQuery {
  slug: string;
  page?: number;
  per?: number;
  collection?: string;
  /** 'any' includes non-public products; honoured by the API only with a valid preview token. */
  visibility?: 'any';
}

/** GET /v1/stores/products — one page of product tiles. */
export function getStoreProducts(q: StoreProductsQuery): Promise<ProductsPage> {
  return fetchJson(
    'Get store products',
    withQuery(`${backend()}/v1/stores/products`, { ...shopperQuery(), ...q }),
  );
}

export interface StoreSearchQuery extends LocaleQuery {
  slug: string;
  searchterm: string;
  page?: number;
}

/** GET /v1/stores/search — a page of a term's matches (public listings), best first. */
export function searchStoreProducts(q: StoreSearchQuery): Promise<SearchResultsPage> {
  return fetchJson(
    'Search products',
    withQuery(`${backend()}/v1/stores/search`, { ...shopperQuery(), ...q }),
  );
}

export interface ListingQuery extends LocaleQuery {
  slug: string;
  storeSlug: string;
  productId?: string;
  visibility?: 'any';
}

/** GET /v1/listings — a listing; ApiError code 'product' (404) or 'listing'. */
export function getListing(q: ListingQuery): Promise<Listing> {
  return fetchJson(
    'Get listing',
    withQuery(`${backend()}/v1/listings`, { ...shopperQuery(), ...q }),
  );
}

/** GET /v1/inventory?colorId&sizeId */
export function getInventory(colorId: string, sizeId: string): Promise<{ inventoryCount: number }> {
  return fetchJson('Get inventory', withQuery(`${backend()}/v1/inventory`, { colorId, sizeId }));
}

/**
 * GET {availability}/v1/availability?userToken&listingId — how many of an NFT listing are left.
 * The service wants the configured key in `x-api-key`; shoppers are anonymous (SPEC §6), so the
 * user token says so.
 */
export function getNftAvailability(listingId: string): Promise<{ count: number }> {
  const config = getRuntimeConfig();
  return fetchJson(
    'NFT availability',
    withQuery(`${config.hosts.availability}/v1/availability`, {
      userToken: 'anonymous',
      listingId,
    }),
    { headers: { 'x-api-key': config.availabilityApiKey }, retries: 0 },
  );
}
