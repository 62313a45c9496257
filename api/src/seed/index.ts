import type { Db } from '../db';
import { BLANKS, SIZES, type BlankDef } from './data';
import { DESCRIPTIONS, DESIGNS, LISTING_PLAN } from './designs';
import { seedAfterdark } from './afterdark';
import { applySeededStoreFlags } from './storeFlags';
import { seedMegastore } from './megastore';
import { createRng } from './rng';
import { demoTheme, DEMO_SOCIAL, lockedTheme } from './themes';
import { must } from './must';
import {
  writeStore,
  type CollectionDef,
  type ListingSeed,
  type SeedRun,
  type StoreSeed,
} from './writeStore';

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
    await analyzeCatalog(t);
  });
  return performance.now() - t0;
}

/** The tables a catalog page reads, which the seed has just filled. */
const CATALOG_TABLES = [
  'stores',
  'collections',
  'blanks',
  'sizes',
  'listings',
  'listing_collections',
  'products',
  'product_sizes',
  'variations',
  'inventory',
];

/**
 * PostgreSQL plans from each table's statistics, and a freshly filled table has none until
 * autovacuum gets to it (a minute or more): the planner takes megastore's 7,500 listings for one
 * row and sorts them all for each page of 150 (4.6 ms a query; 0.2 ms once analysed, with
 * EXPLAIN ANALYZE). So the seed gathers them itself, in its own transaction (ANALYZE counts the
 * rows that transaction wrote; about 170 ms). SQLite is left alone: its plans of these reads are
 * the same with statistics as without (EXPLAIN QUERY PLAN).
 */
async function analyzeCatalog(db: Db): Promise<void> {
  if (db.dialect === 'postgres') await db.exec(`ANALYZE ${CATALOG_TABLES.join(', ')}`);
}

/** Writes the core demo catalog (demo + locked). Deterministic: the same rows on every run. */
export async function seed(db: Db): Promise<void> {
  const rng = createRng(SEED);
  const run: SeedRun = {
    seed: SEED,
    ids: { listing: 1000, product: 5000, variation: 70000, collection: 300 },
    rng,
    baseDate: Date.UTC(2024, 4, 1),
    // One size of the flagship sold out, for the SPEC's sold-out message.
    soldOut: (slug, productPos, colour, sizeId) =>
      slug === DEMO_FACTS.flagshipSlug && productPos === 0 && colour === 'Navy' && sizeId === '3xl',
    // One hidden colour, to exercise variation visibility (only previews show it).
    hidden: (slug, colourPos, colours) => slug === 'low-tide-club-tee' && colourPos === colours - 1,
  };

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
    for (const store of demoStores(rng)) await writeStore(t, store, run);
    await applySeededStoreFlags(t);
  });
}

/** The demo store and the locked one, in the order their ids are given. */
function demoStores(rng: ReturnType<typeof createRng>): StoreSeed[] {
  return [
    {
      id: '1',
      slug: 'demo',
      name: 'Tidepool Supply Co.',
      prefix: 'TP',
      accessCode: null,
      social: DEMO_SOCIAL,
      theme: demoTheme(),
      collections: DEMO_COLLECTIONS,
      listings: demoListings(rng),
      promos: [
        ['WELCOME10', 'percentage', 10, null, 1, 1],
        ['SAVE5', 'fixed_value', 500, 'USD', 1, 1],
        ['FREESHIP', 'free_shipping', null, null, 1, 1],
        ['SUMMER20', 'percentage', 20, null, 0, 0],
      ],
    },
    {
      id: '2',
      slug: 'locked',
      name: 'Backstage Pass Merch',
      prefix: 'BP',
      accessCode: 'letmein',
      social: [],
      theme: lockedTheme(),
      collections: [{ slug: 'tour-merch', name: 'Tour Merch' }],
      listings: lockedListings(),
      promos: [],
    },
  ];
}
