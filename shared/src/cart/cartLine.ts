import { DEFAULT_CURRENCY } from '../constants';
import { lineTotal } from '../money/cents';
import type {
  FulfillmentDetails,
  Listing,
  ListingProduct,
  Size,
  Variation,
  VariationImage,
} from '../types/catalog';
import type { CartItem, CartLine } from '../types/cart';

// SPEC §5 (cart and pricing): which stored line can be shown and sold, and at what price. One
// rule for the cart service in the browser and the store server's form actions (server/src).

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * A listing as the API's JSON may bring it: buildCartLine does not trust the nested lists and
 * objects to be there, so they are optional here (a `Listing` is one of these).
 */
type ReceivedVariation = Omit<Variation, 'sizes' | 'availableSizesWithId' | 'images'> & {
  sizes?: Size[];
  availableSizesWithId?: Size[];
  images?: VariationImage[];
};
type ReceivedProduct = Omit<ListingProduct, 'variations' | 'listingThumbnails'> & {
  variations?: ReceivedVariation[];
  listingThumbnails?: { primary: string };
};
export type ReceivedListing = Omit<Listing, 'products' | 'fulfillmentDetails'> & {
  products?: ReceivedProduct[];
  fulfillmentDetails?: FulfillmentDetails;
};

/**
 * Joins a cart item with its listing. Null when the item cannot be shown: the product, variation
 * or size is missing, anything is private, or inventory is 0 or less (SPEC 5, cart and pricing).
 */
export function buildCartLine(item: CartItem, listing: ReceivedListing): CartLine | null {
  if (listing.visibility === 'private') return null;
  const products = Array.isArray(listing.products) ? listing.products : [];
  const product = products.find((p) => p.productId === item.productId);
  if (!product) return null;
  const variation = (product.variations ?? []).find((v) => v.variationId === item.colorId);
  if (!variation || variation.visibility === 'private') return null;
  const sizes = Array.isArray(variation.availableSizesWithId)
    ? variation.availableSizesWithId
    : (variation.sizes ?? []);
  const size = sizes.find((s) => s.id === item.sizeId);
  if (!size) return null;
  const inventoryCount = Number(variation.inventoryCount);
  if (!Number.isFinite(inventoryCount) || inventoryCount <= 0) return null;
  const price = positive(size.price)
    ? size.price
    : positive(variation.price)
      ? variation.price
      : positive(product.price)
        ? product.price
        : listing.price;
  const images = variation.images ?? [];
  const image =
    images.find((i) => i.label === 'primary') ??
    images.find((i) => i.label === 'front') ??
    images[0];
  const productType = variation.productType || product.productType;
  return {
    ...item,
    quantityInCart: item.quantity,
    price,
    totalPrice: lineTotal(item.quantity, price),
    currency: listing.currency || DEFAULT_CURRENCY,
    title: listing.title,
    productType,
    colorName: variation.title,
    selectedSize: { id: size.id, label: size.label },
    primaryImages: { thumblarge: image?.thumblarge ?? product.listingThumbnails?.primary ?? '' },
    variantData: { productId: product.productId, variationId: variation.variationId },
    inventoryCount,
    visibility: 'public',
    digital: listing.fulfillmentDetails?.type === 'digital' || productType === 'Digital',
  };
}
