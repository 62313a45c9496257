import type { Listing, ListingProduct } from './listingData';

/** What a listing's view_item says of the product shown (SPEC §7 analytics). */
export interface ItemViewed {
  productId: string;
  title: string;
  price: number;
  currency: string;
  productType: string;
}

export const itemViewedOf = (listing: Listing, product: ListingProduct): ItemViewed => ({
  productId: product.productId,
  title: listing.title,
  price: product.price,
  currency: listing.currency,
  productType: product.productType,
});

/**
 * The `ecommerce` object of view_item: pushed by the live page (listingEpics) and, for a page only
 * looked at, from the HTML (the listing's VIEW_ITEM_ATTRIBUTE, shared's paint events).
 */
export const viewItemEcommerce = (p: ItemViewed) => ({
  currency: p.currency,
  value: p.price,
  items: [
    { item_id: p.productId, item_name: p.title, item_category: p.productType, price: p.price },
  ],
});
