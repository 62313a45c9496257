import { etagOf } from '@store/shared/node/etag';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductTile } from '@store/shared/src/types';
import type { Db } from '../db';
import type { Pricer } from '../lib/currency';
import { toCents } from '../lib/money';
import { CatalogVersion } from './catalogVersion';
import { PageCache } from './pageCache';
import { findStore } from './stores';
import { pageListings } from './listings';
import { readTiles } from './tileReads';
import { toTile } from './listingShapes';

/** Listings hydrated per query while writing a cache file (bounded IN lists, bounded memory). */
const CHUNK = 500;

export interface CacheEntry {
  file: string;
  etag: string;
  bytes: number;
  fingerprint: string;
  generatedAt: string;
}

export interface PricedBody {
  entry: CacheEntry;
  body: string;
  etag: string;
}

/**
 * The per-store cached product JSON (`{ products: ProductTile[] }`, every public listing in store
 * order) written as a static file `<data dir>/product-cache/<slug>.json`, next to the SQLite file.
 *
 * Regeneration rule: a file is (re)written
 * 1. at start-up (so right after seeding) for every store missing a current file (`warm`; stores
 *    over 1,000 public listings are written on their first request instead),
 * 2. whenever a writer calls `regenerateProductCache(db, slug)` (exported for product / listing /
 *    inventory writers), and
 * 3. on the next request when the store's catalog fingerprint (public listing count, sum of
 *    `orders_count`, highest position, and `catalog_version.tiles`, which every catalog write but
 *    stock bumps) differs from the one the file was written with — so a placed order, a listing
 *    going public/private or a price or title written by any process refreshes it without the
 *    writer knowing about the cache. Tiles carry no stock, so inventory alone never changes the file.
 */
export class ProductCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Bumped by every regenerate(): writers' explicit "the catalog changed" call. */
  private generation = 0;
  /**
   * Serialised product-page bodies (`/v1/stores/products`, `/collection/:id/items`), valid while
   * `version()` is unchanged. Replaceable (the bench swaps in a disabled one for its cold figure).
   */
  pages = new PageCache();

  /** catalog_version, notified on PostgreSQL (no query per request), read per request on SQLite. */
  readonly catalog: CatalogVersion;

  constructor(
    private readonly db: Db,
    readonly dir: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.catalog = new CatalogVersion(db);
  }

  fileOf(slug: string): string {
    return path.join(this.dir, `${slug}.json`);
  }

  async fingerprint(storeId: string): Promise<string> {
    const r = (await this.db.get<{ n: number; o: number; p: number }>(
      `SELECT COUNT(*) AS n, COALESCE(SUM(orders_count), 0) AS o, COALESCE(MAX(position), 0) AS p
       FROM listings WHERE store_id = ? AND visibility = 'public'`,
      [storeId],
    ))!;
    // Every catalog write but stock, from any connection or process (migration 011).
    const { tiles } = await this.catalog.read();
    return `${r.n}:${r.o}:${r.p}:${tiles}`;
  }

  /**
   * The catalog version the in-memory page cache is keyed on: this cache's regeneration count plus
   * `catalog_version`, which triggers on every catalog table bump (migration 006) — prices, titles,
   * collections, visibility, stock and `orders_count` included, from any connection or process.
   * Checkouts, carts and payments do not touch it, so shopping traffic keeps the pages cached.
   * The fingerprint above cannot serve here: it ignores most of what pages show.
   */
  async version(): Promise<string> {
    const { value } = await this.catalog.read();
    return `${this.generation}.${value}`;
  }

  /**
   * The catalog version as every process reads it (`catalog_version.value`), for what leaves this
   * process: X-Catalog-Version, a store's facts, change events. `version()` adds this process's own
   * regenerations, which another process's caches never see.
   */
  async sharedVersion(): Promise<string> {
    return String((await this.catalog.read()).value);
  }

  /** Writes the store's file now (atomically: temp file + rename). Undefined for an unknown store. */
  async regenerate(slug: string): Promise<CacheEntry | undefined> {
    const store = await findStore(this.db, slug);
    if (!store) return undefined;
    this.generation++;
    // Read before the listings: a write landing meanwhile leaves the file stale-marked, never the
    // other way round, so the next request rewrites it.
    const fingerprint = await this.fingerprint(store.id);
    const { total } = await pageListings(this.db, store.id, {
      includePrivate: false,
      limit: 0,
      offset: 0,
    });
    const parts: string[] = [];
    for (let offset = 0; offset < total; offset += CHUNK) {
      const { rows } = await pageListings(this.db, store.id, {
        includePrivate: false,
        limit: CHUNK,
        offset,
      });
      for (const l of await readTiles(this.db, rows)) parts.push(JSON.stringify(toTile(l)));
    }
    const json = `{"products":[${parts.join(',')}]}`;
    const file = this.fileOf(store.slug);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, json);
    fs.renameSync(tmp, file);
    const entry: CacheEntry = {
      file,
      etag: etagOf(json),
      bytes: Buffer.byteLength(json),
      fingerprint,
      generatedAt: new Date().toISOString(),
    };
    fs.writeFileSync(this.metaOf(store.slug), JSON.stringify(entry));
    this.entries.set(store.slug, entry);
    return entry;
  }

  private metaOf(slug: string): string {
    return path.join(this.dir, `${slug}.meta.json`);
  }

  /** The entry in memory, else the one a previous process left beside the file (survives restarts). */
  private known(slug: string): CacheEntry | undefined {
    const e = this.entries.get(slug);
    if (e) return e;
    try {
      const meta = JSON.parse(fs.readFileSync(this.metaOf(slug), 'utf8')) as CacheEntry;
      if (meta.file !== this.fileOf(slug)) return undefined;
      this.entries.set(slug, meta);
      return meta;
    } catch {
      return undefined; // no meta yet: the caller regenerates
    }
  }

  /**
   * At start-up: writes missing or stale files of every store with at most `maxListings` public
   * listings (milliseconds each). Bigger stores (the megastore: ~6 MB, ~0.4 s) are written on
   * their first request instead, so server start stays fast.
   */
  async warm(maxListings = 1000): Promise<void> {
    const stores = await this.db.all<{ slug: string; n: number }>(
      `SELECT s.slug, (SELECT COUNT(*) FROM listings l WHERE l.store_id = s.id AND l.visibility = 'public') AS n
       FROM stores s ORDER BY s.id`,
    );
    for (const s of stores) if (Number(s.n) <= maxListings) await this.current(s.slug);
  }

  /** Stale files being rewritten for current(): requests meanwhile wait on the same rewrite. */
  private readonly rewriting = new Map<string, Promise<CacheEntry | undefined>>();

  /** The current file of a store, regenerated first when missing or stale (rule 3). */
  async current(slug: string): Promise<CacheEntry | undefined> {
    const store = await findStore(this.db, slug);
    if (!store) return undefined;
    const e = this.known(store.slug);
    if (e && e.fingerprint === (await this.fingerprint(store.id)) && fs.existsSync(e.file))
      return e;
    // Concurrent requests for a stale store (the megastore's rewrite takes ~0.4 s) share one
    // rewrite instead of each hydrating the whole catalog.
    let pending = this.rewriting.get(store.slug);
    if (!pending) {
      pending = this.regenerate(store.slug).finally(() => this.rewriting.delete(store.slug));
      this.rewriting.set(store.slug, pending);
    }
    return pending;
  }

  /** Last priced body per store and currency: `${slug}|${currency}` → body of the file it came from. */
  private readonly pricedBodies = new Map<string, PricedBody & { from: string }>();

  /**
   * The current file's tiles in another currency (the file itself is USD, the catalog's currency).
   * Kept in memory, one body per store and currency, rebuilt when the file or the rate changes.
   */
  async priced(slug: string, money: Pricer): Promise<PricedBody | undefined> {
    const entry = await this.current(slug);
    if (!entry) return undefined;
    const from = `${entry.etag}|${money.rate}`;
    const slot = `${slug}|${money.currency}`;
    const hit = this.pricedBodies.get(slot);
    if (hit?.from === from) return hit;
    const { products } = readProductCache(entry.file);
    const body = JSON.stringify({
      products: products.map((t) => ({
        ...t,
        price: money.price(toCents(t.price)),
        currency: money.currency,
      })),
    });
    const priced = { entry, body, etag: etagOf(body), from };
    this.pricedBodies.set(slot, priced);
    return priced;
  }

  async regenerateAll(): Promise<void> {
    for (const s of await this.db.all<{ slug: string }>('SELECT slug FROM stores ORDER BY id'))
      await this.regenerate(s.slug);
  }
}

const caches = new WeakMap<Db, ProductCache>();

/** The cache of a database: files under `<dir of dbPath>/product-cache` (temp dir for :memory:). */
export function productCacheFor(db: Db, dbPath?: string): ProductCache {
  let c = caches.get(db);
  if (!c) {
    const base =
      dbPath && dbPath !== ':memory:'
        ? path.dirname(path.resolve(dbPath))
        : fs.mkdtempSync(path.join(os.tmpdir(), 'store-cache-'));
    c = new ProductCache(db, path.join(base, 'product-cache'));
    caches.set(db, c);
  }
  return c;
}

/**
 * Rewrites `<slug>.json` now. Call after any product / listing / inventory write that changes what
 * a tile shows (title, price, images, visibility, collections, orders). Returns false for an
 * unknown store or a database without a cache.
 */
export async function regenerateProductCache(db: Db, slug: string): Promise<boolean> {
  const c = caches.get(db);
  return Boolean(await c?.regenerate(slug));
}

/** Reads a cache file back (tests and tools). */
export function readProductCache(file: string): { products: ProductTile[] } {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { products: ProductTile[] };
}
