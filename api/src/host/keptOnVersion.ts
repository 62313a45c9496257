import { LRUCache } from 'lru-cache';

export interface KeptLimits {
  maxEntries: number;
  maxBytes: number;
}

interface Entry<T> {
  version: string;
  value: T;
  bytes: number;
}

/**
 * What the page path keeps (heads, renders, written pages): values as they are used, least
 * recently used first out, bounded by count and by bytes (each value's size taken once, when it
 * is kept), and served only while the catalog version they were made at is current.
 */
export class KeptOnVersion<T> {
  private readonly lru: LRUCache<string, Entry<T>>;

  constructor(
    limits: KeptLimits,
    private readonly sizeOf: (value: T) => number,
  ) {
    this.lru = new LRUCache<string, Entry<T>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (e) => Math.max(1, e.bytes),
    });
  }

  get(key: string, version: string): T | undefined {
    const e = this.lru.get(key);
    if (!e) return undefined;
    // An older version's value is never current again: its bytes are freed now.
    if (e.version === version) return e.value;
    this.lru.delete(key);
    return undefined;
  }

  /** Keeps `value` (when it fits in the byte bound) and hands it back. */
  set(key: string, version: string, value: T): T {
    this.lru.set(key, { version, value, bytes: this.sizeOf(value) });
    return value;
  }

  /** Measures a kept value again after it grew (a written page's compressed forms). */
  resize(key: string, value: T): void {
    const e = this.lru.peek(key);
    if (e?.value === value) this.lru.set(key, { ...e, bytes: this.sizeOf(value) });
  }

  clear(): void {
    this.lru.clear();
  }
}
