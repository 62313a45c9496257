import type { BlankDetails } from '@store/shared/src/types';
import type { Db, SqlParam } from '../db';
import { bulkInsert, insertCatalogRows, type CatalogRows } from './bulk';
import { COLOURS } from './data';
import { AFTERDARK, LISTINGS, SHARED_BLANK_SIZES } from './afterdarkListings';
import { afterdarkTheme } from './themes';
import { must } from './must';

export { AFTERDARK };

/** Sizes the extra stores add (positions place XS first and the extended sizes after 3XL). */
const EXTRA_SIZES: [string, string, number][] = [
  ['xs', 'XS', -1],
  ['4xl', '4XL', 100],
  ['5xl', '5XL', 101],
  ['6xl', '6XL', 102],
  ['lt', 'LT', 103],
  ['xlt', 'XLT', 104],
  ['osfm', AFTERDARK.longSizeLabel, 105],
  ['edition', 'Edition', 106],
];

const extendedChart: BlankDetails = {
  description: 'Our classic tee cut in every size from XS to 6XL, plus tall fits.',
  materials: '100% combed ring-spun cotton, 4.2 oz',
  fit: 'Unisex regular fit; LT and XLT add 2 in of length.',
  comparableBrands: 'Bella+Canvas 3001, Next Level 3600',
  sizeChart: Object.fromEntries(
    ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL', 'LT', 'XLT'].map((l, i) => [
      l,
      {
        Width: String(16 + 2 * Math.min(i, 9)),
        Length: String(27 + Math.min(i, 9) + (i > 9 ? 2 : 0)),
      },
    ]),
  ),
  sizeChartUnit: 'inches',
  sizeChartUrl: null,
};

const NEW_BLANKS: {
  id: string;
  productType: string;
  name: string;
  digital: boolean;
  sizes: [string, number][];
  details: BlankDetails | null;
}[] = [
  {
    id: 'extended-tee',
    productType: 't-shirt',
    name: 'Extended Fit Tee',
    digital: false,
    sizes: [
      ['xs', 2499],
      ['s', 2499],
      ['m', 2499],
      ['l', 2499],
      ['xl', 2499],
      ['2xl', 2699],
      ['3xl', 2899],
      ['4xl', 3099],
      ['5xl', 3299],
      ['6xl', 3499],
      ['lt', 2799],
      ['xlt', 2999],
    ],
    details: extendedChart,
  },
  {
    id: 'knit-beanie',
    productType: 'beanie',
    name: 'Cuffed Knit Beanie',
    digital: false,
    sizes: [['osfm', 2199]],
    details: {
      description: 'A chunky rib-knit beanie with an embroidered patch on the cuff.',
      materials: '100% acrylic',
      fit: 'One size fits most adult heads.',
      comparableBrands: 'Richardson 146',
      sizeChart: { [AFTERDARK.longSizeLabel]: { Height: '12', Width: '8.5' } },
      sizeChartUnit: 'inches',
      sizeChartUrl: null,
    },
  },
  {
    id: 'nft-collectible',
    productType: 'nft',
    name: 'Digital Collectible',
    digital: true,
    sizes: [['edition', 4900]],
    details: null,
  },
];

const BLANK_SIZES: Record<string, [string, number][]> = {
  ...SHARED_BLANK_SIZES,
  ...Object.fromEntries(NEW_BLANKS.map((b) => [b.id, b.sizes])),
};

/** Adds the extra sizes and blanks, then the afterdark store. Fixed ids: deterministic. */
export async function seedAfterdark(db: Db, seedValue: number): Promise<void> {
  await db.tx(async (t) => {
    await bulkInsert(t, 'sizes', ['id', 'label', 'position'], EXTRA_SIZES);
    await bulkInsert(
      t,
      'blanks',
      ['id', 'product_type', 'name', 'digital', 'details_json'],
      NEW_BLANKS.map((b) => [
        b.id,
        b.productType,
        b.name,
        b.digital ? 1 : 0,
        b.details ? JSON.stringify(b.details) : null,
      ]),
    );
    await t.run(
      `INSERT INTO stores (id, slug, name, seller_id, seller_token, region, currency, order_prefix,
         access_code, social_json, pixels_json, theme_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        AFTERDARK.id,
        AFTERDARK.slug,
        AFTERDARK.name,
        `seller_${AFTERDARK.id}`,
        `st_${AFTERDARK.slug}_${(seedValue + 4).toString(36)}`,
        'usa',
        'USD',
        'AD',
        null,
        JSON.stringify(afterdarkTheme().brand.socialMedia),
        // No tags: the sandbox reaches no tag host (the e2e gives a store tags for a test).
        JSON.stringify({ gmcMerchantId: null, googleAnalytics: null, facebook: null }),
        JSON.stringify(afterdarkTheme()),
      ],
    );
    await bulkInsert(
      t,
      'collections',
      ['id', 'store_id', 'parent_id', 'name', 'slug', 'position'],
      [
        ['401', AFTERDARK.id, null, 'Late Shift', 'late-shift', 0],
        ['402', AFTERDARK.id, '401', 'Headwear', 'headwear', 1],
        ['403', AFTERDARK.id, null, 'Collectibles', 'collectibles', 2],
      ],
    );
    const collectionId: Record<string, string> = {
      'late-shift': '401',
      headwear: '402',
      collectibles: '403',
    };
    await bulkInsert(
      t,
      'promo_codes',
      ['store_id', 'code', 'type', 'amount', 'currency', 'advertised', 'active'],
      [
        [AFTERDARK.id, 'LASTCALL', 'percentage', 15, null, 1, 1],
        [AFTERDARK.id, 'NIGHTOWL', 'fixed_value', 300, 'USD', 1, 1],
      ],
    );
    await insertCatalogRows(t, catalogRows(collectionId));
  });
}

/** The store's listings, each with one product, its colours and their stock, as catalog rows. */
function catalogRows(collectionId: Record<string, string>): CatalogRows {
  const listings: SqlParam[][] = [];
  const links: SqlParam[][] = [];
  const products: SqlParam[][] = [];
  const productSizes: SqlParam[][] = [];
  const variations: SqlParam[][] = [];
  const inventory: SqlParam[][] = [];
  let variationSeq = 80000;
  LISTINGS.forEach((l, i) => {
    const listingId = String(2001 + i);
    const productId = String(6001 + i);
    const sizes = must(BLANK_SIZES[l.blank], `sizes of ${l.blank}`);
    listings.push([
      listingId,
      AFTERDARK.id,
      l.slug,
      l.title,
      l.description,
      l.design,
      'public',
      l.preorder ? 1 : 0,
      l.orders,
      i,
      new Date(Date.UTC(2024, 9, 1) + i * 86400000).toISOString(),
    ]);
    links.push([listingId, must(collectionId[l.collection], `collection ${l.collection}`)]);
    products.push([productId, listingId, l.blank, 0, must(sizes[0], 'a size')[1]]);
    for (const [sizeId, cents] of sizes) productSizes.push([productId, sizeId, cents]);
    l.colours.forEach((colour, c) => {
      const variationId = String(++variationSeq);
      variations.push([variationId, productId, colour, must(COLOURS[colour], colour), 'public', c]);
      for (const [sizeId] of sizes) inventory.push([variationId, sizeId, l.quantity ?? 40]);
    });
  });
  return {
    listings,
    listingCollections: links,
    products,
    productSizes,
    variations,
    inventory,
  };
}
