import type {
  Listing,
  ListingProduct,
  ProductTile,
  ProductsPage,
  Size,
  Variation,
} from '@store/shared';

export function makeTile(over: Partial<ProductTile> = {}): ProductTile {
  const id = over.id ?? 'tile-1';
  const slug = over.slug ?? `listing-${id}`;
  const productId = over.productId ?? `p-${id}`;
  return {
    id,
    productId,
    listingId: `l-${id}`,
    slug,
    name: over.title ?? 'Classic Logo Tee',
    title: 'Classic Logo Tee',
    url: `/listing/${slug}?pid=${productId}`,
    price: 24.99,
    currency: 'USD',
    productName: 'Classic Tee',
    productType: 't-shirt',
    product_name: 'Classic Tee',
    imageUrl: `/media/${id}-front.png`,
    additionalImages: [
      { url: `/media/${id}-front.png`, primary: true },
      { url: `/media/${id}-back.png`, primary: false },
    ],
    external_id: id,
    itemGroupId: `g-${id}`,
    teespringId: `t-${id}`,
    collections: [{ name: 'Apparel', slug: 'apparel' }],
    productGroupName: 'Apparel',
    orders: 0,
    checkout_flow: 'default',
    visibility: 'public',
    deliveryDetails: { type: 'physical' },
    ...over,
  };
}

export function makeSizes(labels: string[], price = 0): Size[] {
  return labels.map((label, i) => ({ id: `s-${label}-${i}`, label, price }));
}

export function makeVariation(over: Partial<Variation> = {}): Variation {
  const sizes = over.sizes ?? [
    { id: 's-m', label: 'M', price: 24.99 },
    { id: 's-l', label: 'L', price: 26.99 },
  ];
  return {
    variationId: 'v-black',
    productId: 'p-tee',
    teespringId: 'ts-1',
    title: 'Black',
    color: 'Black',
    attributes: { hex: '#000000' },
    productType: 't-shirt',
    price: 24.99,
    inventoryCount: 50,
    visibility: 'public',
    sizes,
    availableSizesWithId: over.availableSizesWithId ?? sizes,
    images: [
      {
        src: '/m/black-front.png',
        small: '/m/s.png',
        full: '/m/black-front.png',
        thumbsmall: '/m/ts.png',
        thumblarge: '/m/tl.png',
        label: 'front',
      },
      {
        src: '/m/black-back.png',
        small: '/m/s2.png',
        full: '/m/black-back.png',
        thumbsmall: '/m/ts2.png',
        thumblarge: '/m/tl2.png',
        label: 'back',
      },
    ],
    ...over,
  };
}

export function makeProduct(over: Partial<ListingProduct> = {}): ListingProduct {
  return {
    productId: 'p-tee',
    teespringId: 'ts-1',
    primaryProductId: 'p-tee',
    title: 'Classic Tee',
    productType: 't-shirt',
    productName: 'Classic Tee',
    price: 22,
    variations: [
      makeVariation(),
      makeVariation({
        variationId: 'v-white',
        title: 'White',
        color: 'White',
        attributes: { hex: '#ffffff' },
      }),
    ],
    listingThumbnails: { primary: '/m/thumb.png' },
    images: [],
    details: {
      description: 'A soft tee.',
      materials: '100% cotton',
      fit: 'Regular',
      comparableBrands: 'Gildan',
      sizeChart: {},
      sizeChartUnit: 'inches',
    },
    ...over,
  };
}

export function makeListing(over: Partial<Listing> = {}): Listing {
  return {
    listingId: 'listing-1',
    slug: 'logo-tee',
    sku: 'SKU1',
    title: 'Logo Tee',
    description: '<p>Our <strong>best</strong> tee.</p>',
    url: '/listing/logo-tee',
    price: 22,
    currency: 'USD',
    storeSlug: 'demo',
    primaryProduct: { productId: 'p-tee', variationId: 'v-black' },
    primaryProductId: 'p-tee',
    products: [makeProduct()],
    fulfillmentDetails: { type: 'physical', estimatedShipDate: '2026-03-04T00:00:00Z' },
    visibility: 'public',
    orders: 3,
    preorder: false,
    collections: [],
    ...over,
  };
}

export function page(
  products: ProductTile[],
  pageNo = 1,
  next: number | null = null,
  totalPages = 1,
): ProductsPage {
  return { products, page: pageNo, next, totalPages, per_page: 150 };
}

/** A promise with its resolve exposed, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
