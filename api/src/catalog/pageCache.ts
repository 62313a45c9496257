import { LRUCache } from 'lru-cache';
import { etagOf } from '../lib/etag';

export interface CachedBody {
  /** Catalog version the body was built at (ProductCache.version()). */
  version: string;
  body: Buffer;
  etag: string;
}

export interface PageCacheLimits {
  /** At most this many bodies (default 256). 0 turns the cache off. */
  maxEntries?: number;
  /** At most this many body bytes in all (default 32 MB; the megastore's 150-tile page is ~128 KB). */
  maxBytes?: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
}

/**
 * Serialised JSON bodies of product pages, least recently used first out, bounded by entry count
 * and by bytes. An entry is only served while the catalog version it was built at is still the
 * current one, so a write anywhere in the catalog (an order, a listing or price change, visibility)
 * makes every older body a miss; callers put the preview/private flag in the key.
 */
export class PageCache {
  /** Null when maxEntries is 0: LRUCache needs a positive bound, and nothing is kept anyway. */
  private readonly lru: LRUCache<string, CachedBody> | null;
  private readonly maxBytes: number;
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(limits: PageCacheLimits = {}) {
    const maxEntries = limits.maxEntries ?? 256;
    this.maxBytes = limits.maxBytes ?? 32 * 1024 * 1024;
    this.lru =
      maxEntries > 0
        ? new LRUCache<string, CachedBody>({
            max: maxEntries,
            maxSize: this.maxBytes,
            sizeCalculation: (e) => Math.max(1, e.body.length),
            dispose: (_e, _key, reason) => {
              if (reason === 'evict') this.stats.evictions++;
            },
          })
        : null;
  }

  get(key: string, version: string): CachedBody | undefined {
    const e = this.lru?.get(key);
    if (!e || e.version !== version) {
      // An older version's body is never current again: free its bytes now.
      if (e) this.lru?.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return e;
  }

  /** Stores (when it fits) and returns the entry for a freshly serialised body. */
  set(key: string, version: string, json: string): CachedBody {
    const body = Buffer.from(json, 'utf8');
    const entry: CachedBody = {
      version,
      body,
      etag: etagOf(body),
    };
    this.lru?.delete(key);
    if (body.length > this.maxBytes) return entry;
    this.lru?.set(key, entry);
    return entry;
  }

  clear(): void {
    this.lru?.clear();
  }

  snapshot(): PageCacheStats {
    return {
      ...this.stats,
      entries: this.lru?.size ?? 0,
      bytes: this.lru?.calculatedSize ?? 0,
    };
  }
}
