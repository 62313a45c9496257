import type {
  BlankDetails,
  Listing,
  ListingProduct,
  ProductTile,
  Variation,
  VariationImage,
} from '@store/shared/src/types';
import { mockupUrl } from '../lib/mockups';
import { USD_PRICER, type Pricer } from '../lib/currency';
import type { ListingModel, ProductModel, VariationModel } from './listings';
import type { TileListing } from './tileReads';

export function variationImages(
  productType: string,
  hex: string,
  design: string,
): VariationImage[] {
  return (['front', 'back'] as const).map((view) => {
    const url = mockupUrl(productType, hex, view, design);
    return { src: url, small: url, full: url, thumbsmall: url, thumblarge: url, label: view };
  });
}

/** Price of a product (its cheapest size), in cents. */
export function productPriceCents(p: ProductModel): number {
  return p.sizes.length ? Math.min(...p.sizes.map((s) => s.price_cents)) : p.price_cents;
}

/** Units in stock of a colour, all sizes (a negative row counts as none). */
export const inventoryTotal = (v: VariationModel): number =>
  [...v.inventory.values()].reduce((a, b) => a + Math.max(0, b), 0);

function toVariation(
  l: ListingModel,
  p: ProductModel,
  v: VariationModel,
  money: Pricer,
): Variation {
  const sizes = p.sizes.map((s) => ({
    id: s.id,
    label: s.label,
    price: money.price(s.price_cents),
  }));
  return {
    variationId: v.id,
    productId: p.id,
    teespringId: p.id,
    title: v.color_name,
    color: v.color_name,
    attributes: { hex: v.hex },
    productType: p.product_type,
    price: money.price(productPriceCents(p)),
    inventoryCount: inventoryTotal(v),
    visibility: v.visibility,
    sizes,
    availableSizesWithId: sizes.filter((s) => (v.inventory.get(s.id) ?? 0) > 0),
    images: variationImages(p.product_type, v.hex, l.design),
  };
}

function toListingProduct(l: ListingModel, p: ProductModel, money: Pricer): ListingProduct {
  const variations = p.variations.map((v) => toVariation(l, p, v, money));
  const first = variations[0];
  const images = first ? first.images.map((i) => ({ url: i.src, label: i.label })) : [];
  let details: BlankDetails | null = p.details_json ? JSON.parse(p.details_json) : null;
  if (details) details = { ...details };
  return {
    productId: p.id,
    teespringId: p.id,
    primaryProductId: l.products[0]?.id ?? p.id,
    title: `${l.title}${l.products.length > 1 ? ` – ${p.name}` : ''}`,
    productType: p.product_type,
    productName: p.name,
    price: money.price(productPriceCents(p)),
    variations,
    listingThumbnails: { primary: images[0]?.url ?? '' },
    images,
    details,
  };
}

export function listingUrl(l: { slug: string }, productId?: string): string {
  return `/listing/${l.slug}${productId ? `?pid=${productId}` : ''}`;
}

function fulfillment(l: { products: readonly { digital: number }[] }): {
  type: 'physical' | 'digital';
  estimatedShipDate: null;
} {
  const digital = l.products.length > 0 && l.products.every((p) => p.digital === 1);
  return { type: digital ? 'digital' : 'physical', estimatedShipDate: null };
}

/** A listing as the API shows it, priced in `money`'s currency (USD by default). */
export function toListing(l: ListingModel, storeSlug: string, money: Pricer = USD_PRICER): Listing {
  const primary = l.products[0];
  const primaryVariation = primary?.variations[0];
  return {
    listingId: l.id,
    slug: l.slug,
    sku: l.id,
    title: l.title,
    description: l.description,
    url: listingUrl(l, primary?.id),
    price: primary ? money.price(productPriceCents(primary)) : 0,
    currency: money.currency,
    storeSlug,
    primaryProduct: { productId: primary?.id ?? '', variationId: primaryVariation?.id ?? '' },
    primaryProductId: primary?.id ?? '',
    products: l.products.map((p) => toListingProduct(l, p, money)),
    fulfillmentDetails: fulfillment(l),
    visibility: l.visibility,
    orders: l.orders_count,
    preorder: l.preorder === 1,
    collections: l.collections,
  };
}

/** A listing's tile (`tileReads.ts` reads what it is made of), priced in `money`'s currency. */
export function toTile(l: TileListing, money: Pricer = USD_PRICER): ProductTile {
  const p = l.products[0];
  const images = p?.firstHex ? variationImages(p.product_type, p.firstHex, l.design) : [];
  const price = p ? money.price(p.priceCents) : 0;
  return {
    id: l.id,
    productId: p?.id ?? '',
    listingId: l.id,
    slug: l.slug,
    name: l.title,
    title: l.title,
    url: listingUrl(l, p?.id),
    price,
    currency: money.currency,
    productName: p?.name ?? '',
    productType: p?.product_type ?? '',
    product_name: p?.name ?? '',
    imageUrl: images[0]?.src ?? '',
    additionalImages: images.map((i, n) => ({ url: i.src, primary: n === 0 })),
    external_id: l.id,
    itemGroupId: l.id,
    teespringId: p?.id ?? '',
    collections: l.collections,
    productGroupName: l.collections[0]?.name ?? '',
    orders: l.orders_count,
    checkout_flow: 'standard',
    visibility: l.visibility,
    deliveryDetails: fulfillment(l),
  };
}
