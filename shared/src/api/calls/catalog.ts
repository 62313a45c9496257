import type { Collection, Listing, ProductsPage, SearchResultsPage, Store } from '../../types';
import { send } from '../send';
import {
  inventoryCall,
  listingCall,
  storeCall,
  storeCollectionsCall,
  type ListingQuery,
  type LocaleQuery,
} from './catalogCalls';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';
import { shopperCurrency, shopperRegion } from '../../i18n/shopperLocale';

export * from './catalogCalls';

const backend = () => getRuntimeConfig().hosts.backend;

/**
 * SPEC §7: catalog reads carry the shopper's currency and region (the server prices in that
 * currency). A caller's own values win; the shopper's choice fills the rest.
 */
const shopperQuery = (): LocaleQuery => ({ currency: shopperCurrency(), region: shopperRegion() });

export const getStore = (slug: string): Promise<Store> => send(storeCall(slug));

export const getStoreCollections = (slug: string): Promise<{ collections: Collection[] }> =>
  send(storeCollectionsCall(slug));

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

/** In the browser: priced in the shopper's currency and region unless `q` says. */
export const getListing = (q: ListingQuery): Promise<Listing> =>
  send(listingCall({ ...shopperQuery(), ...q }));

export const getInventory = (
  colorId: string,
  sizeId: string,
): Promise<{ inventoryCount: number }> => send(inventoryCall(colorId, sizeId));

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
