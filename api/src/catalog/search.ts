import Fuse, { type IFuseOptions } from 'fuse.js';
import { LRUCache } from 'lru-cache';
import type { ProductTile, SearchResultsPage } from '@store/shared/src/types';
import searchOptions from '@store/shared/src/search/searchOptions.json';
import type { Pricer } from '../lib/currency';
import { toCents } from '../lib/money';
import { readProductCache, type ProductCache } from './productCache';

/** SPEC: 12 tiles a page, results only for terms of 3 characters and more. */
const PAGE_SIZE = 12;
const MIN_TERM_LENGTH = 3;
/** Terms whose matches each store keeps (a term is searched once per catalog change). */
const KEPT_TERMS = 256;

interface StoreIndex {
  /** The product cache file the index was built from (rebuilt when it is rewritten). */
  etag: string;
  fuse: Fuse<ProductTile>;
  answers: LRUCache<string, ProductTile[]>;
}

/**
 * A term's results, searched here rather than in the browser: the page then needs the tiles of
 * one page, not the store's every product (6.4 MB on the 7,500-product store, which a
 * server-rendered search page would otherwise carry in its state). The index is the store's
 * product cache file (public tiles, USD) under the SPEC's Fuse.js options, the same file and
 * options the search box's suggestions use; it is built once per file, and each term's matches
 * are kept. A new term on the largest store costs ~50 ms of this process's time.
 */
export class StoreSearch {
  private readonly indexes = new Map<string, StoreIndex>();

  constructor(private readonly cache: ProductCache) {}

  /** Undefined for an unknown store. */
  async search(
    slug: string,
    term: string,
    page: number,
    money: Pricer,
  ): Promise<SearchResultsPage | undefined> {
    const entry = await this.cache.current(slug);
    if (!entry) return undefined;
    let index = this.indexes.get(slug);
    if (index?.etag !== entry.etag) {
      const { products } = readProductCache(entry.file);
      index = {
        etag: entry.etag,
        fuse: new Fuse(products, searchOptions as IFuseOptions<ProductTile>),
        answers: new LRUCache<string, ProductTile[]>({ max: KEPT_TERMS }),
      };
      this.indexes.set(slug, index);
    }
    const key = term.trim();
    let found = index.answers.get(key);
    if (!found) {
      found = key.length >= MIN_TERM_LENGTH ? index.fuse.search(key).map((r) => r.item) : [];
      index.answers.set(key, found);
    }
    const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
    const p = Math.min(Math.max(1, page), totalPages);
    const tiles = found.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
    return {
      products:
        money.currency === 'USD'
          ? tiles
          : tiles.map((t) => ({
              ...t,
              price: money.price(toCents(t.price)),
              currency: money.currency,
            })),
      page: p,
      totalPages,
      total: found.length,
    };
  }
}
