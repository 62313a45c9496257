// The age-gated demo store (after dark): its facts the tests rely on, its listings and sizes.

/**
 * The store of the edge cases the spec names (kept out of `demo` so the demo facts stay as they are):
 * age verification on, a variant with > 10 sizes, a size label longer than 5 characters, an NFT,
 * a pre-order listing, a listing with > 100 orders and an out-of-stock listing (every variant 0).
 */
export const AFTERDARK = {
  id: '4',
  slug: 'afterdark',
  name: 'After Dark Social Club',
  manySizesSlug: 'extended-fit-tee',
  longSizeSlug: 'night-owl-beanie',
  longSizeLabel: 'One Size Fits Most',
  nftSlug: 'midnight-token',
  preorderSlug: 'neon-skyline-hoodie',
  popularSlug: 'last-call-tee',
  popularOrders: 1337,
  soldOutSlug: 'closing-time-tee',
} as const;

interface Def {
  slug: string;
  title: string;
  design: string;
  description: string;
  blank: string;
  colours: string[];
  collection: string;
  preorder?: boolean;
  orders: number;
  /** Inventory per size (default 40). */
  quantity?: number;
}

export const LISTINGS: Def[] = [
  {
    slug: AFTERDARK.popularSlug,
    title: 'Last Call Tee',
    design: 'last-call',
    description: 'The shirt everyone asks about at closing time. Over a thousand sold.',
    blank: 'classic-tee',
    colours: ['Black', 'Maroon'],
    collection: 'late-shift',
    orders: AFTERDARK.popularOrders,
  },
  {
    slug: AFTERDARK.manySizesSlug,
    title: 'Extended Fit Tee',
    design: 'neon-skyline',
    description: 'The Neon Skyline print in twelve sizes, XS to 6XL plus tall fits.',
    blank: 'extended-tee',
    colours: ['Black', 'Navy'],
    collection: 'late-shift',
    orders: 64,
  },
  {
    slug: AFTERDARK.longSizeSlug,
    title: 'Night Owl Beanie',
    design: 'night-owl',
    description: 'A cuffed knit beanie with an embroidered night owl. One size fits most.',
    blank: 'knit-beanie',
    colours: ['Black', 'Maroon'],
    collection: 'headwear',
    orders: 22,
  },
  {
    slug: AFTERDARK.preorderSlug,
    title: 'Neon Skyline Hoodie',
    design: 'neon-skyline',
    description: 'Pre-order: the Neon Skyline hoodie ships in the next print run.',
    blank: 'pullover-hoodie',
    colours: ['Black', 'Forest'],
    collection: 'late-shift',
    preorder: true,
    orders: 9,
  },
  {
    slug: AFTERDARK.nftSlug,
    title: 'Midnight Token',
    design: 'midnight-token',
    description:
      'A one-of-a-kind digital collectible for club members. Availability is per wallet.',
    blank: 'nft-collectible',
    colours: ['Digital'],
    collection: 'collectibles',
    orders: 3,
    quantity: 250,
  },
  {
    slug: AFTERDARK.soldOutSlug,
    title: 'Closing Time Tee',
    design: 'closing-time',
    description: 'Sold out: the Closing Time tee is gone until the next run.',
    blank: 'classic-tee',
    colours: ['Black', 'White'],
    collection: 'late-shift',
    orders: 88,
    quantity: 0,
  },
];

/** Sizes and prices of the blanks the store shares with the demo (its new blanks carry their own). */
export const SHARED_BLANK_SIZES: Record<string, [string, number][]> = {
  'classic-tee': [
    ['s', 2499],
    ['m', 2499],
    ['l', 2499],
    ['xl', 2499],
    ['2xl', 2699],
    ['3xl', 2899],
  ],
  'pullover-hoodie': [
    ['s', 4499],
    ['m', 4499],
    ['l', 4499],
    ['xl', 4499],
    ['2xl', 4799],
    ['3xl', 4999],
  ],
};
