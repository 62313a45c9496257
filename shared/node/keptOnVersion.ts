import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface KeptLimits {
  /** At most this many values. 0 turns keeping off. */
  maxEntries: number;
  /** At most this many bytes in all, as `sizeOf` measures them; a bigger value is not kept. */
  maxBytes: number;
}

interface Entry<T> {
  version: string;
  value: T;
  bytes: number;
}

/**
 * What the API keeps between requests (product page bodies, a page's head, render and written
 * bytes): values as they are used, least recently used first out, bounded by count and by bytes
 * (each value's size taken once, when it is kept), and served only while the catalog version
 * they were made at is current, so a write anywhere in the catalog makes every older one a miss.
 */
export class KeptOnVersion<T> {
  /** Null when maxEntries is 0: LRUCache needs a positive bound, and nothing is kept anyway. */
  private readonly lru: LRUCache<string, Entry<T>> | null;
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(
    private readonly limits: KeptLimits,
    private readonly sizeOf: (value: T) => number,
  ) {
    this.lru =
      limits.maxEntries > 0
        ? new LRUCache<string, Entry<T>>({
            max: limits.maxEntries,
            maxSize: limits.maxBytes,
            sizeCalculation: (e) => Math.max(1, e.bytes),
            dispose: (_e, _key, reason) => {
              if (reason === 'evict') this.stats.evictions++;
            },
          })
        : null;
  }

  get(key: string, version: string): T | undefined {
    const e = this.lru?.get(key);
    if (!e || e.version !== version) {
      // An older version's value is never current again: its bytes are freed now.
      if (e) this.lru?.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return e.value;
  }

  /** Keeps `value` (when it fits in the byte bound) and hands it back. */
  set(key: string, version: string, value: T): T {
    const bytes = this.sizeOf(value);
    this.lru?.delete(key);
    if (bytes <= this.limits.maxBytes) this.lru?.set(key, { version, value, bytes });
    return value;
  }

  /** Measures a kept value again after it grew (a written page's compressed forms). */
  resize(key: string, value: T): void {
    const e = this.lru?.peek(key);
    if (e?.value === value) this.lru?.set(key, { ...e, bytes: this.sizeOf(value) });
  }

  clear(): void {
    this.lru?.clear();
  }

  /** How much is kept now. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0 };
  }
}

/** A short key for what a kept value is made of (some parts are kilobytes: never kept as keys). */
export function keyOf(parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * Keys for values made of big parts that are shared between requests (a store's theme and record,
 * kept per catalog version; the boot's localization lists): each part's digest is taken once per
 * object and remembered while the object lives, so a cached page's key costs a hash of a few
 * digests instead of serializing kilobytes of theme again on every request. Sound because such
 * parts are never changed once handed out (a new version makes new objects).
 */
export class PartDigests {
  private readonly memo = new WeakMap<object, string>();

  /** A key for `value` from its top-level entries, each object entry by its kept digest. */
  keyOf(value: object): string {
    return keyOf(Object.entries(value).map(([name, part]) => [name, this.of(part)]));
  }

  /**
   * A primitive as it is; an object as `{ digest }` (no primitive serializes like one). An object
   * seen for the first time is digested from its own entries' digests, so a wrapper made afresh
   * per request around shared parts (the boot's `localization`, a config) hashes a few digests
   * instead of serializing what it wraps again.
   */
  private of(part: unknown): unknown {
    if (typeof part !== 'object' || part === null) return part;
    let digest = this.memo.get(part);
    if (digest === undefined) {
      digest = Array.isArray(part)
        ? keyOf(['[]', ...part.map((p) => this.of(p))])
        : keyOf(['{}', ...Object.entries(part).map(([name, p]) => [name, this.of(p)])]);
      this.memo.set(part, digest);
    }
    return { digest };
  }
}
