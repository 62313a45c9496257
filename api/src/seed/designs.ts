// The demo store's designs, how many listings each blank gets, and their descriptions.

export interface DesignDef {
  slug: string;
  name: string;
  blurb: string;
}

export const DESIGNS: DesignDef[] = [
  {
    slug: 'tidepool-wave',
    name: 'Tidepool Wave',
    blurb: 'our signature hand-drawn wave breaking over a rock pool',
  },
  {
    slug: 'low-tide-club',
    name: 'Low Tide Club',
    blurb: 'a members-only crest for everyone who checks the tide chart first',
  },
  {
    slug: 'kelp-forest',
    name: 'Kelp Forest',
    blurb: 'tall ribbons of giant kelp drifting in green light',
  },
  {
    slug: 'octopus-garden',
    name: 'Octopus Garden',
    blurb: 'a curious octopus tending a garden of anemones',
  },
  {
    slug: 'sea-glass',
    name: 'Sea Glass',
    blurb: 'soft-edged shards of sea glass in seven beach-worn colours',
  },
  {
    slug: 'harbor-lights',
    name: 'Harbor Lights',
    blurb: 'a lighthouse and the harbor at dusk, printed in two tones',
  },
  {
    slug: 'saltwater-sunday',
    name: 'Saltwater Sunday',
    blurb: 'retro script for slow weekends by the water',
  },
  {
    slug: 'moon-jelly',
    name: 'Moon Jelly',
    blurb: 'a drifting moon jellyfish drawn in fine linework',
  },
  {
    slug: 'tide-chart',
    name: 'Tide Chart',
    blurb: 'a vintage tide table reimagined as a graphic print',
  },
  {
    slug: 'sandpiper-sprint',
    name: 'Sandpiper Sprint',
    blurb: 'three sandpipers racing the surf line',
  },
  { slug: 'fog-horn', name: 'Fog Horn', blurb: 'a bold badge for foggy mornings on the coast' },
  { slug: 'coral-census', name: 'Coral Census', blurb: 'a field-guide grid of twelve reef corals' },
  {
    slug: 'hermit-crab-housing',
    name: 'Hermit Crab Housing',
    blurb: 'a cheeky real-estate ad for shells with good bones',
  },
  {
    slug: 'starfish-society',
    name: 'Starfish Society',
    blurb: 'a five-armed emblem for the slow and steady',
  },
];

/** Listings per blank, as indexes into DESIGNS (the order also drives positions). */
export const LISTING_PLAN: {
  blank: string;
  suffix: string;
  designs: number[];
  collection: string;
}[] = [
  {
    blank: 'classic-tee',
    suffix: 'Tee',
    designs: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    collection: 't-shirts',
  },
  {
    blank: 'pullover-hoodie',
    suffix: 'Hoodie',
    designs: [0, 1, 2, 5, 6, 10, 12, 13],
    collection: 'hoodies',
  },
  { blank: 'ceramic-mug', suffix: 'Mug', designs: [0, 3, 5, 6, 8, 12, 13], collection: 'mugs' },
  {
    blank: 'die-cut-sticker',
    suffix: 'Sticker',
    designs: [0, 1, 3, 4, 7, 9, 12, 13],
    collection: 'stickers',
  },
  { blank: 'matte-poster', suffix: 'Poster', designs: [2, 5, 7, 8, 11, 3], collection: 'posters' },
  {
    blank: 'digital-download',
    suffix: 'Wallpaper Pack',
    designs: [8, 2, 7, 11],
    collection: 'digital',
  },
];

export const DESCRIPTIONS: Record<string, (d: DesignDef) => string> = {
  't-shirt': (d) =>
    `${d.name} on our Classic Tee: ${d.blurb}. Printed to order in water-based inks on soft ring-spun cotton, so it feels broken-in from the first wear.`,
  hoodie: (d) =>
    `${d.name} on a cosy brushed-fleece hoodie: ${d.blurb}. Made for cold boardwalks, early paddles and everything after.`,
  mug: (d) =>
    `Start the morning with ${d.name}: ${d.blurb}. Printed all the way around a glossy ceramic mug.`,
  sticker: (d) =>
    `${d.name} as a waterproof die-cut sticker: ${d.blurb}. Tough enough for water bottles, boards and laptops.`,
  poster: (d) =>
    `${d.name} as a matte art print: ${d.blurb}. Printed on archival paper with rich, fade-resistant inks.`,
  Digital: (d) =>
    `${d.name} wallpapers for phone, tablet and desktop: ${d.blurb}. Instant download, five resolutions in one ZIP.`,
};
