import type { CollectionSummary, PromoCode, Store } from '@store/shared/src/types';
import type { Db } from '../db';
import { notFound } from '@store/shared/node/errors';
import { catalogRow } from './catalogVersion';
import { collectionTree } from './collections';

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
  /** Feature-switch overrides (migration 007); read by catalog/storeFlags.ts. */
  flags_json: string;
}

export async function findStore(db: Db, slug: string): Promise<StoreRow | undefined> {
  return catalogRow<StoreRow>(db, 'SELECT * FROM stores WHERE slug = ?', [slug.toLowerCase()]);
}

export async function findStoreById(db: Db, id: string): Promise<StoreRow | undefined> {
  return catalogRow<StoreRow>(db, 'SELECT * FROM stores WHERE id = ?', [id]);
}

interface PromoRow {
  code: string;
  type: PromoCode['type'];
  amount: number | null;
  currency: string | null;
}

function promoToApi(p: PromoRow): PromoCode {
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
    socialMedia: jsonOf(s.social_json, []),
    marketingPixels: jsonOf(s.pixels_json, {}),
    region: s.region,
    currency: s.currency,
  };
}

/**
 * A JSON column of the record (hand-edited by an operator, say); unreadable, it reads as empty
 * rather than failing every page and call of the store.
 */
function jsonOf<T>(text: string, empty: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return empty;
  }
}

export const storeNotFound = (param = 'slug') => notFound('store', 'Store not found', param);

/** The store of a slug; 404 `store` naming the request's `param` when there is none. */
export async function requireStore(db: Db, slug: string, param = 'slug'): Promise<StoreRow> {
  const s = await findStore(db, slug);
  if (!s) throw storeNotFound(param);
  return s;
}
