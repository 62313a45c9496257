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

/**
 * The add_to_cart event (SPEC §7) of an add: pushed by the live page once the cart stored it
 * (listingEpics), or, for an add the store server did for the form, from the notice of the page
 * it came back to (ListingFormNotice).
 */
export const addToCartEvent = ({ cart, analytics }: AddToCartRequest) => ({
  event: 'add_to_cart',
  ecommerce: {
    currency: analytics.currency,
    value: analytics.price * cart.quantity,
    items: [
      {
        item_id: cart.productId,
        item_name: analytics.title,
        item_variant: analytics.variant,
        price: analytics.price,
        quantity: cart.quantity,
      },
    ],
  },
});
