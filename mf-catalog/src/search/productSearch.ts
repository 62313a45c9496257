import {
  SEARCH_MIN_TERM_LENGTH,
  SEARCH_OPTIONS as SHARED_SEARCH_OPTIONS,
  SEARCH_PAGE_SIZE,
  loadOnce,
  type ProductTile,
  type SearchResultsPage,
} from '@store/shared';
import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';

/** SPEC 5: weighted keys and a minimum match of 3 characters (shared with the API's search). */
export const SEARCH_OPTIONS: IFuseOptions<ProductTile> = SHARED_SEARCH_OPTIONS;

export type FuseClass = typeof Fuse;

/**
 * Fuse.js, fetched the first time the browser searches by itself (the search box's suggestions, a
 * preview's search): pages are searched by the API, so no page's first load carries it (~9 KB gzip).
 * A failed fetch is forgotten, so the next search tries again.
 */
export const loadFuse: () => Promise<FuseClass> = loadOnce(() =>
  import(/* webpackChunkName: "fuse" */ 'fuse.js').then((m) => m.default),
);

export function createProductSearch(products: ProductTile[], FuseOf: FuseClass): Fuse<ProductTile> {
  return new FuseOf(products, SEARCH_OPTIONS);
}

/** Results only for terms longer than 2 characters. */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_TERM_LENGTH;
}

// The last few answers of each index: a keystroke asks for the same term twice (the suggestions,
// then the results once the URL follows), and on a 7,500-product store each search costs ~50 ms.
const recent = new WeakMap<Fuse<ProductTile>, Map<string, ProductTile[]>>();
const RECENT_TERMS = 4;

export function searchProducts(fuse: Fuse<ProductTile>, term: string): ProductTile[] {
  if (!isSearchable(term)) return [];
  const key = term.trim();
  let answers = recent.get(fuse);
  if (!answers) recent.set(fuse, (answers = new Map()));
  const hit = answers.get(key);
  if (hit) return hit;
  const found = fuse.search(key).map((r) => r.item);
  answers.set(key, found);
  if (answers.size > RECENT_TERMS) answers.delete(answers.keys().next().value as string);
  return found;
}

export interface ResultPage<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** 12 per page; the page is clamped into range. */
export function pageOf<T>(items: T[], page: number, size = SEARCH_PAGE_SIZE): ResultPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(1, page), totalPages);
  return { items: items.slice((p - 1) * size, p * size), page: p, totalPages };
}

/** A page of a term's matches as the API's search route answers it (`GET /v1/stores/search`). */
export function searchPageOf(found: ProductTile[], page: number): SearchResultsPage {
  const shown = pageOf(found, page);
  return {
    products: shown.items,
    page: shown.page,
    totalPages: shown.totalPages,
    total: found.length,
  };
}
