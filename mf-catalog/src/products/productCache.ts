import {
  DEFAULT_CURRENCY,
  fetchJson,
  getRuntimeConfig,
  requestLocal,
  shopperCurrency,
  withQuery,
  type ProductTile,
} from '@store/shared';
import { usableProductsPage } from './productTiles';

/**
 * GET {productCacheBase}/{slug}.json — every public product of the store in one static file (SPEC
 * §7 product cache), so search on a large store is one compressed request instead of 50 pages.
 * Public listings only: preview reads keep to the live API. Priced in the shopper's currency.
 */
export async function getProductCache(slug: string): Promise<ProductTile[]> {
  const base = getRuntimeConfig().productCacheBase;
  const file = `${base}/${encodeURIComponent(slug)}.json`;
  // The file is USD (the catalog's currency); other currencies are the same tiles priced by the
  // server, asked for by query so the USD URL stays a plain static file.
  const currency = shopperCurrency();
  const raw = await fetchJson<unknown>(
    'Get product cache',
    currency === DEFAULT_CURRENCY ? file : withQuery(file, { currency }),
    { retries: 0 },
  );
  return usableProductsPage(raw).products;
}

// SPEC §8: "The product cache is disabled on failure, and the live API is used instead." Per page
// load (per request on the server, where one shopper's failed read must not turn it off for the
// next): a reload tries the cache again.
const PRODUCT_CACHE_STATE = Symbol('productCacheState');
const cacheState = () => requestLocal(PRODUCT_CACHE_STATE, () => ({ disabled: false }));

/** Whether reads should try the product cache: the store's flag (`on`), not preview, no failure yet. */
export function productCacheUsable(preview: boolean, on: boolean): boolean {
  return on && !preview && !cacheState().disabled;
}

export function disableProductCache(reason: unknown): void {
  const state = cacheState();
  if (!state.disabled) console.warn('[catalog] product cache disabled, using the live API', reason);
  state.disabled = true;
}

/** Test helper. */
export function resetProductCache(): void {
  cacheState().disabled = false;
}
