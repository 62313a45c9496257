/** Rules over the product-tile contract (SPEC §3), shared by every bundle that shows tiles. */
import type { ProductTile } from '../types';

/** The tile's product URL, with the pid query parameter added if missing. */
export function tileHref(tile: Pick<ProductTile, 'url' | 'slug' | 'productId' | 'id'>): string {
  const pid = tile.productId || tile.id;
  const raw = tile.url || `/listing/${encodeURIComponent(tile.slug)}`;
  const [path = raw, query = ''] = raw.split('?');
  const qs = new URLSearchParams(query);
  if (!qs.get('pid') && !qs.get('product') && pid) qs.set('pid', pid);
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Images a tile cycles through on hover: the main image, then the additional ones. A tile passes
 * the catalog's checks without `additionalImages` (the API's JSON may leave them out).
 */
export function tileImages(
  tile: Pick<ProductTile, 'imageUrl'> & Partial<Pick<ProductTile, 'additionalImages'>>,
): string[] {
  const urls = [tile.imageUrl, ...(tile.additionalImages ?? []).map((i) => i.url)].filter(Boolean);
  return Array.from(new Set(urls));
}

export function tileTitle(tile: Pick<ProductTile, 'title' | 'name'>): string {
  return tile.title || tile.name;
}

export function tileTypeName(
  tile: Pick<ProductTile, 'productName' | 'product_name' | 'productType'>,
): string {
  return tile.productName || tile.product_name || tile.productType || '';
}
