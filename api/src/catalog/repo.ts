import { catalogRow } from './catalogVersion';
import type {
  BlankDetails,
  Collection,
  CollectionSummary,
  Listing,
  ListingProduct,
  ProductTile,
  PromoCode,
  Store,
  Variation,
  VariationImage,
} from '@store/shared/src/types';
import { placeholders, type Db } from '../db';
import { mockupUrl } from '../lib/mockups';
import { USD_PRICER, type Pricer } from '../lib/currency';

export interface StoreRow {
  id: string;
  slug: string;
  name: string;
  seller_id: string;
  seller_token: string;
  region: string;
  currency: string;
  order_prefix: string;
  access_code: string | null;
  social_json: string;
  pixels_json: string;
  theme_json: string;
  /** Feature-switch overrides (migration 007); read by host/storeFlags.ts. */
  flags_json: string;
}

export async function findStore(db: Db, slug: string): Promise<StoreRow | undefined> {
  return catalogRow<StoreRow>(db, 'SELECT * FROM stores WHERE slug = ?', [slug.toLowerCase()]);
}

export async function findStoreById(db: Db, id: string): Promise<StoreRow | undefined> {
  return catalogRow<StoreRow>(db, 'SELECT * FROM stores WHERE id = ?', [id]);
}

interface CollectionRow {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  total: number;
}

async function collectionRows(db: Db, storeId: string): Promise<CollectionRow[]> {
  return db.all<CollectionRow>(
    `SELECT c.id, c.parent_id, c.name, c.slug,
       (SELECT COUNT(*) FROM listing_collections lc JOIN listings l ON l.id = lc.listing_id
         WHERE l.visibility = 'public' AND (lc.collection_id = c.id OR lc.collection_id IN
           (SELECT k.id FROM collections k WHERE k.parent_id = c.id))) AS total
     FROM collections c WHERE c.store_id = ? ORDER BY c.position`,
    [storeId],
  );
}

export async function collectionTree(db: Db, storeId: string): Promise<Collection[]> {
  const rows = await collectionRows(db, storeId);
  const mk = (r: CollectionRow): Collection => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    parentId: r.parent_id,
    total_count: Number(r.total),
  });
  return rows
    .filter((r) => !r.parent_id)
    .map((r) => ({ ...mk(r), children: rows.filter((c) => c.parent_id === r.id).map(mk) }));
}

export async function findCollection(
  db: Db,
  storeId: string,
  slugOrId: string,
): Promise<{ id: string; slug: string } | undefined> {
  return db.get<{ id: string; slug: string }>(
    'SELECT id, slug FROM collections WHERE store_id = ? AND (slug = ? OR id = ?)',
    [storeId, slugOrId, slugOrId],
  );
}

export async function findCollectionById(
  db: Db,
  id: string,
): Promise<{ id: string; store_id: string } | undefined> {
  return db.get<{ id: string; store_id: string }>(
    'SELECT id, store_id FROM collections WHERE id = ?',
    [id],
  );
}

interface PromoRow {
  code: string;
  type: PromoCode['type'];
  amount: number | null;
  currency: string | null;
}

export function promoToApi(p: PromoRow): PromoCode {
  return {
    code: p.code,
    type: p.type,
    value:
      p.type === 'percentage'
        ? p.amount
        : p.type === 'fixed_value'
          ? { amount: p.amount ?? 0, currency: p.currency ?? 'USD' }
          : null,
  };
}

export async function storeToApi(db: Db, s: StoreRow): Promise<Store> {
  const summaries: CollectionSummary[] = (await collectionTree(db, s.id)).map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    parentId: null,
    children: (c.children ?? []).map((k) => ({
      id: k.id,
      name: k.name,
      slug: k.slug,
      parentId: c.id,
    })),
  }));
  const promos = await db.all<PromoRow>(
    'SELECT code, type, amount, currency FROM promo_codes WHERE store_id = ? AND advertised = 1 AND active = 1 ORDER BY code',
    [s.id],
  );
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    sellerId: s.seller_id,
    collections: summaries,
    promoCodes: promos.map(promoToApi),
    socialMedia: JSON.parse(s.social_json),
    marketingPixels: JSON.parse(s.pixels_json),
    region: s.region,
    currency: s.currency,
  };
}

// ---- listings -------------------------------------------------------------------------------

export interface ListingRow {
  id: string;
  store_id: string;
  slug: string;
  title: string;
  description: string;
  design: string;
  visibility: 'public' | 'private';
  preorder: number;
  orders_count: number;
  position: number;
}

interface ProductRow {
  id: string;
  listing_id: string;
  blank_id: string;
  price_cents: number;
  product_type: string;
  name: string;
  digital: number;
  details_json: string | null;
}

interface SizeRow {
  product_id: string;
  id: string;
  label: string;
  price_cents: number;
}

interface VariationRow {
  id: string;
  product_id: string;
  color_name: string;
  hex: string;
  visibility: 'public' | 'private';
}

export interface VariationModel extends VariationRow {
  inventory: Map<string, number>;
}

export interface ProductModel extends ProductRow {
  sizes: SizeRow[];
  variations: VariationModel[];
}

export interface ListingModel extends ListingRow {
  products: ProductModel[];
  collections: { name: string; slug: string }[];
}

export interface LoadOptions {
  /** Include variations marked private (preview only). */
  privateVariations?: boolean;
}

/** Loads listings (by row) with products, sizes, variations, inventory and collections, in 5 queries. */
export async function hydrate(
  db: Db,
  rows: ListingRow[],
  opts: LoadOptions = {},
): Promise<ListingModel[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // Independent reads go out together: on PostgreSQL each is a round trip (two connections of the
  // pool, or queued on a transaction's one), so a page waits for three, not five.
  const [products, cols] = await Promise.all([
    db.all<ProductRow>(
      `SELECT p.id, p.listing_id, p.blank_id, p.price_cents, b.product_type, b.name, b.digital, b.details_json
       FROM products p JOIN blanks b ON b.id = p.blank_id
       WHERE p.listing_id IN (${placeholders(ids.length)}) ORDER BY p.listing_id, p.position`,
      ids,
    ),
    db.all<{ listing_id: string; name: string; slug: string }>(
      `SELECT lc.listing_id, c.name, c.slug FROM listing_collections lc JOIN collections c ON c.id = lc.collection_id
       WHERE lc.listing_id IN (${placeholders(ids.length)}) ORDER BY c.position`,
      ids,
    ),
  ]);
  const pids = products.map((p) => p.id);
  const [sizes, variations] = pids.length
    ? await Promise.all([
        db.all<SizeRow>(
          `SELECT ps.product_id, s.id, s.label, ps.price_cents FROM product_sizes ps JOIN sizes s ON s.id = ps.size_id
           WHERE ps.product_id IN (${placeholders(pids.length)}) ORDER BY ps.product_id, s.position`,
          pids,
        ),
        db.all<VariationRow>(
          `SELECT id, product_id, color_name, hex, visibility FROM variations
           WHERE product_id IN (${placeholders(pids.length)}) ORDER BY product_id, position`,
          pids,
        ),
      ])
    : [[], []];
  const visible = opts.privateVariations
    ? variations
    : variations.filter((v) => v.visibility === 'public');
  const vids = visible.map((v) => v.id);
  const inv = vids.length
    ? await db.all<{ variation_id: string; size_id: string; quantity: number }>(
        `SELECT variation_id, size_id, quantity FROM inventory WHERE variation_id IN (${placeholders(vids.length)})`,
        vids,
      )
    : [];
  const invBy = new Map<string, Map<string, number>>();
  for (const i of inv) {
    if (!invBy.has(i.variation_id)) invBy.set(i.variation_id, new Map());
    invBy.get(i.variation_id)!.set(i.size_id, i.quantity);
  }
  // Group child rows by parent id once (keeps query order), so hydrating thousands stays linear.
  const groupBy = <T>(items: T[], key: (t: T) => string): Map<string, T[]> => {
    const m = new Map<string, T[]>();
    for (const it of items) {
      const k = key(it);
      const list = m.get(k);
      if (list) list.push(it);
      else m.set(k, [it]);
    }
    return m;
  };
  const colsBy = groupBy(cols, (c) => c.listing_id);
  const productsBy = groupBy(products, (p) => p.listing_id);
  const sizesBy = groupBy(sizes, (sz) => sz.product_id);
  const variationsBy = groupBy(visible, (v) => v.product_id);
  return rows.map((r) => ({
    ...r,
    collections: (colsBy.get(r.id) ?? []).map((c) => ({ name: c.name, slug: c.slug })),
    products: (productsBy.get(r.id) ?? []).map((p) => ({
      ...p,
      sizes: sizesBy.get(p.id) ?? [],
      variations: (variationsBy.get(p.id) ?? []).map((v) => ({
        ...v,
        inventory: invBy.get(v.id) ?? new Map(),
      })),
    })),
  }));
}

const LISTING_COLUMNS =
  'l.id, l.store_id, l.slug, l.title, l.description, l.design, l.visibility, l.preorder, l.orders_count, l.position';

export async function findListingBySlug(
  db: Db,
  storeId: string,
  slug: string,
): Promise<ListingRow | undefined> {
  return db.get<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.store_id = ? AND l.slug = ?`,
    [storeId, slug],
  );
}

export async function findListingById(db: Db, id: string): Promise<ListingRow | undefined> {
  return db.get<ListingRow>(`SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.id = ?`, [id]);
}

/** One page of listing rows of a store (optionally within a collection and its sub-collections). */
export async function pageListings(
  db: Db,
  storeId: string,
  q: { collectionId?: string; includePrivate: boolean; limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const where: string[] = ['l.store_id = ?'];
  const params: (string | number)[] = [storeId];
  if (!q.includePrivate) where.push("l.visibility = 'public'");
  if (q.collectionId) {
    where.push(
      `l.id IN (SELECT lc.listing_id FROM listing_collections lc WHERE lc.collection_id = ?
        OR lc.collection_id IN (SELECT k.id FROM collections k WHERE k.parent_id = ?))`,
    );
    params.push(q.collectionId, q.collectionId);
  }
  const whereSql = where.join(' AND ');
  const total = (await db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM listings l WHERE ${whereSql}`,
    params,
  ))!.n;
  const rows = await db.all<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM listings l WHERE ${whereSql} ORDER BY l.position, l.id LIMIT ? OFFSET ?`,
    [...params, q.limit, q.offset],
  );
  return { rows, total: Number(total) };
}

// ---- API shapes -------------------------------------------------------------------------------

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

function fulfillment(l: ListingModel): { type: 'physical' | 'digital'; estimatedShipDate: null } {
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

export function toTile(l: ListingModel, money: Pricer = USD_PRICER): ProductTile {
  const p = l.products[0];
  const v = p?.variations[0];
  const images = p && v ? variationImages(p.product_type, v.hex, l.design) : [];
  const price = p ? money.price(productPriceCents(p)) : 0;
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
