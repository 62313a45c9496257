import type { BlankDetails } from '@store/shared/src/types';

export interface SizeDef {
  id: string;
  label: string;
}

export const SIZES: SizeDef[] = [
  { id: 's', label: 'S' },
  { id: 'm', label: 'M' },
  { id: 'l', label: 'L' },
  { id: 'xl', label: 'XL' },
  { id: '2xl', label: '2XL' },
  { id: '3xl', label: '3XL' },
  { id: '11oz', label: '11 oz' },
  { id: '15oz', label: '15 oz' },
  { id: '3in', label: '3 in' },
  { id: '4in', label: '4 in' },
  { id: '6in', label: '6 in' },
  { id: '12x18', label: '12×18' },
  { id: '18x24', label: '18×24' },
  { id: '24x36', label: '24×36' },
  { id: 'digital', label: 'Digital' },
];

export const COLOURS: Record<string, string> = {
  Black: '#111111',
  White: '#FFFFFF',
  Navy: '#1F2A44',
  'Heather Grey': '#9B9B9B',
  'Sea Green': '#2E8B57',
  Sand: '#D9C8A9',
  Coral: '#F2705E',
  Forest: '#2F4F3A',
  Maroon: '#6B1E2E',
  Digital: '#5B7DB1',
};

export interface BlankDef {
  id: string;
  productType: string;
  name: string;
  digital: boolean;
  /** size id -> price in cents */
  sizes: [string, number][];
  colours: string[];
  /** How many colours a listing of this blank offers (min, max). */
  colourCount: [number, number];
  details: BlankDetails | null;
}

const teeChart = {
  S: { Width: '18', Length: '28' },
  M: { Width: '20', Length: '29' },
  L: { Width: '22', Length: '30' },
  XL: { Width: '24', Length: '31' },
  '2XL': { Width: '26', Length: '32' },
  '3XL': { Width: '28', Length: '33' },
};
const hoodieChart = {
  S: { Width: '20', Length: '27' },
  M: { Width: '22', Length: '28' },
  L: { Width: '24', Length: '29' },
  XL: { Width: '26', Length: '30' },
  '2XL': { Width: '28', Length: '31' },
  '3XL': { Width: '30', Length: '32' },
};

export const BLANKS: BlankDef[] = [
  {
    id: 'classic-tee',
    productType: 't-shirt',
    name: 'Classic Tee',
    digital: false,
    sizes: [
      ['s', 2499],
      ['m', 2499],
      ['l', 2499],
      ['xl', 2499],
      ['2xl', 2699],
      ['3xl', 2899],
    ],
    colours: ['Black', 'White', 'Navy', 'Heather Grey', 'Sea Green', 'Sand', 'Coral'],
    colourCount: [3, 5],
    details: {
      description:
        'A soft, mid-weight everyday tee with a printed design that holds up wash after wash.',
      materials: '100% combed ring-spun cotton (Heather Grey: 90% cotton, 10% polyester), 4.2 oz',
      fit: 'Unisex regular fit; runs true to size. Size up for a relaxed look.',
      comparableBrands: 'Bella+Canvas 3001, Next Level 3600',
      sizeChart: teeChart,
      sizeChartUnit: 'inches',
      sizeChartUrl: null,
    },
  },
  {
    id: 'pullover-hoodie',
    productType: 'hoodie',
    name: 'Pullover Hoodie',
    digital: false,
    sizes: [
      ['s', 4499],
      ['m', 4499],
      ['l', 4499],
      ['xl', 4499],
      ['2xl', 4799],
      ['3xl', 4999],
    ],
    colours: ['Black', 'Navy', 'Heather Grey', 'Forest', 'Maroon'],
    colourCount: [2, 4],
    details: {
      description:
        'A brushed-fleece pullover with a lined hood, front pouch pocket and ribbed cuffs.',
      materials: '80% cotton, 20% polyester fleece, 8.5 oz',
      fit: 'Unisex relaxed fit; true to size.',
      comparableBrands: 'Gildan 18500, Independent Trading SS4500',
      sizeChart: hoodieChart,
      sizeChartUnit: 'inches',
      sizeChartUrl: null,
    },
  },
  {
    id: 'ceramic-mug',
    productType: 'mug',
    name: 'Ceramic Mug',
    digital: false,
    sizes: [
      ['11oz', 1699],
      ['15oz', 1999],
    ],
    colours: ['White', 'Black'],
    colourCount: [1, 2],
    details: {
      description: 'A glossy ceramic mug printed edge to edge. Dishwasher and microwave safe.',
      materials: 'Ceramic with a glossy glaze',
      fit: '11 oz: 3.8 in tall; 15 oz: 4.7 in tall',
      comparableBrands: 'ORCA Coatings 11 oz',
      sizeChart: {
        '11 oz': { Height: '3.8', Diameter: '3.2' },
        '15 oz': { Height: '4.7', Diameter: '3.4' },
      },
      sizeChartUnit: 'inches',
      sizeChartUrl: null,
    },
  },
  {
    id: 'die-cut-sticker',
    productType: 'sticker',
    name: 'Die-cut Sticker',
    digital: false,
    sizes: [
      ['3in', 399],
      ['4in', 499],
      ['6in', 699],
    ],
    colours: ['White'],
    colourCount: [1, 1],
    details: {
      description: 'A waterproof vinyl sticker cut to the shape of the design.',
      materials: 'Matte vinyl with a UV-resistant laminate',
      fit: 'Sized by the longest side',
      comparableBrands: 'StickerApp die-cut vinyl',
      sizeChart: { '3 in': { Longest: '3' }, '4 in': { Longest: '4' }, '6 in': { Longest: '6' } },
      sizeChartUnit: 'inches',
      sizeChartUrl: null,
    },
  },
  {
    id: 'matte-poster',
    productType: 'poster',
    name: 'Matte Poster',
    digital: false,
    sizes: [
      ['12x18', 1899],
      ['18x24', 2499],
      ['24x36', 3499],
    ],
    colours: ['White'],
    colourCount: [1, 1],
    details: {
      description: 'A museum-grade matte print on thick, archival paper. Frame not included.',
      materials: '189 gsm enhanced matte paper',
      fit: 'Unframed; ships rolled in a tube',
      comparableBrands: 'Epson Enhanced Matte',
      sizeChart: {
        '12×18': { Width: '12', Height: '18' },
        '18×24': { Width: '18', Height: '24' },
        '24×36': { Width: '24', Height: '36' },
      },
      sizeChartUnit: 'inches',
      sizeChartUrl: null,
    },
  },
  {
    id: 'digital-download',
    productType: 'Digital',
    name: 'Digital Download',
    digital: true,
    sizes: [['digital', 999]],
    colours: ['Digital'],
    colourCount: [1, 1],
    details: null,
  },
];
