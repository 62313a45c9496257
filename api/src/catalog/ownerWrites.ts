import { apiError } from '@store/shared/node/errors';
import type { Db } from '../db';
import { txRetriedOnce } from '../db/unavailable';

/** What a price change touched: the store it belongs to, and the price before and after (cents). */
export interface PriceChange {
  storeSlug: string;
  beforeCents: number;
  afterCents: number;
}

/**
 * A SKU's price, as its owner sets it (the catalog keeps USD cents; every other currency is
 * converted from it): the price of that size of the product, which every colour of it shares and
 * a checkout charges (checkout/repo.ts). A SKU is `<listing id>-<colour id>-<size id>` (SPEC §3);
 * a size the product is not made in is no SKU. The write bumps the catalog version like any
 * catalog write (its triggers); the caller tells the store servers (changes/changeEvents.ts).
 * The triggers' write waits for the catalog version's row, which every sale's stock write also
 * takes: under sales traffic it may lose that race, and is run once more (it sets a value, so a
 * second run is safe).
 */
export async function setSkuPrice(db: Db, sku: string, cents: number): Promise<PriceChange> {
  if (!Number.isInteger(cents) || cents < 0 || cents > 10_000_000)
    throw apiError(422, 'invalid', 'The price must be between 0 and 100000.00.');
  const m = /^(.+)-([A-Za-z0-9_]+)-([A-Za-z0-9_]+)$/.exec(sku);
  if (!m) throw apiError(422, 'invalid', `"${sku}" is not <listing>-<colour>-<size>.`);
  const [, listingId, colorId, sizeId] = m as unknown as [string, string, string, string];
  return txRetriedOnce<PriceChange, Db>(db, async (t) => {
    const row = await t.get<{ product_id: string; slug: string; size_cents: number }>(
      `SELECT p.id AS product_id, s.slug, ps.price_cents AS size_cents
       FROM variations v JOIN products p ON p.id = v.product_id
       JOIN listings l ON l.id = p.listing_id JOIN stores s ON s.id = l.store_id
       JOIN product_sizes ps ON ps.product_id = p.id AND ps.size_id = ?
       WHERE v.id = ? AND l.id = ?`,
      [sizeId, colorId, listingId],
    );
    if (!row) throw apiError(404, 'sku', `No SKU ${sku} in the catalog.`);
    await t.run('UPDATE product_sizes SET price_cents = ? WHERE product_id = ? AND size_id = ?', [
      cents,
      row.product_id,
      sizeId,
    ]);
    return { storeSlug: row.slug, beforeCents: row.size_cents, afterCents: cents };
  });
}
