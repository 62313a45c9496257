import { placeholders, type Db, type SqlParam } from '../db';

/** Rows per multi-row INSERT: 200 rows × ≤ 12 columns stays far below SQLite's bound-parameter limit. */
const BULK_BATCH = 200;

/**
 * Set-based insert: rows go in as multi-row `INSERT … VALUES (…), (…)` statements of BULK_BATCH rows.
 * Every full batch reuses one prepared statement (the Db layer caches statements by SQL text), so
 * seeding thousands of rows costs a handful of statement executions. Call inside `db.tx`.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: string[],
  rows: SqlParam[][],
): Promise<void> {
  const row = `(${placeholders(columns.length)})`;
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  for (let i = 0; i < rows.length; i += BULK_BATCH) {
    const chunk = rows.slice(i, i + BULK_BATCH);
    await db.run(head + Array.from({ length: chunk.length }, () => row).join(', '), chunk.flat());
  }
}

/** Rows for the catalog tables, in the column order `insertCatalogRows` writes them. */
export interface CatalogRows {
  /** id, store_id, slug, title, description, design, visibility, preorder, orders_count, position, created_at */
  listings: SqlParam[][];
  /** listing_id, collection_id */
  listingCollections: SqlParam[][];
  /** id, listing_id, blank_id, position, price_cents */
  products: SqlParam[][];
  /** product_id, size_id, price_cents */
  productSizes: SqlParam[][];
  /** id, product_id, color_name, hex, visibility, position */
  variations: SqlParam[][];
  /** variation_id, size_id, quantity */
  inventory: SqlParam[][];
}

/** Writes a store's generated listings, products, variations and stock (parents before children). */
export async function insertCatalogRows(db: Db, rows: CatalogRows): Promise<void> {
  await bulkInsert(
    db,
    'listings',
    [
      'id',
      'store_id',
      'slug',
      'title',
      'description',
      'design',
      'visibility',
      'preorder',
      'orders_count',
      'position',
      'created_at',
    ],
    rows.listings,
  );
  await bulkInsert(
    db,
    'listing_collections',
    ['listing_id', 'collection_id'],
    rows.listingCollections,
  );
  await bulkInsert(
    db,
    'products',
    ['id', 'listing_id', 'blank_id', 'position', 'price_cents'],
    rows.products,
  );
  await bulkInsert(
    db,
    'product_sizes',
    ['product_id', 'size_id', 'price_cents'],
    rows.productSizes,
  );
  await bulkInsert(
    db,
    'variations',
    ['id', 'product_id', 'color_name', 'hex', 'visibility', 'position'],
    rows.variations,
  );
  await bulkInsert(db, 'inventory', ['variation_id', 'size_id', 'quantity'], rows.inventory);
}
