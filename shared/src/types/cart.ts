import type { Size } from './catalog';

/** What the per-store cart cookie holds for one SKU. */
export interface CartItem {
  slug: string;
  sku: string;
  listingId: string;
  productId: string;
  colorId: string;
  sizeId: string;
  quantity: number;
  itemGroupId?: string;
}

/** Keyed by SKU. */
export type CartMap = Record<string, CartItem>;

export interface PersistedCart {
  items: CartMap;
  /** Buyer region, or 'MIXED'. */
  region: string;
}

/** A cart entry joined with its listing, for display. Prices in dollars. */
export interface CartLine extends CartItem {
  quantityInCart: number;
  price: number;
  totalPrice: number;
  /** The currency the server priced the listing in (the shopper's; SPEC §9). */
  currency: string;
  title: string;
  productType: string;
  colorName: string;
  selectedSize: Pick<Size, 'id' | 'label'>;
  primaryImages: { thumblarge: string };
  variantData: { productId: string; variationId: string };
  inventoryCount: number;
  visibility: 'public' | 'private';
  digital: boolean;
}

/** SKU = listing id (or item group), colour id and size id. */
export function buildSku(listingOrGroupId: string, colorId: string, sizeId: string): string {
  return `${listingOrGroupId}-${colorId}-${sizeId}`;
}
