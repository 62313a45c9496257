import { number, object, string } from 'yup';
import { DEFAULT_REGION } from '../constants';
import { isPlainObject } from '../schemas/repair';
import { buildSku, type CartItem, type CartMap, type PersistedCart } from '../types/cart';

/**
 * The per-store cart cookie format. mf-cart writes it; the shell reads it for the pill when the
 * cart service cannot load. One parser for both, so they can never disagree on what is stored.
 */
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

const MAX_REGION_CHARS = 20;

const isId = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_CHARS;
const id = () => string().transform((_c, raw: unknown) => (isId(raw) ? raw : undefined));

/** One stored line: ids of 1–200 characters and a quantity 1..99 (floored, capped). */
const cartItemSchema = object({
  slug: id().required(),
  listingId: id().required(),
  productId: id().required(),
  colorId: id().required(),
  sizeId: id().required(),
  quantity: number()
    .transform((_c, raw: unknown) => normalizeQuantity(raw) ?? undefined)
    .required(),
  itemGroupId: id().optional(),
});

const regionSchema = string().transform((_c, raw: unknown) =>
  typeof raw === 'string' && raw.length > 0 && raw.length <= MAX_REGION_CHARS ? raw : undefined,
);

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
  if (!isPlainObject(raw) || !cartItemSchema.isValidSync(raw)) return null;
  const { itemGroupId, ...r } = cartItemSchema.cast(raw, { stripUnknown: true });
  const item: CartItem = { ...r, sku: buildSku(r.listingId, r.colorId, r.sizeId) };
  if (itemGroupId !== undefined) item.itemGroupId = itemGroupId;
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

const emptyCart = (): PersistedCart => ({ items: {}, region: DEFAULT_REGION });

/** Turns a persisted cart of any shape into a valid one, keeping the valid entries. */
export function sanitizePersistedCart(raw: unknown): SanitizeResult {
  if (!isPlainObject(raw)) return { cart: emptyCart(), changed: true };
  const r = raw;
  let changed = false;
  const region = regionSchema.cast(r.region) ?? ((changed = true), DEFAULT_REGION);
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
    return { cart: emptyCart(), changed: false };
  }
  if (typeof text !== 'string' || text.length > MAX_COOKIE_CHARS) {
    return { cart: emptyCart(), changed: true };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { cart: emptyCart(), changed: true };
  }
  return sanitizePersistedCart(parsed);
}

/** Count of stored quantities (what the cookie alone says). */
export function storedCount(items: CartMap): number {
  return Object.values(items).reduce((n, i) => n + i.quantity, 0);
}

/** Item count of a cart cookie's text: 0 for anything missing or malformed, never a throw. */
export function countPersistedCart(text: string | undefined | null): number {
  return storedCount(parsePersistedCart(text).cart.items);
}
