import { placeholders, type Db } from '../db';
import { groupBy } from '../lib/groupBy';

export interface ListingRow {
  id: string;
  store_id: string;
  slug: string;
  title: string;
  description: string;
  design: string;
  visibility: 'public' | 'private';
  preorder: number;
  orders_count: number;
  position: number;
}

interface ProductRow {
  id: string;
  listing_id: string;
  blank_id: string;
  price_cents: number;
  product_type: string;
  name: string;
  digital: number;
  details_json: string | null;
}

interface SizeRow {
  product_id: string;
  id: string;
  label: string;
  price_cents: number;
}

interface VariationRow {
  id: string;
  product_id: string;
  color_name: string;
  hex: string;
  visibility: 'public' | 'private';
}

export interface VariationModel extends VariationRow {
  inventory: Map<string, number>;
}

export interface ProductModel extends ProductRow {
  sizes: SizeRow[];
  variations: VariationModel[];
}

export interface ListingModel extends ListingRow {
  products: ProductModel[];
  collections: { name: string; slug: string }[];
}

export interface LoadOptions {
  /** Include variations marked private (preview only). */
  privateVariations?: boolean;
}

/**
 * Loads listings (by row) with products, sizes, variations, inventory and collections, in 5
 * queries (a tile needs far less: tileReads.ts).
 */
export async function hydrate(
  db: Db,
  rows: ListingRow[],
  opts: LoadOptions = {},
): Promise<ListingModel[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // Independent reads go out together: on PostgreSQL each is a round trip (two connections of the
  // pool, or queued on a transaction's one), so a page waits for three, not five.
  const [products, collectionsBy] = await Promise.all([
    db.all<ProductRow>(
      `SELECT p.id, p.listing_id, p.blank_id, p.price_cents, b.product_type, b.name, b.digital, b.details_json
       FROM products p JOIN blanks b ON b.id = p.blank_id
       WHERE p.listing_id IN (${placeholders(ids.length)}) ORDER BY p.listing_id, p.position`,
      ids,
    ),
    listingCollections(db, ids),
  ]);
  const pids = products.map((p) => p.id);
  const [sizes, variations] = pids.length
    ? await Promise.all([
        db.all<SizeRow>(
          `SELECT ps.product_id, s.id, s.label, ps.price_cents FROM product_sizes ps JOIN sizes s ON s.id = ps.size_id
           WHERE ps.product_id IN (${placeholders(pids.length)}) ORDER BY ps.product_id, s.position`,
          pids,
        ),
        db.all<VariationRow>(
          `SELECT id, product_id, color_name, hex, visibility FROM variations
           WHERE product_id IN (${placeholders(pids.length)}) ORDER BY product_id, position`,
          pids,
        ),
      ])
    : [[], []];
  const visible = opts.privateVariations
    ? variations
    : variations.filter((v) => v.visibility === 'public');
  const vids = visible.map((v) => v.id);
  const inv = vids.length
    ? await db.all<{ variation_id: string; size_id: string; quantity: number }>(
        `SELECT variation_id, size_id, quantity FROM inventory WHERE variation_id IN (${placeholders(vids.length)})`,
        vids,
      )
    : [];
  const invBy = new Map<string, Map<string, number>>();
  for (const i of inv) {
    if (!invBy.has(i.variation_id)) invBy.set(i.variation_id, new Map());
    invBy.get(i.variation_id)!.set(i.size_id, i.quantity);
  }
  const productsBy = groupBy(products, (p) => p.listing_id);
  const sizesBy = groupBy(sizes, (sz) => sz.product_id);
  const variationsBy = groupBy(visible, (v) => v.product_id);
  return rows.map((r) => ({
    ...r,
    collections: collectionsBy.get(r.id) ?? [],
    products: (productsBy.get(r.id) ?? []).map((p) => ({
      ...p,
      sizes: sizesBy.get(p.id) ?? [],
      variations: (variationsBy.get(p.id) ?? []).map((v) => ({
        ...v,
        inventory: invBy.get(v.id) ?? new Map(),
      })),
    })),
  }));
}

/** The collections of each listing (by id), in collection order. */
export async function listingCollections(
  db: Db,
  ids: string[],
): Promise<Map<string, { name: string; slug: string }[]>> {
  const rows = await db.all<{ listing_id: string; name: string; slug: string }>(
    `SELECT lc.listing_id, c.name, c.slug FROM listing_collections lc JOIN collections c ON c.id = lc.collection_id
     WHERE lc.listing_id IN (${placeholders(ids.length)}) ORDER BY c.position`,
    ids,
  );
  const by = new Map<string, { name: string; slug: string }[]>();
  for (const [id, of] of groupBy(rows, (c) => c.listing_id))
    by.set(
      id,
      of.map((c) => ({ name: c.name, slug: c.slug })),
    );
  return by;
}

const LISTING_COLUMNS =
  'l.id, l.store_id, l.slug, l.title, l.description, l.design, l.visibility, l.preorder, l.orders_count, l.position';

export async function findListingBySlug(
  db: Db,
  storeId: string,
  slug: string,
): Promise<ListingRow | undefined> {
  return db.get<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.store_id = ? AND l.slug = ?`,
    [storeId, slug],
  );
}

export async function findListingById(db: Db, id: string): Promise<ListingRow | undefined> {
  return db.get<ListingRow>(`SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.id = ?`, [id]);
}

/** One page of listing rows of a store (optionally within a collection and its sub-collections). */
export async function pageListings(
  db: Db,
  storeId: string,
  q: { collectionId?: string; includePrivate: boolean; limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const where: string[] = ['l.store_id = ?'];
  const params: (string | number)[] = [storeId];
  if (!q.includePrivate) where.push("l.visibility = 'public'");
  if (q.collectionId) {
    where.push(
      `l.id IN (SELECT lc.listing_id FROM listing_collections lc WHERE lc.collection_id = ?
        OR lc.collection_id IN (SELECT k.id FROM collections k WHERE k.parent_id = ?))`,
    );
    params.push(q.collectionId, q.collectionId);
  }
  const whereSql = where.join(' AND ');
  // Together: on PostgreSQL each is a round trip.
  const [counted, rows] = await Promise.all([
    db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM listings l WHERE ${whereSql}`, params),
    db.all<ListingRow>(
      `SELECT ${LISTING_COLUMNS} FROM listings l WHERE ${whereSql} ORDER BY l.position, l.id LIMIT ? OFFSET ?`,
      [...params, q.limit, q.offset],
    ),
  ]);
  return { rows, total: Number(counted!.n) };
}
