import type { Store, ThemeData } from '@store/shared/src/types';
import { LRUCache } from 'lru-cache';
import { findStore, storeToApi, type StoreRow } from '../catalog/stores';
import type { Db } from '../db';
import { publishedTheme } from '../theme/routes';

/**
 * What the page writer reads of a store (its row, record and published theme), kept for one
 * catalog version: every write to stores or collections bumps it, so a warm page runs no query
 * but the version's, and an edit shows on the next request. Host names are the client's to
 * choose, so the maps are bounded (least recently used out) rather than grown by every label a
 * bot tries.
 */
export class StoreFacts {
  private version: string | null = null;
  private readonly rows: LRUCache<string, StoreRow | false>;
  private readonly records: LRUCache<string, { store: Store; theme: ThemeData }>;

  constructor(
    private readonly db: Db,
    limit = 1000,
  ) {
    this.rows = new LRUCache({ max: limit });
    this.records = new LRUCache({ max: limit });
  }

  /** These facts as of `version` (a new version starts afresh). */
  at(version: string): this {
    if (version !== this.version) {
      this.version = version;
      this.rows.clear();
      this.records.clear();
    }
    return this;
  }

  readonly row = async (slug: string): Promise<StoreRow | undefined> => {
    let row = this.rows.get(slug);
    if (row === undefined) {
      const version = this.version;
      // false remembers an unknown host name: LRUCache keeps no null.
      row = (await findStore(this.db, slug)) ?? false;
      // Kept only under the version it was read at: another request may have moved to a newer
      // one while the query ran, and this answer may predate that version's write.
      if (version === this.version) {
        this.rows.set(slug, row);
      }
    }
    return row || undefined;
  };

  /** The store record and published theme, as the store and theme routes answer a shopper. */
  async record(row: StoreRow): Promise<{ store: Store; theme: ThemeData }> {
    let record = this.records.get(row.slug);
    if (!record) {
      const version = this.version;
      record = { store: await storeToApi(this.db, row), theme: publishedTheme(row) };
      // As in row(): never kept under a version newer than the one it was read at.
      if (version === this.version) {
        this.records.set(row.slug, record);
      }
    }
    return record;
  }
}
