import type { Db } from '../db';

/** One page a store's sitemap lists: its path, and the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** SPEC route table: both legal pages were last updated on this day. */
const LEGAL_UPDATED = '2020-02-20';

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

/**
 * Every public page of a store worth indexing, in store order: home, the legal pages, each
 * collection (its slug is the first path segment) and each public listing. Private listings and
 * collections without a public listing are left out. lastmod is the listing's last edit (or
 * creation); a page's is the newest of the listings it shows.
 */
export async function sitemapEntries(db: Db, storeId: string): Promise<SitemapEntry[]> {
  // changed_at: the last edit (migration 010), else the listing's creation.
  const listings = await db.all<{ slug: string; changed_at: string }>(
    `SELECT slug, COALESCE(updated_at, created_at) AS changed_at FROM listings
     WHERE store_id = ? AND visibility = 'public' ORDER BY position, id`,
    [storeId],
  );
  const collections = await db.all<{ slug: string; newest: string | null }>(
    `SELECT c.slug,
       (SELECT MAX(COALESCE(l.updated_at, l.created_at)) FROM listing_collections lc JOIN listings l ON l.id = lc.listing_id
         WHERE l.visibility = 'public' AND (lc.collection_id = c.id OR lc.collection_id IN
           (SELECT k.id FROM collections k WHERE k.parent_id = c.id))) AS newest
     FROM collections c WHERE c.store_id = ? ORDER BY c.position`,
    [storeId],
  );
  const newest = listings.reduce<string | null>(
    (a, l) => (a && a > l.changed_at ? a : l.changed_at),
    null,
  );
  return [
    { path: '/', lastmod: day(newest) },
    { path: '/terms-of-use', lastmod: LEGAL_UPDATED },
    { path: '/privacy-policy', lastmod: LEGAL_UPDATED },
    ...collections
      .filter((c) => c.newest)
      .map((c) => ({ path: `/${encodeURIComponent(c.slug)}`, lastmod: day(c.newest) })),
    ...listings.map((l) => ({
      path: `/listing/${encodeURIComponent(l.slug)}`,
      lastmod: day(l.changed_at),
    })),
  ];
}

/**
 * The stores a store server warms before it says it is ready, with the pages to warm: each open
 * store's home and first public listing, in store order (a deployment serves one store; the demo
 * database holds four).
 */
export async function storesToWarm(
  db: Db,
  limit: number,
): Promise<{ slug: string; pages: string[] }[]> {
  const stores = await db.all<{ id: string; slug: string }>(
    'SELECT id, slug FROM stores WHERE access_code IS NULL ORDER BY id LIMIT ?',
    [limit],
  );
  return Promise.all(
    stores.map(async (store) => {
      const listing = await db.get<{ slug: string }>(
        `SELECT slug FROM listings WHERE store_id = ? AND visibility = 'public'
         ORDER BY position, id LIMIT 1`,
        [store.id],
      );
      return {
        slug: store.slug,
        pages: ['/', ...(listing ? [`/listing/${encodeURIComponent(listing.slug)}`] : [])],
      };
    }),
  );
}
