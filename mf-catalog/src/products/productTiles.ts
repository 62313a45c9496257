import type { ProductsPage, ProductTile } from '@store/shared';
import type { AppDeps } from '../store/deps';

/** SPEC §8: what the product fetch fails with when its answer is not ok or not usable. */
export const PRODUCTS_FETCH_ERROR = 'Failed to fetch products';

const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/**
 * A tile the grid can show truthfully: an id, a title, a finite non-negative price, a currency
 * and somewhere to link to. Anything less would render a phantom tile (an untitled "$0.00").
 */
export function isUsableTile(raw: unknown): raw is ProductTile {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return false;
  const t = raw as Record<string, unknown>;
  return (
    text(t.id) &&
    (text(t.title) || text(t.name)) &&
    typeof t.price === 'number' &&
    Number.isFinite(t.price) &&
    t.price >= 0 &&
    text(t.currency) &&
    ((text(t.url) && t.url.startsWith('/')) || text(t.slug))
  );
}

/**
 * Checks a products page at the catalog's boundary: keeps the usable tiles and drops the rest.
 * Throws PRODUCTS_FETCH_ERROR when the answer is not a page, or none of its tiles is usable.
 */
export function usableProductsPage(raw: unknown): ProductsPage {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Partial<
    Record<keyof ProductsPage, unknown>
  >;
  if (!Array.isArray(src.products)) throw new Error(PRODUCTS_FETCH_ERROR);
  const products = src.products.filter(isUsableTile);
  const dropped = src.products.length - products.length;
  if (dropped > 0) console.warn(`[catalog] dropped ${dropped} malformed product tile(s)`);
  if (src.products.length > 0 && products.length === 0) throw new Error(PRODUCTS_FETCH_ERROR);
  const whole = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;
  return {
    products,
    page: whole(src.page) ? (src.page as number) : 1,
    totalPages: whole(src.totalPages) ? (src.totalPages as number) : 1,
    // Anything but a page number ends paging: a garbage `next` must not loop the fetch.
    next: whole(src.next) ? (src.next as number) : null,
    per_page: whole(src.per_page) ? (src.per_page as number) : products.length,
  };
}

/** The products call as every catalog epic sees it: validated, failing with the SPEC's text. */
export function guardProductsApi(api: AppDeps['api']): AppDeps['api'] {
  const getStoreProducts: AppDeps['api']['getStoreProducts'] = (q) =>
    api.getStoreProducts(q).then(usableProductsPage, (e: unknown) => {
      console.error('[catalog] products fetch failed', e);
      throw new Error(PRODUCTS_FETCH_ERROR);
    });
  return { ...api, getStoreProducts };
}
