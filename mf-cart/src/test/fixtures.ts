import type { CartItem, Listing, ListingProduct, Variation } from '@store/shared';

export function makeVariation(over: Partial<Variation> = {}): Variation {
  return {
    variationId: 'c1',
    productId: 'p1',
    teespringId: 't1',
    title: 'Black',
    color: 'black',
    attributes: { hex: '#000' },
    productType: 't-shirt',
    price: 20,
    inventoryCount: 5,
    visibility: 'public',
    sizes: [
      { id: 's1', label: 'S', price: 24.99 },
      { id: 's2', label: 'M', price: 0 },
    ],
    availableSizesWithId: [
      { id: 's1', label: 'S', price: 24.99 },
      { id: 's2', label: 'M', price: 0 },
    ],
    images: [
      {
        src: '/a.png',
        small: '/a-s.png',
        full: '/a-f.png',
        thumbsmall: '/a-ts.png',
        thumblarge: '/a-tl.png',
        label: 'primary',
      },
    ],
    ...over,
  };
}

export function makeProduct(over: Partial<ListingProduct> = {}): ListingProduct {
  return {
    productId: 'p1',
    teespringId: 't1',
    primaryProductId: 'p1',
    title: 'Classic Tee',
    productType: 't-shirt',
    productName: 'Classic Tee',
    price: 19.5,
    variations: [makeVariation()],
    listingThumbnails: { primary: '/thumb.png' },
    images: [],
    details: null,
    ...over,
  };
}

export function makeListing(over: Partial<Listing> = {}): Listing {
  return {
    listingId: 'L1',
    slug: 'cool-shirt',
    sku: 'L1',
    title: 'Cool Shirt',
    description: '',
    url: '/listing/cool-shirt',
    price: 18,
    currency: 'USD',
    storeSlug: 'demo',
    primaryProduct: { productId: 'p1', variationId: 'c1' },
    primaryProductId: 'p1',
    products: [makeProduct()],
    fulfillmentDetails: { type: 'physical' },
    visibility: 'public',
    orders: 0,
    preorder: false,
    collections: [],
    ...over,
  };
}

export function makeItem(over: Partial<CartItem> = {}): CartItem {
  const base = {
    slug: 'cool-shirt',
    listingId: 'L1',
    productId: 'p1',
    colorId: 'c1',
    sizeId: 's1',
    quantity: 1,
    ...over,
  };
  return { ...base, sku: `${base.listingId}-${base.colorId}-${base.sizeId}` };
}

export const addPayload = (over: Partial<Omit<CartItem, 'sku'>> = {}) => {
  const { sku: _sku, ...rest } = makeItem(over);
  return rest;
};
