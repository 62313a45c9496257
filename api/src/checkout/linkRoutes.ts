import type { FastifyInstance } from 'fastify';
import { findStore } from '../catalog/stores';
import type { AppContext } from '../lib/context';
import { apiError, notFound } from '@store/shared/node/errors';
import * as S from '../lib/schemas';
import { MAX_CHECKOUT_LINK_CHARS, openCheckoutLink } from './checkoutLink';

/** What the front end gets back: the checkout the link opens. */
export interface CheckoutLinkAnswer {
  checkoutId: string;
  storeSlug: string;
  expiresAt: string;
}

/**
 * GET /api/checkout/v1/checkout_links?token&storeSlug — decrypts the `?id=` of a checkout URL.
 * Only this server can: the key never leaves it. Every refusal is a 4xx `{ errors }` on `token`:
 * 400 not a token of ours (malformed, altered, other secret), 410 expired, 403 another store's,
 * 404 its checkout is gone.
 */
export function checkoutLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { token: string; storeSlug: string } }>(
    '/v1/checkout_links',
    {
      config: { store: ['query.storeSlug'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['token', 'storeSlug'],
          properties: {
            token: { type: 'string', minLength: 1, maxLength: MAX_CHECKOUT_LINK_CHARS },
            storeSlug: S.slug,
          },
        },
      },
    },
    async (req, reply): Promise<CheckoutLinkAnswer> => {
      void reply.header('cache-control', 'no-store');
      const store = await findStore(ctx.db, req.query.storeSlug);
      if (!store) throw notFound('store', 'Store not found', 'storeSlug');
      const link = openCheckoutLink(ctx.previewSecret, req.query.token);
      const source = { parameter: 'token' };
      if (!link)
        throw apiError(400, 'checkout_link_invalid', 'This checkout link is not valid.', source);
      if (link.expiresAt <= ctx.now().getTime())
        throw apiError(410, 'checkout_link_expired', 'This checkout link has expired.', source);
      if (link.storeId !== store.id)
        throw apiError(
          403,
          'checkout_link_other_store',
          'This checkout link is for another store.',
          source,
        );
      const row = await ctx.db.get<{ id: string }>(
        'SELECT id FROM checkouts WHERE id = ? AND store_id = ?',
        [link.checkoutId, store.id],
      );
      if (!row) throw notFound('checkout', 'Checkout not found', 'token');
      return {
        checkoutId: row.id,
        storeSlug: store.slug,
        expiresAt: new Date(link.expiresAt).toISOString(),
      };
    },
  );
}
