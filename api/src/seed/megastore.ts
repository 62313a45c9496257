import type { Db, SqlParam } from '../db';
import { bulkInsert, insertCatalogRows } from './bulk';
import { BLANKS, COLOURS } from './data';
import { createRng } from './rng';
import { megastoreTheme } from './themes';
import { must } from './must';

/** The paging store: 7,500 public listings, so 150-per-page fetches reach page 50. */
export const MEGASTORE = {
  id: '3',
  slug: 'megastore',
  name: 'Big Harbor Mercantile',
  listings: 7500,
} as const;

const ADJECTIVES = [
  'Amber',
  'Breezy',
  'Cedar',
  'Dusky',
  'Electric',
  'Foggy',
  'Golden',
  'Hidden',
  'Iron',
  'Jade',
  'Kindred',
  'Lunar',
  'Misty',
  'Northern',
  'Olive',
  'Painted',
  'Quiet',
  'Rusty',
  'Salty',
  'Tidal',
  'Upland',
  'Velvet',
  'Wild',
  'Young',
  'Zesty',
  'Brass',
  'Copper',
  'Drifting',
  'Evergreen',
  'Faded',
];
const NOUNS = [
  'Anchor',
  'Beacon',
  'Canyon',
  'Dune',
  'Estuary',
  'Fjord',
  'Glacier',
  'Harbor',
  'Island',
  'Jetty',
  'Kestrel',
  'Lagoon',
  'Meadow',
  'Nebula',
  'Orchard',
  'Pier',
  'Quarry',
  'Reef',
  'Summit',
  'Trail',
  'Upriver',
  'Valley',
  'Wharf',
  'Yarrow',
  'Zephyr',
  'Atlas',
  'Bayou',
  'Cove',
  'Delta',
  'Ember',
  'Ferry',
  'Grove',
  'Heron',
  'Inlet',
  'Juniper',
  'Kelp',
  'Lantern',
  'Marina',
  'Nomad',
  'Otter',
  'Pelican',
  'Quill',
  'Ridge',
  'Sparrow',
  'Thicket',
  'Umber',
  'Voyager',
  'Willow',
  'Yonder',
  'Zenith',
];
/** Blank, title suffix and collection of each listing, cycled so every page mixes product types. */
const CYCLE: { blank: string; suffix: string; collection: string; colours: number }[] = [
  { blank: 'classic-tee', suffix: 'Tee', collection: 'tees', colours: 2 },
  { blank: 'pullover-hoodie', suffix: 'Hoodie', collection: 'hoodies', colours: 2 },
  { blank: 'ceramic-mug', suffix: 'Mug', collection: 'mugs', colours: 1 },
  { blank: 'die-cut-sticker', suffix: 'Sticker', collection: 'stickers', colours: 1 },
  { blank: 'matte-poster', suffix: 'Poster', collection: 'posters', colours: 1 },
];
const COLLECTIONS: { id: string; slug: string; name: string; parent: string | null }[] = [
  { id: '501', slug: 'apparel', name: 'Apparel', parent: null },
  { id: '502', slug: 'tees', name: 'Tees', parent: '501' },
  { id: '503', slug: 'hoodies', name: 'Hoodies', parent: '501' },
  { id: '504', slug: 'home', name: 'Home & Kitchen', parent: null },
  { id: '505', slug: 'mugs', name: 'Mugs', parent: '504' },
  { id: '506', slug: 'posters', name: 'Posters', parent: '504' },
  { id: '507', slug: 'stickers', name: 'Stickers', parent: null },
];

/**
 * Seeds the megastore with set-based inserts (multi-row VALUES in batches, prepared once each)
 * inside one transaction. Deterministic: its own PRNG stream, ids from fixed ranges
 * (listings 100001…, products 200001…, variations 300001…).
 */
export async function seedMegastore(db: Db, seedValue: number): Promise<void> {
  const rng = createRng(seedValue + 3);
  const baseDate = Date.UTC(2024, 0, 1);
  const listings: SqlParam[][] = [];
  const products: SqlParam[][] = [];
  const productSizes: SqlParam[][] = [];
  const variations: SqlParam[][] = [];
  const inventory: SqlParam[][] = [];
  const listingCollections: SqlParam[][] = [];
  const collectionId = new Map(COLLECTIONS.map((c) => [c.slug, c.id]));
  let variationSeq = 300000;

  for (let i = 0; i < MEGASTORE.listings; i++) {
    const plan = must(CYCLE[i % CYCLE.length], 'a plan');
    const blank = BLANKS.find((b) => b.id === plan.blank)!;
    const design = Math.floor(i / CYCLE.length); // 0..1499: one design per adjective × noun pair
    const adj = must(ADJECTIVES[design % ADJECTIVES.length], 'an adjective');
    const noun = must(NOUNS[Math.floor(design / ADJECTIVES.length) % NOUNS.length], 'a noun');
    const designSlug = `${adj}-${noun}`.toLowerCase();
    const title = `${adj} ${noun} ${plan.suffix}`;
    const listingId = String(100001 + i);
    const productId = String(200001 + i);
    listings.push([
      listingId,
      MEGASTORE.id,
      `${designSlug}-${plan.suffix.toLowerCase()}`,
      title,
      `${title}: the ${adj.toLowerCase()} ${noun.toLowerCase()} design on our ${blank.name}. Printed to order.`,
      designSlug,
      'public',
      0,
      rng.int(0, 500),
      i,
      new Date(baseDate + i * 60_000).toISOString(),
    ]);
    listingCollections.push([listingId, collectionId.get(plan.collection)!]);
    products.push([productId, listingId, blank.id, 0, must(blank.sizes[0], 'a size')[1]]);
    for (const [sizeId, cents] of blank.sizes) productSizes.push([productId, sizeId, cents]);
    for (let c = 0; c < plan.colours; c++) {
      const colour = must(blank.colours[(design + c) % blank.colours.length], 'a colour');
      const variationId = String(++variationSeq);
      variations.push([variationId, productId, colour, must(COLOURS[colour], colour), 'public', c]);
      for (const [sizeId] of blank.sizes) inventory.push([variationId, sizeId, rng.int(3, 250)]);
    }
  }

  await db.tx(async (t) => {
    await t.run(
      `INSERT INTO stores (id, slug, name, seller_id, seller_token, region, currency, order_prefix,
         access_code, social_json, pixels_json, theme_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        MEGASTORE.id,
        MEGASTORE.slug,
        MEGASTORE.name,
        `seller_${MEGASTORE.id}`,
        `st_${MEGASTORE.slug}_${(seedValue + 3).toString(36)}`,
        'usa',
        'USD',
        'BH',
        null,
        '[]',
        JSON.stringify({ gmcMerchantId: null, googleAnalytics: null, facebook: null }),
        JSON.stringify(megastoreTheme()),
      ],
    );
    await bulkInsert(
      t,
      'collections',
      ['id', 'store_id', 'parent_id', 'name', 'slug', 'position'],
      COLLECTIONS.map((c, i) => [c.id, MEGASTORE.id, c.parent, c.name, c.slug, i]),
    );
    await insertCatalogRows(t, {
      listings,
      listingCollections,
      products,
      productSizes,
      variations,
      inventory,
    });
  });
}
