import {
  buildSku,
  DEFAULT_REGION,
  lineTotal,
  toCents,
  toDollars,
  type CartItem,
  type CartLine,
  type CartMap,
  type Listing,
  type PersistedCart,
} from '@store/shared';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Entries kept from a persisted cart; anything beyond is dropped. */
export const MAX_CART_ENTRIES = 100;
/** A persisted cart longer than this is not parsed at all. */
export const MAX_COOKIE_CHARS = 64 * 1024;
const MAX_ID_CHARS = 200;

/** A quantity as stored: an integer 1..99, or null when the input is not a usable quantity. */
export function normalizeQuantity(raw: unknown): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  const q = Math.floor(raw);
  if (q < MIN_QUANTITY) return null;
  return Math.min(q, MAX_QUANTITY);
}

const isId = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_CHARS;

export interface AddItemInput {
  slug: string;
  listingId: string;
  productId: string;
  colorId: string;
  sizeId: string;
  quantity: number;
  itemGroupId?: string;
}

/** Builds a valid CartItem from untrusted input, or null. The SKU is always recomputed. */
export function toCartItem(raw: unknown): CartItem | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const quantity = normalizeQuantity(r.quantity);
  if (quantity === null) return null;
  if (![r.slug, r.listingId, r.productId, r.colorId, r.sizeId].every(isId)) return null;
  const item: CartItem = {
    slug: r.slug as string,
    listingId: r.listingId as string,
    productId: r.productId as string,
    colorId: r.colorId as string,
    sizeId: r.sizeId as string,
    sku: buildSku(r.listingId as string, r.colorId as string, r.sizeId as string),
    quantity,
  };
  if (isId(r.itemGroupId)) item.itemGroupId = r.itemGroupId;
  return item;
}

/** Adds `quantity` of an item to a cart map (merging by SKU, capped at 99). Mutates `items`. */
export function addToMap(items: CartMap, item: CartItem): void {
  const existing = items[item.sku];
  if (existing) existing.quantity = Math.min(existing.quantity + item.quantity, MAX_QUANTITY);
  else items[item.sku] = item;
}

export interface SanitizeResult {
  cart: PersistedCart;
  /** True when anything was dropped or repaired (the cookie should be rewritten). */
  changed: boolean;
}

/** Turns a persisted cart of any shape into a valid one, keeping the valid entries. */
export function sanitizePersistedCart(raw: unknown): SanitizeResult {
  const empty: PersistedCart = { items: {}, region: DEFAULT_REGION };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { cart: empty, changed: true };
  const r = raw as Record<string, unknown>;
  let changed = false;
  const region =
    typeof r.region === 'string' && r.region.length > 0 && r.region.length <= 20
      ? r.region
      : ((changed = true), DEFAULT_REGION);
  const items: CartMap = {};
  const src = r.items;
  if (!src || typeof src !== 'object' || Array.isArray(src)) {
    changed = true;
  } else {
    let kept = 0;
    for (const [key, value] of Object.entries(src as Record<string, unknown>)) {
      const item = kept < MAX_CART_ENTRIES ? toCartItem(value) : null;
      if (!item) {
        changed = true;
        continue;
      }
      const stored = value as Record<string, unknown>;
      if (key !== item.sku || stored.sku !== item.sku || stored.quantity !== item.quantity) {
        changed = true;
      }
      if (items[item.sku]) changed = true;
      else kept++;
      addToMap(items, item);
    }
  }
  return { cart: { items, region }, changed };
}

/** Parses the cookie text (JSON) into a valid cart; never throws. */
export function parsePersistedCart(text: string | undefined | null): SanitizeResult {
  if (text === undefined || text === null || text === '') {
    return { cart: { items: {}, region: DEFAULT_REGION }, changed: false };
  }
  if (text.length > MAX_COOKIE_CHARS) {
    return { cart: { items: {}, region: DEFAULT_REGION }, changed: true };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { cart: { items: {}, region: DEFAULT_REGION }, changed: true };
  }
  return sanitizePersistedCart(parsed);
}

/** Key of a fetched listing: its slug and the product asked for. */
export function listingKey(item: Pick<CartItem, 'slug' | 'productId'>): string {
  return `${item.slug}?pid=${item.productId}`;
}

/** Key of the inventory map: listing-colour-size (the SKU of the item). */
export const inventoryKey = (item: Pick<CartItem, 'listingId' | 'colorId' | 'sizeId'>) =>
  buildSku(item.listingId, item.colorId, item.sizeId);

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Joins a cart item with its listing. Null when the item cannot be shown: the product, variation
 * or size is missing, anything is private, or inventory is 0 or less (SPEC 5, cart and pricing).
 */
export function buildCartLine(item: CartItem, listing: Listing): CartLine | null {
  if (!listing || listing.visibility === 'private') return null;
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

/** Sum of line totals in dollars, computed in cents. */
export function subtotalOf(lines: Pick<CartLine, 'totalPrice'>[]): number {
  return toDollars(lines.reduce((sum, l) => sum + toCents(l.totalPrice), 0));
}

/** Count of stored quantities (what the cookie alone says). */
export function storedCount(items: CartMap): number {
  return Object.values(items).reduce((n, i) => n + i.quantity, 0);
}
