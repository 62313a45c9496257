import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT, STORE_DB } from './paths';
import { E2E_STOREFRONT_SECRET } from './storeProcesses';

/**
 * What an owner's tool does after writing the catalogue itself: the API's own command tells the
 * store servers registered with it (`npm run catalog -w api -- notify <store>`), so the store
 * server drops what it keeps of the store at once instead of within the facts' max-age.
 */
export function notifyChange(store: string): void {
  execFileSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'catalog.js'), 'notify', store],
    {
      env: { ...process.env, DB_PATH: STORE_DB, STOREFRONT_SECRET: E2E_STOREFRONT_SECRET },
      stdio: 'ignore',
    },
  );
}

/**
 * Changes the e2e store's catalogue the way its owner's tools would: a statement on its SQLite
 * file (the triggers bump the catalog version) and the change event, and the statement that puts
 * it back (and its event) when the test is over.
 */
export async function withCatalogChange<T>(
  change: { apply: string; undo: string; params: unknown[]; store?: string },
  work: () => Promise<T>,
): Promise<T> {
  const db = openStoreDb();
  const store = change.store ?? 'demo';
  try {
    db.prepare(change.apply).run(...change.params);
    notifyChange(store);
    return await work();
  } finally {
    db.prepare(change.undo).run(...change.params);
    db.close();
    notifyChange(store);
  }
}

/** A size of a colour sold out (inventory 0) while `work` runs. */
export const soldOut = (variationId: string, sizeId: string, quantity: number) => ({
  apply: 'UPDATE inventory SET quantity = 0 WHERE variation_id = ? AND size_id = ?',
  undo: `UPDATE inventory SET quantity = ${Number(quantity)} WHERE variation_id = ? AND size_id = ?`,
  params: [variationId, sizeId],
});

/** A listing made private while `work` runs. */
export const madePrivate = (slug: string) => ({
  apply: "UPDATE listings SET visibility = 'private' WHERE slug = ?",
  undo: "UPDATE listings SET visibility = 'public' WHERE slug = ?",
  params: [slug],
});

/** A checkout's affiliate as the API stored it (read-only: the e2e store's own SQLite file). */
export function checkoutAffiliate(checkoutId: string): string | null | undefined {
  const db = openStoreDb({ readonly: true });
  try {
    const row = db.prepare('SELECT affiliate FROM checkouts WHERE id = ?').get(checkoutId) as
      { affiliate: string | null } | undefined;
    return row?.affiliate;
  } finally {
    db.close();
  }
}

/** This worker's e2e store's SQLite file (global setup made it there). */
function openStoreDb(options: Database.Options = {}): Database.Database {
  return new Database(STORE_DB, options);
}

/**
 * The store's `marketingPixels` (its tags: Google's, Meta's, whether consent is asked) set while
 * `work` runs, as its owner's tools would set them; the record's own value is put back after.
 */
export async function withStorePixels<T>(
  slug: string,
  pixels: Record<string, unknown>,
  work: () => Promise<T>,
): Promise<T> {
  const db = openStoreDb();
  const row = db.prepare('SELECT pixels_json FROM stores WHERE slug = ?').get(slug) as
    { pixels_json: string } | undefined;
  try {
    db.prepare('UPDATE stores SET pixels_json = ? WHERE slug = ?').run(
      JSON.stringify(pixels),
      slug,
    );
    notifyChange(slug);
    return await work();
  } finally {
    if (row)
      db.prepare('UPDATE stores SET pixels_json = ? WHERE slug = ?').run(row.pixels_json, slug);
    db.close();
    notifyChange(slug);
  }
}
