import type {
  Collection,
  Listing,
  ListingPayload,
  ProductsPage,
  ProductTile,
  BlankDetails,
  Store,
} from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

const backend = () => getRuntimeConfig().hosts.backend;

export interface LocaleQuery {
  currency?: string;
  region?: string;
  country_code?: string;
}

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
  return fetchJson('Get store products', withQuery(`${backend()}/v1/stores/products`, { ...q }));
}

/** GET /v1/collections?storeSlug (collections mode). */
export function getCollections(storeSlug: string): Promise<{ collections: Collection[] }> {
  return fetchJson('Get collections list', withQuery(`${backend()}/v1/collections`, { storeSlug }));
}

/** GET /collection/{id}/items?page (collections mode). */
export function getCollectionItems(id: string, page: number): Promise<ProductsPage> {
  return fetchJson(
    'Get collection items',
    withQuery(`${backend()}/collection/${encodeURIComponent(id)}/items`, { page }),
  );
}

/** The per-store cached product JSON (static bucket). */
export function getCachedProducts(slug: string): Promise<{ products: ProductTile[] }> {
  const base = getRuntimeConfig().productCacheBase.replace(/\/+$/, '');
  return fetchJson('Get cached products', `${base}/${encodeURIComponent(slug)}.json`, {
    retries: 0,
  });
}

export interface ListingQuery extends LocaleQuery {
  slug: string;
  storeSlug: string;
  productId?: string;
  visibility?: 'any';
}

/** GET /v1/listings — a listing; ApiError code 'product' (404) or 'listing'. */
export function getListing(q: ListingQuery): Promise<Listing> {
  return fetchJson('Get listing', withQuery(`${backend()}/v1/listings`, { ...q }));
}

/** GET /v0/listing/{slug} — the listing with products_payload. */
export function getListingPayload(
  slug: string,
  q: LocaleQuery & { store_slug: string; visibility?: 'any' },
): Promise<ListingPayload> {
  return fetchJson(
    'Get listing payload',
    withQuery(`${backend()}/v0/listing/${encodeURIComponent(slug)}`, { ...q }),
  );
}

/** GET /v1/blanks?id — product detail blanks. */
export function getBlanks(productId: string): Promise<BlankDetails> {
  return fetchJson('Get blanks', withQuery(`${backend()}/v1/blanks`, { id: productId }));
}

/** GET /v1/inventory?colorId&sizeId */
export function getInventory(colorId: string, sizeId: string): Promise<{ inventoryCount: number }> {
  return fetchJson('Get inventory', withQuery(`${backend()}/v1/inventory`, { colorId, sizeId }));
}

/** GET {availability}/v1/availability?userToken&listingId with the API key header (NFTs). */
export function getAvailability(userToken: string, listingId: string): Promise<{ count: number }> {
  const cfg = getRuntimeConfig();
  return fetchJson(
    'Get availability',
    withQuery(`${cfg.hosts.availability}/v1/availability`, { userToken, listingId }),
    { headers: { 'x-api-key': cfg.availabilityApiKey } },
  );
}

/** POST {backend}/ form-urlencoded pre-order fields. The response is ignored. */
export async function submitPreorder(fields: Record<string, string>): Promise<void> {
  await fetchJson('Submit pre-order', `${backend()}/`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}
