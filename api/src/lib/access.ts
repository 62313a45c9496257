import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreRow } from '../catalog/repo';
import { hasPreview, type AppContext } from './context';
import { ApiHttpError } from './errors';

/**
 * Access codes (SPEC §8): every /api call that names a store whose `access_code` is set needs the
 * right code, as the `x-access-code` header or the `accessCode` query parameter, or a valid
 * preview token for that store. Otherwise 401 `access_code_required` / `access_code_invalid`.
 *
 * One preValidation hook for all routes (so new routes are covered without opting in). A store is
 * named by `storeSlug` / `store_slug` / `siteKey` / `storeId` / `store_id` (query, body or body.data), by `slug`
 * when none of those is present, or indirectly by a checkout (`checkoutId`, `cartId`, `id` under
 * /api/checkout), an order (`lookupNumber`, `orderNumber`), a listing (`listingId`), a colour
 * (`colorId`), a collection or a product. Every store named must let the request in.
 */
const DETAIL = 'This store is protected by an access code.';

const unauthorized = (code: 'access_code_required' | 'access_code_invalid') =>
  new ApiHttpError(401, [{ status: 401, code, detail: DETAIL }]);

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
export function accessCodeMatches(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

type Bag = Record<string, unknown>;
const bag = (v: unknown): Bag =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : {};
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** The store ids a request names (see the module comment). */
export function storesNamed(ctx: AppContext, req: FastifyRequest): string[] {
  const { db } = ctx;
  const route = req.routeOptions.url ?? '';
  const q = bag(req.query);
  const b = bag(req.body);
  const data = bag(b.data);
  const p = bag(req.params);
  const pick = (key: string, bags: Bag[] = [q, b, data, p]) =>
    bags.map((x) => text(x[key])).filter((v): v is string => v !== undefined);
  const ids = new Set<string>();
  const add = (row: { store_id: string } | undefined) => {
    if (row) ids.add(row.store_id);
  };
  const bySlug = (slug: string) =>
    add(
      db.get<{ store_id: string }>('SELECT id AS store_id FROM stores WHERE slug = ?', [
        slug.toLowerCase(),
      ]),
    );

  const slugs = [...pick('storeSlug'), ...pick('store_slug'), ...pick('siteKey')];
  const storeIds = [...pick('storeId'), ...pick('store_id')];
  // `slug` names the store only when nothing else does (in /v1/listings it is the listing's slug).
  if (!slugs.length && !storeIds.length) slugs.push(...pick('slug', [q, b]));
  slugs.forEach(bySlug);
  for (const v of storeIds) {
    bySlug(v);
    add(db.get<{ store_id: string }>('SELECT id AS store_id FROM stores WHERE id = ?', [v]));
  }

  const checkoutIds = [...pick('checkoutId'), ...pick('cartId')];
  if (route.startsWith('/api/checkout')) checkoutIds.push(...pick('id', [q, b]));
  for (const id of checkoutIds)
    add(db.get<{ store_id: string }>('SELECT store_id FROM checkouts WHERE id = ?', [id]));
  for (const n of [...pick('lookupNumber'), ...pick('orderNumber')])
    add(
      db.get<{ store_id: string }>(
        'SELECT store_id FROM orders WHERE UPPER(lookup_number) = UPPER(?) OR UPPER(order_number) = UPPER(?)',
        [n, n],
      ),
    );
  for (const id of pick('listingId'))
    add(db.get<{ store_id: string }>('SELECT store_id FROM listings WHERE id = ?', [id]));
  for (const id of pick('colorId'))
    add(
      db.get<{ store_id: string }>(
        `SELECT l.store_id FROM variations v JOIN products pr ON pr.id = v.product_id
         JOIN listings l ON l.id = pr.listing_id WHERE v.id = ?`,
        [id],
      ),
    );
  if (route.endsWith('/collection/:id/items'))
    for (const id of pick('id', [p]))
      add(db.get<{ store_id: string }>('SELECT store_id FROM collections WHERE id = ?', [id]));
  if (route.endsWith('/cache/products/:file'))
    for (const f of pick('file', [p])) bySlug(f.replace(/\.json$/, ''));
  if (route.endsWith('/v1/blanks'))
    for (const id of pick('id', [q]))
      add(
        db.get<{ store_id: string }>(
          'SELECT l.store_id FROM products pr JOIN listings l ON l.id = pr.listing_id WHERE pr.id = ?',
          [id],
        ),
      );
  return [...ids];
}

/** Throws the 401 when a store the request names is locked and the request may not enter. */
export function checkAccess(ctx: AppContext, req: FastifyRequest): void {
  const storeIds = storesNamed(ctx, req);
  if (!storeIds.length) return;
  const header = first(req.headers['x-access-code']);
  const code = text(header) ?? text(bag(req.query).accessCode);
  for (const id of storeIds) {
    const store = ctx.db.get<Pick<StoreRow, 'slug' | 'access_code'>>(
      'SELECT slug, access_code FROM stores WHERE id = ?',
      [id],
    );
    if (!store || !store.access_code) continue;
    if (hasPreview(ctx, req, store.slug)) continue;
    if (!code) throw unauthorized('access_code_required');
    if (!accessCodeMatches(code, store.access_code)) throw unauthorized('access_code_invalid');
  }
}

/** Registers the check for every /api route (call before the route plugins are registered). */
export function installAccessCheck(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/') || !req.routeOptions.url) return;
    checkAccess(ctx, req);
  });
}
