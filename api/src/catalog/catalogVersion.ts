import { LRUCache } from 'lru-cache';
import type { Db, SqlParam } from '../db';

/** Rows kept per process at most (stores are few): a bound for slugs a client makes up. */
const MAX_ROWS = 1000;

/** catalog_version (migrations 006, 011): every catalog write bumps `value`; all but stock bump `tiles`. */
export interface CatalogVersions {
  value: number;
  tiles: number;
}

/**
 * The catalog version a process's caches are keyed on, without a query per request where it can:
 * on PostgreSQL a connection LISTENs for the trigger's NOTIFY (migration 012) and the version is
 * re-read only when it changed — from any process. Until that connection is up (and whenever it
 * is lost) every read goes to the database. On SQLite the database's change count (its own
 * writes and PRAGMA data_version) tells when to re-read: no notification is needed, and a cached
 * answer reads no table. A write through this process is seen by its next read at once.
 */
export class CatalogVersion {
  /** The version as last notified; null while it must be read per request. */
  private known: CatalogVersions | null = null;
  private writesSeen = -1;
  private stop: (() => Promise<void>) | null = null;
  private schema: string | null = null;
  /** Bumped when the connection drops: a re-read begun before the drop must not be trusted. */
  private epoch = 0;

  /** Catalog rows read through `catalogRow`, each with the version it was read at. */
  readonly rows = new LRUCache<string, { version: number; row: unknown }>({ max: MAX_ROWS });

  constructor(private readonly db: Db) {
    versions.set(db, this);
  }

  /** The change count `known` was read at (SQLite). */
  private changesSeen = -1;

  /** Starts listening (PostgreSQL) or following the change count (SQLite). */
  async start(): Promise<void> {
    if (this.db.changeCount) {
      const changes = this.db.changeCount();
      this.known = await this.query();
      this.changesSeen = changes;
      return;
    }
    const listen = this.db.listen;
    if (!listen || this.stop) return;
    const row = await this.db.get<{ schema: string }>('SELECT current_schema() AS schema');
    this.schema = row?.schema ?? 'public';
    this.stop = listen.call(this.db, 'store_catalog', {
      onChange: (schema) => {
        if (schema === this.schema) void this.refresh();
      },
      onConnection: (up) => {
        this.epoch++;
        this.known = null;
        if (up) void this.refresh();
      },
    });
  }

  /** Whether reads are answered from the notified value (for tests and the metrics). */
  get listening(): boolean {
    return this.known !== null;
  }

  async read(): Promise<CatalogVersions> {
    const changeCount = this.db.changeCount;
    if (changeCount) {
      // Taken before the query: a write landing while it waits leaves the next read to re-read.
      const changes = changeCount.call(this.db);
      if (this.known && changes === this.changesSeen) return this.known;
      const fresh = await this.query();
      this.known = fresh;
      this.changesSeen = changes;
      return fresh;
    }
    const writes = this.db.writeCount?.() ?? 0;
    if (this.known && writes === this.writesSeen) return this.known;
    const fresh = await this.query();
    this.writesSeen = writes;
    if (this.known) this.known = newest(this.known, fresh);
    return fresh;
  }

  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = null;
    this.known = null;
    await stop?.();
  }

  private async refresh(): Promise<void> {
    const epoch = this.epoch;
    try {
      const fresh = await this.query();
      if (epoch !== this.epoch) return;
      this.known = this.known ? newest(this.known, fresh) : fresh;
    } catch {
      // The database did not answer: reads go to it (and fail or recover there) until the next
      // notification or reconnection re-reads.
      if (epoch === this.epoch) this.known = null;
    }
  }

  private async query(): Promise<CatalogVersions> {
    const row = await this.db.get<CatalogVersions>(
      'SELECT value, tiles FROM catalog_version WHERE id = 1',
    );
    return { value: Number(row?.value ?? 0), tiles: Number(row?.tiles ?? 0) };
  }
}

/** Versions only grow: of two reads that raced, the later version wins. */
function newest(a: CatalogVersions, b: CatalogVersions): CatalogVersions {
  return { value: Math.max(a.value, b.value), tiles: Math.max(a.tiles, b.tiles) };
}

const versions = new WeakMap<Db, CatalogVersion>();

/**
 * One catalog row (a store by slug or id: asked three times by every request) read through the
 * process's memo while catalog notifications keep it exact: no query for it until the catalog
 * changes. Without notifications (SQLite, or the connection lost), and inside a transaction, it
 * is read from the database. Rows are frozen: they are shared between requests.
 */
export async function catalogRow<T extends object>(
  db: Db,
  sql: string,
  params: SqlParam[],
): Promise<T | undefined> {
  const catalog = versions.get(db);
  if (!catalog?.listening) return db.get<T>(sql, params);
  // The version before the read: a write landing during it leaves the row under an older version.
  const { value: version } = await catalog.read();
  const key = `${sql}\u0000${params.join('\u0000')}`;
  const hit = catalog.rows.get(key);
  if (hit?.version === version) return hit.row as T | undefined;
  const row = await db.get<T>(sql, params);
  catalog.rows.set(key, { version, row: row && Object.freeze(row) });
  return row;
}
