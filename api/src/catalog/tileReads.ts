import { placeholders, type Db } from '../db';
import { groupBy } from '../lib/groupBy';
import { listingCollections, type ListingModel, type ListingRow } from './listings';
import { productPriceCents } from './listingShapes';

/** What a product tile is made of: for each product, its price, kind and first colour only. */
export interface TileProduct {
  id: string;
  name: string;
  product_type: string;
  digital: number;
  /** Its cheapest size's price, else its own (`productPriceCents`). */
  priceCents: number;
  /** Its first colour shown (in position order), or null when it shows none. */
  firstHex: string | null;
}

export interface TileListing extends ListingRow {
  collections: { name: string; slug: string }[];
  products: TileProduct[];
}

/**
 * Listings (by row) as tiles need them, in 4 queries of about one row per product: the products,
 * their collections, each product's cheapest size and its first colour shown. A products page is
 * every shopper's first read of a catalog after a change; `hydrate` read every size and colour of
 * every product (and their stock) to use one price and one colour of each.
 */
export async function readTiles(
  db: Db,
  rows: ListingRow[],
  opts: { privateVariations?: boolean } = {},
): Promise<TileListing[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [products, collectionsBy] = await Promise.all([
    db.all<
      Omit<TileProduct, 'priceCents' | 'firstHex'> & { listing_id: string; price_cents: number }
    >(
      `SELECT p.id, p.listing_id, p.price_cents, b.product_type, b.name, b.digital
       FROM products p JOIN blanks b ON b.id = p.blank_id
       WHERE p.listing_id IN (${placeholders(ids.length)}) ORDER BY p.listing_id, p.position`,
      ids,
    ),
    listingCollections(db, ids),
  ]);
  const pids = products.map((p) => p.id);
  const shown = (alias: string) =>
    opts.privateVariations ? '' : `AND ${alias}.visibility = 'public'`;
  const [cheapest, firsts] = pids.length
    ? await Promise.all([
        db.all<{ product_id: string; price_cents: number }>(
          `SELECT ps.product_id, MIN(ps.price_cents) AS price_cents
           FROM product_sizes ps JOIN sizes s ON s.id = ps.size_id
           WHERE ps.product_id IN (${placeholders(pids.length)}) GROUP BY ps.product_id`,
          pids,
        ),
        db.all<{ product_id: string; hex: string }>(
          `SELECT v.product_id, v.hex FROM variations v
           WHERE v.product_id IN (${placeholders(pids.length)}) ${shown('v')}
             AND v.position = (SELECT MIN(w.position) FROM variations w
                               WHERE w.product_id = v.product_id ${shown('w')})
           ORDER BY v.product_id, v.id`,
          pids,
        ),
      ])
    : [[], []];
  const priceOf = new Map(cheapest.map((c) => [c.product_id, Number(c.price_cents)]));
  const hexOf = new Map<string, string>();
  for (const f of firsts) if (!hexOf.has(f.product_id)) hexOf.set(f.product_id, f.hex);
  const productsBy = groupBy(products, (p) => p.listing_id);
  return rows.map((r) => ({
    ...r,
    collections: collectionsBy.get(r.id) ?? [],
    products: (productsBy.get(r.id) ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      product_type: p.product_type,
      digital: p.digital,
      priceCents: priceOf.get(p.id) ?? Number(p.price_cents),
      firstHex: hexOf.get(p.id) ?? null,
    })),
  }));
}

/** A listing read whole (`hydrate`) as tiles see it. */
export function tileListingOf(l: ListingModel): TileListing {
  return {
    ...l,
    products: l.products.map((p) => ({
      id: p.id,
      name: p.name,
      product_type: p.product_type,
      digital: p.digital,
      priceCents: productPriceCents(p),
      firstHex: p.variations[0]?.hex ?? null,
    })),
  };
}
