import type { FastifyInstance } from 'fastify';
import { findStore } from '../catalog/stores';
import { checkAccessCode } from '../lib/access';
import { ACCESS_COOKIE, ACCESS_SESSION_DAYS, createAccessSession } from '../lib/accessSession';
import type { AppContext } from '../lib/context';
import { notFound } from '@store/shared/node/errors';
import * as S from '../lib/schemas';

/** What an access code may look like: printable ASCII, as the login form sends it. */
const accessCodeSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[\\x20-\\x7E]+$',
} as const;

/**
 * POST {backend}/v1/access_sessions (path chosen by us): trades a store's access code for the
 * HttpOnly session cookie the access check accepts (lib/accessSession.ts). 401
 * `access_code_invalid` for a wrong code, 429 `access_code_attempts` with Retry-After once the
 * client's wrong codes for the store are spent (lib/accessCodeLimit.ts); a store without a code
 * answers `{ locked: false }` and
 * sets nothing. The route checks the code itself, so it declares no store for the access hook.
 */
export function accessSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { storeSlug: string; accessCode: string } }>(
    '/v1/access_sessions',
    {
      config: { store: [] },
      schema: {
        body: {
          type: 'object',
          required: ['storeSlug', 'accessCode'],
          properties: { storeSlug: S.slug, accessCode: accessCodeSchema },
        },
      },
    },
    async (req, reply) => {
      const store = await findStore(ctx.db, req.body.storeSlug);
      if (!store) throw notFound('store', 'Store not found');
      void reply.header('cache-control', 'no-store');
      if (!store.access_code) return { locked: false };
      await checkAccessCode(
        ctx,
        req,
        { id: store.id, access_code: store.access_code },
        req.body.accessCode,
      );
      const maxAge = ACCESS_SESSION_DAYS * 24 * 3600;
      const expiresAt = ctx.now().getTime() + maxAge * 1000;
      void reply.setCookie(
        ACCESS_COOKIE,
        createAccessSession(ctx.previewSecret, store.id, store.access_code, expiresAt),
        {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge,
          secure: req.protocol === 'https' || ctx.payments.publicUrl?.startsWith('https:') === true,
        },
      );
      return { locked: true };
    },
  );
}
