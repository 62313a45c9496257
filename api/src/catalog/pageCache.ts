import { etagOf } from '@store/shared/node/etag';
import { KeptOnVersion } from '@store/shared/node/keptOnVersion';

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
 * Serialised JSON bodies of product pages, kept on the catalog version (`KeptOnVersion`: least
 * recently used first out, bounded by entry count and by bytes), so a write anywhere in the
 * catalog (an order, a listing or price change, visibility) makes every older body a miss;
 * callers put the preview/private flag in the key.
 */
export class PageCache {
  private readonly kept: KeptOnVersion<CachedBody>;

  constructor(limits: PageCacheLimits = {}) {
    this.kept = new KeptOnVersion<CachedBody>(
      { maxEntries: limits.maxEntries ?? 256, maxBytes: limits.maxBytes ?? 32 * 1024 * 1024 },
      (e) => e.body.length,
    );
  }

  get stats() {
    return this.kept.stats;
  }

  get(key: string, version: string): CachedBody | undefined {
    return this.kept.get(key, version);
  }

  /** Stores (when it fits) and returns the entry for a freshly serialised body. */
  set(key: string, version: string, json: string): CachedBody {
    const body = Buffer.from(json, 'utf8');
    return this.kept.set(key, version, { version, body, etag: etagOf(body) });
  }

  clear(): void {
    this.kept.clear();
  }

  snapshot(): PageCacheStats {
    return { ...this.kept.stats, ...this.kept.usage() };
  }
}
