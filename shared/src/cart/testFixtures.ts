import type { ReceivedListing } from './cartLine';
import type { CartItem } from '../types/cart';

// The cart rules' tests' items and listings (checkoutStart, availableCount).

/** A cart item of listing L1's product p1, colour c1, size s1, one of it. */
export const item = (over: Partial<CartItem> = {}): CartItem => {
  const base = {
    slug: 'tee',
    listingId: 'L1',
    productId: 'p1',
    colorId: 'c1',
    sizeId: 's1',
    quantity: 1,
    ...over,
  };
  return { ...base, sku: `${base.listingId}-${base.colorId}-${base.sizeId}` };
};

/** A listing as the API's JSON brings it: one product, colour c1 in sizes s1 and s2. */
export function listing(
  over: {
    visibility?: 'public' | 'private';
    variationVisibility?: 'public' | 'private';
    inventoryCount?: number;
  } = {},
): ReceivedListing {
  return {
    listingId: 'L1',
    slug: 'tee',
    title: 'Tee',
    price: 20,
    currency: 'USD',
    visibility: over.visibility ?? 'public',
    products: [
      {
        productId: 'p1',
        productType: 't-shirt',
        price: 20,
        variations: [
          {
            variationId: 'c1',
            title: 'Black',
            productType: 't-shirt',
            price: 20,
            inventoryCount: over.inventoryCount ?? 5,
            visibility: over.variationVisibility ?? 'public',
            sizes: [
              { id: 's1', label: 'S', price: 20 },
              { id: 's2', label: 'M', price: 20 },
            ],
          },
        ],
      },
    ],
  } as unknown as ReceivedListing;
}
