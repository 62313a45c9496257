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
  private readonly map = new Map<string, CachedBody>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(limits: PageCacheLimits = {}) {
    this.maxEntries = limits.maxEntries ?? 256;
    this.maxBytes = limits.maxBytes ?? 32 * 1024 * 1024;
  }

  get(key: string, version: string): CachedBody | undefined {
    const e = this.map.get(key);
    if (!e || e.version !== version) {
      if (e) this.drop(key, e);
      this.stats.misses++;
      return undefined;
    }
    // Re-insert so Map order stays least-recently-used first.
    this.map.delete(key);
    this.map.set(key, e);
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
    const old = this.map.get(key);
    if (old) this.drop(key, old);
    if (this.maxEntries <= 0 || body.length > this.maxBytes) return entry;
    this.map.set(key, entry);
    this.bytes += body.length;
    for (const [k, e] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(k, e);
      this.stats.evictions++;
    }
    return entry;
  }

  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }

  snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.map.size, bytes: this.bytes };
  }

  private drop(key: string, e: CachedBody): void {
    this.map.delete(key);
    this.bytes -= e.body.length;
  }
}
