import { catalogRow } from '../catalog/catalogVersion';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreRow } from '../catalog/stores';
import { ACCESS_COOKIE, accessSessionValid } from './accessSession';
import { hasPreview, type AppContext } from './context';
import { ApiHttpError } from '@store/shared/node/errors';
import { resolveStoreScope, scopedUrl } from './storeScope';

/**
 * Access codes (SPEC §8): a request about a store whose `access_code` is set needs the store's
 * access session cookie (lib/accessSession.ts, what browsers use), the code itself as the
 * `x-access-code` header or `accessCode` query parameter (API clients, the theme call), or a valid
 * preview token for that store. Otherwise 401 `access_code_required` / `access_code_invalid`.
 *
 * The store is the one the route declares it reads (lib/storeScope.ts), resolved after validation
 * so the check and the handler see the same values. Answers about a locked store, and answers to a
 * preview session, are marked `private` so no shared cache keeps them.
 */
const DETAIL = 'This store is protected by an access code.';

export const unauthorized = (code: 'access_code_required' | 'access_code_invalid') =>
  new ApiHttpError(401, [{ status: 401, code, detail: DETAIL }]);

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
export function accessCodeMatches(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined;

/** The code a request carries itself (header first), if any. */
function givenCode(req: FastifyRequest): string | undefined {
  const query = req.query as Record<string, unknown> | undefined;
  return text(first(req.headers['x-access-code'])) ?? text(query?.accessCode);
}

type Gate = Pick<StoreRow, 'id' | 'slug' | 'access_code'>;

/**
 * Checks a code given for a store, counted against the client's wrong guesses: refused with 429
 * (right or wrong) once they are spent, 401 `access_code_invalid` when wrong.
 */
export async function checkAccessCode(
  ctx: AppContext,
  req: FastifyRequest,
  store: Pick<StoreRow, 'id'> & { access_code: string },
  code: string,
): Promise<void> {
  await ctx.accessCodes.beforeAttempt(req, store.id);
  if (accessCodeMatches(code, store.access_code)) return;
  await ctx.accessCodes.wrongCode(req, store.id);
  throw unauthorized('access_code_invalid');
}

/** Whether the request may see this store; throws the 401 when it may not. Returns `locked`. */
async function admit(
  ctx: AppContext,
  req: FastifyRequest,
  store: Gate,
): Promise<{ locked: boolean }> {
  if (!store.access_code) return { locked: false };
  if (hasPreview(ctx, req, store.slug)) return { locked: true };
  const now = ctx.now().getTime();
  const session = req.cookies[ACCESS_COOKIE];
  if (session && accessSessionValid(ctx.previewSecret, session, store.id, store.access_code, now))
    return { locked: true };
  const code = givenCode(req);
  if (!code) throw unauthorized('access_code_required');
  await checkAccessCode(ctx, req, { id: store.id, access_code: store.access_code }, code);
  return { locked: true };
}

/** Answers that must not sit in a shared cache (their cache-control gets `private`). */
const privateAnswers = new WeakSet<FastifyRequest>();

/**
 * Registers the check for every route under /api and /buy (call before the route plugins). Runs as
 * preHandler: after validation, so the values resolved are the ones the handler reads.
 */
export function installAccessCheck(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.url || !scopedUrl(req.routeOptions.url)) return;
    const { storeId } = await resolveStoreScope(ctx.db, req);
    if (storeId === null) return;
    const store = await catalogRow<Gate>(
      ctx.db,
      'SELECT id, slug, access_code FROM stores WHERE id = ?',
      [storeId],
    );
    if (!store) return;
    const { locked } = await admit(ctx, req, store);
    if (locked || hasPreview(ctx, req, store.slug)) privateAnswers.add(req);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!privateAnswers.has(req)) return payload;
    const cc = String(reply.getHeader('cache-control') ?? '');
    if (!/\bprivate\b/.test(cc)) void reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
