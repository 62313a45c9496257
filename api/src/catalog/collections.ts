import type { Collection } from '@store/shared/src/types';
import type { Db } from '../db';

interface CollectionRow {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  total: number;
}

async function collectionRows(db: Db, storeId: string): Promise<CollectionRow[]> {
  return db.all<CollectionRow>(
    `SELECT c.id, c.parent_id, c.name, c.slug,
       (SELECT COUNT(*) FROM listing_collections lc JOIN listings l ON l.id = lc.listing_id
         WHERE l.visibility = 'public' AND (lc.collection_id = c.id OR lc.collection_id IN
           (SELECT k.id FROM collections k WHERE k.parent_id = c.id))) AS total
     FROM collections c WHERE c.store_id = ? ORDER BY c.position`,
    [storeId],
  );
}

export async function collectionTree(db: Db, storeId: string): Promise<Collection[]> {
  const rows = await collectionRows(db, storeId);
  const mk = (r: CollectionRow): Collection => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    parentId: r.parent_id,
    total_count: Number(r.total),
  });
  return rows
    .filter((r) => !r.parent_id)
    .map((r) => ({ ...mk(r), children: rows.filter((c) => c.parent_id === r.id).map(mk) }));
}

export async function findCollection(
  db: Db,
  storeId: string,
  slugOrId: string,
): Promise<{ id: string; slug: string } | undefined> {
  return db.get<{ id: string; slug: string }>(
    'SELECT id, slug FROM collections WHERE store_id = ? AND (slug = ? OR id = ?)',
    [storeId, slugOrId, slugOrId],
  );
}

export async function findCollectionById(
  db: Db,
  id: string,
): Promise<{ id: string; store_id: string } | undefined> {
  return db.get<{ id: string; store_id: string }>(
    'SELECT id, store_id FROM collections WHERE id = ?',
    [id],
  );
}
