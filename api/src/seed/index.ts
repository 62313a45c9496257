import type { Db } from '../db';
import { BLANKS, COLOURS, DESCRIPTIONS, DESIGNS, LISTING_PLAN, SIZES, type BlankDef } from './data';
import { seedAfterdark } from './afterdark';
import { applySeededStoreFlags } from './storeFlags';
import { seedMegastore } from './megastore';
import { createRng } from './rng';
import { demoTheme, DEMO_SOCIAL, lockedTheme } from './themes';
import { must } from './must';

export { AFTERDARK } from './afterdark';
export { MEGASTORE } from './megastore';

export const SEED = 20240607;

/** Facts the tests (and the e2e suite) rely on. Keep in sync with README. */
const DEMO_FACTS = {
  storeSlug: 'demo',
  storeName: 'Tidepool Supply Co.',
  flagshipSlug: 'tidepool-wave-tee',
  flagshipListingId: '1001',
  singleVariationSlug: 'tide-chart-wallpaper-pack',
  privateSlug: 'crew-only-tee',
  lockedSlug: 'locked',
  lockedAccessCode: 'letmein',
};

interface CollectionDef {
  slug: string;
  name: string;
  parent?: string;
}

const DEMO_COLLECTIONS: CollectionDef[] = [
  { slug: 'apparel', name: 'Apparel' },
  { slug: 't-shirts', name: 'T-Shirts', parent: 'apparel' },
  { slug: 'hoodies', name: 'Hoodies', parent: 'apparel' },
  { slug: 'drinkware', name: 'Drinkware' },
  { slug: 'mugs', name: 'Mugs', parent: 'drinkware' },
  { slug: 'stickers-prints', name: 'Stickers & Prints' },
  { slug: 'stickers', name: 'Stickers', parent: 'stickers-prints' },
  { slug: 'posters', name: 'Posters', parent: 'stickers-prints' },
  { slug: 'digital', name: 'Digital' },
  { slug: 'bestsellers', name: 'Bestsellers' },
];

const BESTSELLERS = [
  'tidepool-wave-tee',
  'low-tide-club-tee',
  'kelp-forest-hoodie',
  'tidepool-wave-mug',
  'octopus-garden-sticker',
  'moon-jelly-poster',
];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface ListingSeed {
  slug: string;
  title: string;
  design: string;
  description: string;
  visibility: 'public' | 'private';
  collections: string[];
  products: { blank: BlankDef; colours: string[] }[];
}

function demoListings(rng: ReturnType<typeof createRng>): ListingSeed[] {
  const perPlan = LISTING_PLAN.map((plan) => {
    const blank = BLANKS.find((b) => b.id === plan.blank)!;
    return plan.designs.map((di): ListingSeed => {
      const d = must(DESIGNS[di], `design ${di}`);
      const title = `${d.name} ${plan.suffix}`;
      const count = rng.int(blank.colourCount[0], blank.colourCount[1]);
      const colours = blank.colours.length === 1 ? blank.colours : rng.pick(blank.colours, count);
      return {
        slug: slugify(title),
        title,
        design: d.slug,
        description: must(DESCRIPTIONS[blank.productType], blank.productType)(d),
        visibility: 'public',
        collections: [plan.collection],
        products: [{ blank, colours }],
      };
    });
  });
  // Interleave product types so the first page mixes tees, hoodies, mugs, stickers...
  const out: ListingSeed[] = [];
  for (let i = 0; perPlan.some((p) => i < p.length); i++) {
    for (const p of perPlan) out.push(...p.slice(i, i + 1));
  }
  const tee = BLANKS.find((b) => b.id === 'classic-tee')!;
  const hoodie = BLANKS.find((b) => b.id === 'pullover-hoodie')!;
  // The flagship: fixed colours, two products (tee + hoodie).
  must(out[0], 'the flagship listing').products = [
    { blank: tee, colours: ['Black', 'White', 'Navy', 'Heather Grey'] },
    { blank: hoodie, colours: ['Black', 'Navy'] },
  ];
  for (const l of out) if (BESTSELLERS.includes(l.slug)) l.collections.push('bestsellers');
  out.push({
    slug: 'crew-only-tee',
    title: 'Crew Only Tee',
    design: 'low-tide-club',
    description: 'A staff-only run of the Low Tide Club tee. Not for sale to the public.',
    visibility: 'private',
    collections: ['t-shirts'],
    products: [{ blank: tee, colours: ['Black', 'Navy'] }],
  });
  return out;
}

function lockedListings(): ListingSeed[] {
  const tee = BLANKS.find((b) => b.id === 'classic-tee')!;
  const hoodie = BLANKS.find((b) => b.id === 'pullover-hoodie')!;
  const mk = (name: string, blank: BlankDef, colours: string[]): ListingSeed => ({
    slug: slugify(name),
    title: name,
    design: slugify(name.split(' ').slice(0, 2).join(' ')),
    description: `${name}: official crew merch from the Backstage Pass tour.`,
    visibility: 'public',
    collections: ['tour-merch'],
    products: [{ blank, colours }],
  });
  return [
    mk('Backstage Pass Tee', tee, ['Black', 'White']),
    mk('Encore Tour Hoodie', hoodie, ['Black', 'Maroon']),
    mk('Soundcheck Crew Tee', tee, ['Heather Grey', 'Navy']),
  ];
}

/** True when the database holds no store yet. */
async function isEmpty(db: Db): Promise<boolean> {
  return !(await db.get<{ id: string }>('SELECT id FROM stores LIMIT 1'));
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedAll(db);
  return true;
}

/**
 * The whole demo dataset: the core stores (`seed`: demo + locked), then `afterdark` (edge cases,
 * age verification) and `megastore` (7,500 listings for paging). One transaction; returns the ms taken.
 */
export async function seedAll(db: Db): Promise<number> {
  const t0 = performance.now();
  await db.tx(async (t) => {
    await seed(t);
    await seedAfterdark(t, SEED);
    await seedMegastore(t, SEED);
    await applySeededStoreFlags(t);
  });
  return performance.now() - t0;
}

/** Writes the core demo catalog (demo + locked). Deterministic: the same rows on every run. */
export async function seed(db: Db): Promise<void> {
  const rng = createRng(SEED);
  let listingSeq = 1000;
  let productSeq = 5000;
  let variationSeq = 70000;
  let collectionSeq = 300;
  const baseDate = Date.UTC(2024, 4, 1);

  await db.tx(async (t) => {
    for (const [i, s] of SIZES.entries())
      await t.run('INSERT INTO sizes (id, label, position) VALUES (?, ?, ?)', [s.id, s.label, i]);
    for (const b of BLANKS) {
      await t.run(
        'INSERT INTO blanks (id, product_type, name, digital, details_json) VALUES (?, ?, ?, ?, ?)',
        [
          b.id,
          b.productType,
          b.name,
          b.digital ? 1 : 0,
          b.details ? JSON.stringify(b.details) : null,
        ],
      );
    }
    await t.run('INSERT INTO sequences (name, value) VALUES (?, ?)', ['order_number', 100233]);

    const stores = [
      {
        id: '1',
        slug: 'demo',
        name: 'Tidepool Supply Co.',
        prefix: 'TP',
        accessCode: null as string | null,
        social: DEMO_SOCIAL,
        theme: demoTheme(),
        collections: DEMO_COLLECTIONS,
        listings: demoListings(rng),
        promos: [
          ['WELCOME10', 'percentage', 10, null, 1, 1],
          ['SAVE5', 'fixed_value', 500, 'USD', 1, 1],
          ['FREESHIP', 'free_shipping', null, null, 1, 1],
          ['SUMMER20', 'percentage', 20, null, 0, 0],
        ] as [string, string, number | null, string | null, number, number][],
      },
      {
        id: '2',
        slug: 'locked',
        name: 'Backstage Pass Merch',
        prefix: 'BP',
        accessCode: 'letmein',
        social: [],
        theme: lockedTheme(),
        collections: [{ slug: 'tour-merch', name: 'Tour Merch' }] as CollectionDef[],
        listings: lockedListings(),
        promos: [] as [string, string, number | null, string | null, number, number][],
      },
    ];

    for (const s of stores) {
      await t.run(
        `INSERT INTO stores (id, slug, name, seller_id, seller_token, region, currency, order_prefix,
           access_code, social_json, pixels_json, theme_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          s.id,
          s.slug,
          s.name,
          `seller_${s.id}`,
          `st_${s.slug}_${(SEED + Number(s.id)).toString(36)}`,
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
        const id = String(++collectionSeq);
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
      for (const [pos, l] of s.listings.entries()) {
        const listingId = String(++listingSeq);
        await t.run(
          `INSERT INTO listings (id, store_id, slug, title, description, design, visibility, preorder,
             orders_count, position, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            listingId,
            s.id,
            l.slug,
            l.title,
            l.description,
            l.design,
            l.visibility,
            0,
            rng.int(0, 240),
            pos,
            new Date(baseDate + pos * 86400000).toISOString(),
          ],
        );
        for (const c of l.collections) {
          await t.run('INSERT INTO listing_collections (listing_id, collection_id) VALUES (?, ?)', [
            listingId,
            collectionIds.get(c)!,
          ]);
        }
        for (const [ppos, p] of l.products.entries()) {
          const productId = String(++productSeq);
          await t.run(
            'INSERT INTO products (id, listing_id, blank_id, position, price_cents) VALUES (?, ?, ?, ?, ?)',
            [productId, listingId, p.blank.id, ppos, must(p.blank.sizes[0], 'a size')[1]],
          );
          for (const [sizeId, cents] of p.blank.sizes) {
            await t.run(
              'INSERT INTO product_sizes (product_id, size_id, price_cents) VALUES (?, ?, ?)',
              [productId, sizeId, cents],
            );
          }
          for (const [cpos, colour] of p.colours.entries()) {
            const variationId = String(++variationSeq);
            // One hidden colour, to exercise variation visibility (only previews show it).
            const hidden = l.slug === 'low-tide-club-tee' && cpos === p.colours.length - 1;
            await t.run(
              'INSERT INTO variations (id, product_id, color_name, hex, visibility, position) VALUES (?, ?, ?, ?, ?, ?)',
              [
                variationId,
                productId,
                colour,
                must(COLOURS[colour], colour),
                hidden ? 'private' : 'public',
                cpos,
              ],
            );
            for (const [sizeId] of p.blank.sizes) {
              let qty = p.blank.digital ? 9999 : rng.int(4, 180);
              if (
                l.slug === DEMO_FACTS.flagshipSlug &&
                ppos === 0 &&
                colour === 'Navy' &&
                sizeId === '3xl'
              )
                qty = 0;
              await t.run(
                'INSERT INTO inventory (variation_id, size_id, quantity) VALUES (?, ?, ?)',
                [variationId, sizeId, qty],
              );
            }
          }
        }
      }
    }
    await applySeededStoreFlags(t);
  });
}
