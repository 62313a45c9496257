import type { Listing, ListingProduct, Size, Variation } from './listingData';
import type { AddToCartRequest } from './listingSlice';

/** What adding the chosen colour and size asks of the cart, and tells analytics. */
export function addToCartRequest(
  listing: Listing,
  product: ListingProduct,
  variation: Variation,
  size: Size,
  quantity: number,
  price: number,
): AddToCartRequest {
  return {
    cart: {
      slug: listing.slug,
      listingId: listing.listingId,
      productId: product.productId,
      colorId: variation.variationId,
      sizeId: size.id,
      quantity,
    },
    analytics: {
      title: listing.title,
      price,
      currency: listing.currency,
      variant: `${variation.title || variation.color} / ${size.label}`,
    },
  };
}
