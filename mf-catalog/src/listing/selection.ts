import { isDigitalSizeLabel } from '@store/shared';
import type { Listing, ListingProduct, Size, Variation } from './listingData';

/** The product the URL names (pid), else the listing's primary product, else the first. */
export function pickProduct(listing: Listing, productId: string | null): ListingProduct | null {
  const products = listing.products ?? [];
  return (
    (productId && products.find((p) => p.productId === productId)) ||
    products.find((p) => p.productId === listing.primaryProduct?.productId) ||
    (products[0] ?? null)
  );
}

export const isPrivateVariation = (v: Pick<Variation, 'visibility'>) => v.visibility === 'private';

/**
 * Colours that may be picked: a shopper never sees a private variation (SPEC §3); in preview the
 * owner sees every colour the API sent, private ones included (SPEC §1, §6: preview shows what
 * is not public yet; the API sends private colours to a valid preview session only).
 */
export function visibleVariations(product: ListingProduct, preview = false): Variation[] {
  const all = product.variations ?? [];
  return preview ? all : all.filter((v) => !isPrivateVariation(v));
}

export function pickVariation(
  listing: Listing,
  product: ListingProduct,
  variationId: string | null,
  preview = false,
): Variation | null {
  const vs = visibleVariations(product, preview);
  const primary = listing.primaryProduct;
  return (
    (variationId && vs.find((v) => v.variationId === variationId)) ||
    (product.productId === primary?.productId &&
      vs.find((v) => v.variationId === primary.variationId)) ||
    (vs[0] ?? null)
  );
}

/** All sizes of a colour (falls back to the available ones when `sizes` is empty). */
export function sizesOf(variation: Variation): Size[] {
  return variation.sizes?.length ? variation.sizes : (variation.availableSizesWithId ?? []);
}

export function isSizeAvailable(variation: Variation, sizeId: string): boolean {
  const available = variation.availableSizesWithId;
  if (!available) return true;
  return available.some((s) => s.id === sizeId);
}

export function pickSize(variation: Variation, sizeId: string | null): Size | null {
  const sizes = sizesOf(variation);
  return (
    (sizeId && sizes.find((s) => s.id === sizeId)) ||
    sizes.find((s) => isSizeAvailable(variation, s.id)) ||
    (sizes[0] ?? null)
  );
}

/** SPEC 5: a price is the size price, falling back to the product price. */
export function priceOf(
  product: Pick<ListingProduct, 'price'>,
  size: Pick<Size, 'price'> | null,
): number {
  if (size && typeof size.price === 'number' && Number.isFinite(size.price) && size.price > 0) {
    return size.price;
  }
  return product.price;
}

/** SPEC 2: a dropdown when there are more than 10 sizes or any label is longer than 5 characters. */
export function sizeUsesDropdown(sizes: Pick<Size, 'label'>[]): boolean {
  return sizes.length > 10 || sizes.some((s) => s.label.length > 5);
}

export const inventoryKey = (colorId: string, sizeId: string) => `${colorId}-${sizeId}`;

/** Out of stock when the colour's inventory is 0 or less, the size is unavailable, or the size's inventory (if fetched) is 0 or less. */
export function isOutOfStock(
  variation: Variation | null,
  size: Size | null,
  inventory: Record<string, number>,
): boolean {
  if (!variation || !size) return true;
  if (!(variation.inventoryCount > 0)) return true;
  if (!isSizeAvailable(variation, size.id)) return true;
  const known = inventory[inventoryKey(variation.variationId, size.id)];
  return known !== undefined && known <= 0;
}

/** SPEC §5 special case: an NFT's stock is the availability service's count. */
export function isNft(
  product: Pick<ListingProduct, 'productType'> | null,
  variation: Pick<Variation, 'productType'> | null,
): boolean {
  return [product?.productType, variation?.productType].some((t) => t?.toLowerCase() === 'nft');
}

/**
 * SPEC §5 special case: the one size of a digital product is labelled "Digital"; there is nothing
 * to choose, so no size picker shows (the size is still sent with the cart line).
 */
export function isDigitalSizeOnly(sizes: Pick<Size, 'label'>[]): boolean {
  return sizes.length === 1 && isDigitalSizeLabel(sizes[0]?.label);
}

export function isDigital(listing: Listing, variation: Variation | null): boolean {
  const type = variation?.productType?.toLowerCase();
  return listing.fulfillmentDetails?.type === 'digital' || type === 'digital' || type === 'nft';
}

/** The product page URL carrying the chosen ids. */
export function listingUrl(
  slug: string,
  ids: { pid: string; variation?: string; size?: string },
): string {
  const qs = new URLSearchParams({ pid: ids.pid });
  if (ids.variation) qs.set('variation', ids.variation);
  if (ids.size) qs.set('size', ids.size);
  return `/listing/${encodeURIComponent(slug)}?${qs.toString()}`;
}
