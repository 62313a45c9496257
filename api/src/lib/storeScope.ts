import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { catalogRow } from '../catalog/catalogVersion';
import { apiError, notFound, type ApiHttpError } from '@store/shared/node/errors';

/**
 * Which store a request is about. Every route under /api and /buy declares, in its route config,
 * exactly where it reads the store from (`config: { store: [...] }`); the access check
 * (lib/access.ts) resolves the same values, so the store a route serves is the store that was
 * checked. Parameters a route does not declare are never read, so `?slug=locked&storeId=demo`
 * cannot point the check at one store and the handler at another.
 *
 * A reference is `<part>.<key>` (the value is a store slug) or `<part>.<key>:<kind>` where kind says
 * what the value identifies and how it leads to a store. `[]` declares a route that names no store.
 */
export type StorePart = 'query' | 'body' | 'data' | 'params';
export type StoreRefKind =
  | 'slug'
  | 'slugOrId'
  | 'checkout'
  | 'order'
  | 'listing'
  | 'color'
  | 'collection'
  | 'productFile'
  | 'product'
  | 'payment';
export type StoreRef = `${StorePart}.${string}` | `${StorePart}.${string}:${StoreRefKind}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where this route reads its store (see lib/storeScope.ts). Required under /api and /buy. */
    store?: readonly StoreRef[];
  }
}

type Lookup = (db: Db, value: string) => Promise<string | undefined>;
/** A lookup by one value; `uses` = how many `?` placeholders take that value. */
const one =
  (sql: string, uses = 1): Lookup =>
  async (db, value) =>
    (await db.get<{ store_id: string }>(sql, Array<string>(uses).fill(value)))?.store_id;
/** A store named directly: a catalog row, read through the process's memo (catalogRow). */
const store =
  (sql: string): Lookup =>
  async (db, value) =>
    (await catalogRow<{ store_id: string }>(db, sql, [value]))?.store_id;
const bySlug = store('SELECT id AS store_id FROM stores WHERE slug = lower(?)');
const byStoreId = store('SELECT id AS store_id FROM stores WHERE id = ?');

const LOOKUPS: Record<StoreRefKind, Lookup> = {
  slug: bySlug,
  slugOrId: async (db, v) => (await byStoreId(db, v)) ?? bySlug(db, v),
  checkout: one('SELECT store_id FROM checkouts WHERE id = ?'),
  order: one(
    'SELECT store_id FROM orders WHERE lookup_number = upper(?) OR order_number = upper(?)',
    2,
  ),
  listing: one('SELECT store_id FROM listings WHERE id = ?'),
  color: one(
    `SELECT l.store_id FROM variations v JOIN products pr ON pr.id = v.product_id
     JOIN listings l ON l.id = pr.listing_id WHERE v.id = ?`,
  ),
  collection: one('SELECT store_id FROM collections WHERE id = ?'),
  productFile: (db, v) => bySlug(db, v.replace(/\.json$/, '')),
  // A blank id names no store (blanks are shared catalogue data); a product id does.
  product: one(
    'SELECT l.store_id FROM products pr JOIN listings l ON l.id = pr.listing_id WHERE pr.id = ?',
  ),
  payment: one(
    'SELECT c.store_id FROM payments p JOIN checkouts c ON c.id = p.checkout_id WHERE p.id = ?',
  ),
};

/** Kinds whose value names the store itself (the others lead to it through a record). */
const DIRECT: ReadonlySet<StoreRefKind> = new Set(['slug', 'slugOrId']);

interface ParsedRef {
  part: StorePart;
  key: string;
  kind: StoreRefKind;
}

function parseRef(ref: StoreRef): ParsedRef {
  const [path, kind = 'slug'] = ref.split(':') as [string, StoreRefKind | undefined];
  const dot = path.indexOf('.');
  return { part: path.slice(0, dot) as StorePart, key: path.slice(dot + 1), kind };
}

type Bag = Record<string, unknown>;
const bag = (v: unknown): Bag =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : {};

function valueAt(req: FastifyRequest, { part, key }: ParsedRef): string | undefined {
  const body = bag(req.body);
  const source =
    part === 'query'
      ? bag(req.query)
      : part === 'params'
        ? bag(req.params)
        : part === 'body'
          ? body
          : bag(body.data);
  const v = source[key];
  return typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined;
}

export interface StoreScope {
  /** The one store the request is about, or null when the route names none (or none was given). */
  storeId: string | null;
}

/**
 * Resolves the declared references of the request. Every value given must lead to the same store:
 * a slug that names no store, or two references that lead to different stores (a checkout of one
 * store with the slug of another), answer 404 `store` — the request proves nothing about either.
 * An indirect reference that leads nowhere (unknown checkout id) is left to the route's own 404.
 */
export async function resolveStoreScope(db: Db, req: FastifyRequest): Promise<StoreScope> {
  const refs = req.routeOptions.config.store ?? [];
  let storeId: string | null = null;
  let unknownStore: ParsedRef | null = null;
  for (const ref of refs) {
    const parsed = parseRef(ref);
    const value = valueAt(req, parsed);
    if (value === undefined) continue;
    const found = await LOOKUPS[parsed.kind](db, value);
    if (found === undefined) {
      if (DIRECT.has(parsed.kind)) unknownStore ??= parsed;
      continue;
    }
    if (storeId !== null && storeId !== found) throw storeMismatch(parsed);
    storeId = found;
  }
  // Alone, an unknown slug is the route's own 404 (`store`, `theme`…); beside a known store it
  // is a request about two stores.
  if (unknownStore && storeId !== null) throw storeMismatch(unknownStore);
  return { storeId };
}

function storeMismatch(ref: ParsedRef): ApiHttpError {
  if (ref.part === 'query' || ref.part === 'params')
    return notFound('store', 'Store not found', ref.key);
  const pointer = `/${ref.part === 'data' ? 'data/' : ''}${ref.key}`;
  return apiError(404, 'store', 'Store not found', { pointer }, 'Not Found');
}

/** Routes that must declare their store: every API host and the express checkout entry. */
export const scopedUrl = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/buy/');

/**
 * Refuses to start when a route under /api or /buy does not say where it reads its store, so a new
 * route cannot skip the access check by accident. Register before the route plugins.
 */
export function requireStoreDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!scopedUrl(route.url) || route.method === 'OPTIONS' || route.method === 'HEAD') return;
    const declared = route.config?.store;
    if (!Array.isArray(declared)) {
      throw new Error(
        `${String(route.method)} ${route.url} does not declare config.store (lib/storeScope.ts)`,
      );
    }
    for (const ref of declared) {
      const { part, key, kind } = parseRef(ref);
      if (!['query', 'body', 'data', 'params'].includes(part) || !key || !(kind in LOOKUPS))
        throw new Error(`${route.url}: bad store reference '${ref}'`);
    }
  });
}
