import type { Db } from '../db';
import { COLOURS, type BlankDef } from './data';
import type { createRng } from './rng';
import { must } from './must';

type Rng = ReturnType<typeof createRng>;
type Tx = Parameters<Parameters<Db['tx']>[0]>[0];

export interface CollectionDef {
  slug: string;
  name: string;
  parent?: string;
}

export interface ListingSeed {
  slug: string;
  title: string;
  design: string;
  description: string;
  visibility: 'public' | 'private';
  collections: string[];
  products: { blank: BlankDef; colours: string[] }[];
}

/** A promo code row: code, type, amount, currency, advertised, active. */
export type PromoSeed = [string, string, number | null, string | null, number, number];

export interface StoreSeed {
  id: string;
  slug: string;
  name: string;
  prefix: string;
  accessCode: string | null;
  social: unknown;
  theme: unknown;
  collections: CollectionDef[];
  listings: ListingSeed[];
  promos: PromoSeed[];
}

/** The next id of each kind, shared by every store the seed writes (ids never repeat). */
export interface SeedIds {
  listing: number;
  product: number;
  variation: number;
  collection: number;
}

/** What one store's writing needs besides the store: the ids, the random source, its rules. */
export interface SeedRun {
  seed: number;
  ids: SeedIds;
  rng: Rng;
  baseDate: number;
  /** Whether a size of a colour starts sold out (the demo's flagship has one). */
  soldOut: (listingSlug: string, productPos: number, colour: string, sizeId: string) => boolean;
  /** Whether a colour is hidden (only previews show it). */
  hidden: (listingSlug: string, colourPos: number, colours: number) => boolean;
}

/** A store with its collections, promo codes, listings, products, colours and stock. */
export async function writeStore(t: Tx, s: StoreSeed, run: SeedRun): Promise<void> {
  await t.run(
    `INSERT INTO stores (id, slug, name, seller_id, seller_token, region, currency, order_prefix,
       access_code, social_json, pixels_json, theme_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      s.id,
      s.slug,
      s.name,
      `seller_${s.id}`,
      `st_${s.slug}_${(run.seed + Number(s.id)).toString(36)}`,
      'usa',
      'USD',
      s.prefix,
      s.accessCode,
      JSON.stringify(s.social),
      JSON.stringify({ gmcMerchantId: null, googleAnalytics: null, facebook: null }),
      JSON.stringify(s.theme),
    ],
  );
  const collectionIds = new Map<string, string>();
  for (const [i, c] of s.collections.entries()) {
    const id = String(++run.ids.collection);
    collectionIds.set(c.slug, id);
    await t.run(
      'INSERT INTO collections (id, store_id, parent_id, name, slug, position) VALUES (?, ?, ?, ?, ?, ?)',
      [id, s.id, c.parent ? collectionIds.get(c.parent)! : null, c.name, c.slug, i],
    );
  }
  for (const [code, type, amount, currency, advertised, active] of s.promos) {
    await t.run(
      `INSERT INTO promo_codes (store_id, code, type, amount, currency, advertised, active)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [s.id, code, type, amount, currency, advertised, active],
    );
  }
  for (const [pos, l] of s.listings.entries())
    await writeListing(t, s.id, l, pos, collectionIds, run);
}

async function writeListing(
  t: Tx,
  storeId: string,
  l: ListingSeed,
  pos: number,
  collectionIds: Map<string, string>,
  run: SeedRun,
): Promise<void> {
  const listingId = String(++run.ids.listing);
  await t.run(
    `INSERT INTO listings (id, store_id, slug, title, description, design, visibility, preorder,
       orders_count, position, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      listingId,
      storeId,
      l.slug,
      l.title,
      l.description,
      l.design,
      l.visibility,
      0,
      run.rng.int(0, 240),
      pos,
      new Date(run.baseDate + pos * 86400000).toISOString(),
    ],
  );
  for (const c of l.collections) {
    await t.run('INSERT INTO listing_collections (listing_id, collection_id) VALUES (?, ?)', [
      listingId,
      collectionIds.get(c)!,
    ]);
  }
  for (const [ppos, p] of l.products.entries()) {
    const productId = String(++run.ids.product);
    await t.run(
      'INSERT INTO products (id, listing_id, blank_id, position, price_cents) VALUES (?, ?, ?, ?, ?)',
      [productId, listingId, p.blank.id, ppos, must(p.blank.sizes[0], 'a size')[1]],
    );
    for (const [sizeId, cents] of p.blank.sizes) {
      await t.run('INSERT INTO product_sizes (product_id, size_id, price_cents) VALUES (?, ?, ?)', [
        productId,
        sizeId,
        cents,
      ]);
    }
    for (const [cpos, colour] of p.colours.entries()) {
      const variationId = String(++run.ids.variation);
      await t.run(
        'INSERT INTO variations (id, product_id, color_name, hex, visibility, position) VALUES (?, ?, ?, ?, ?, ?)',
        [
          variationId,
          productId,
          colour,
          must(COLOURS[colour], colour),
          run.hidden(l.slug, cpos, p.colours.length) ? 'private' : 'public',
          cpos,
        ],
      );
      for (const [sizeId] of p.blank.sizes) {
        let qty = p.blank.digital ? 9999 : run.rng.int(4, 180);
        if (run.soldOut(l.slug, ppos, colour, sizeId)) qty = 0;
        await t.run('INSERT INTO inventory (variation_id, size_id, quantity) VALUES (?, ?, ?)', [
          variationId,
          sizeId,
          qty,
        ]);
      }
    }
  }
}
