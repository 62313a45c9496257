import type { FastifyInstance } from 'fastify';
import { acceptFormPosts } from '@store/shared/node/formBody';
import crypto from 'node:crypto';
import { findListingById } from '../catalog/listings';
import { findStore } from '../catalog/stores';
import { accessCodeMatches } from '../lib/access';
import type { AppContext } from '../lib/context';
import { apiError, notFound } from '@store/shared/node/errors';
import * as S from '../lib/schemas';
import { rateLimitConfig } from '../ops/rateLimits';

/** POST {backend}/ — pre-order form (form-urlencoded). Stored; the response is ignored by the page. */
export function preorderRoutes(app: FastifyInstance, ctx: AppContext): void {
  acceptFormPosts(app, 16 * 1024);
  app.post<{ Body: Record<string, string> }>(
    '/',
    {
      config: {
        store: ['body.colorId:color'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'preorder'),
      },
      schema: {
        body: {
          type: 'object',
          required: ['fullname', 'email', 'colorId', 'sizeId'],
          properties: {
            fullname: { type: 'string', minLength: 1, maxLength: 200 },
            email: S.email,
            street: S.shortText(200),
            street2: S.shortText(200),
            city: S.shortText(100),
            zip: S.shortText(20),
            state: S.shortText(100),
            country: S.shortText(100),
            colorId: S.id,
            sizeId: S.id,
          },
          additionalProperties: { type: 'string', maxLength: 500 },
        },
      },
    },
    async (req, reply) => {
      await ctx.db.run('INSERT INTO preorders (id, fields_json, created_at) VALUES (?, ?, ?)', [
        crypto.randomUUID(),
        JSON.stringify(req.body),
        ctx.now().toISOString(),
      ]);
      return reply.code(201).send({ success: true });
    },
  );
}

/**
 * GET {availability}/v1/availability?userToken&listingId (NFT availability; sandbox: 1 per listing).
 * Needs `x-api-key` = the configured availability key. A bad key is 403, not 401: the front end
 * treats any 401 as "access code required" and would send the shopper to the login page.
 */
export function availabilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // onRequest (before validation and the access-code check) so a caller without the key learns
  // nothing about which listings or parameters exist.
  app.addHook('onRequest', async (req) => {
    const h = req.headers['x-api-key'];
    const given = Array.isArray(h) ? h[0] : h;
    if (!given || !accessCodeMatches(given, ctx.availabilityApiKey)) {
      throw apiError(
        403,
        'api_key_invalid',
        given
          ? 'The x-api-key header does not match the availability API key.'
          : 'The availability API needs the x-api-key header (availabilityApiKey in config.json).',
        undefined,
        'Forbidden',
      );
    }
  });
  app.get<{ Querystring: { userToken: string; listingId: string } }>(
    '/v1/availability',
    {
      config: { store: ['query.listingId:listing'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['userToken', 'listingId'],
          properties: { userToken: S.shortText(200), listingId: S.id },
        },
      },
    },
    async (req) => {
      if (!(await findListingById(ctx.db, req.query.listingId)))
        throw notFound('listing', 'Listing not found', 'listingId');
      return { count: 1 };
    },
  );
}

/** POST {tracking}/tracking/viewed_campaign — accepted and dropped (no analytics store here). */
export function trackingRoutes(app: FastifyInstance): void {
  app.post(
    '/tracking/viewed_campaign',
    {
      config: { store: [] },
      schema: {
        body: {
          type: 'object',
          required: ['campaign_id'],
          properties: {
            campaign_id: S.shortText(200),
            referrer: S.shortText(2000),
            get_vars: { type: 'object', additionalProperties: { type: 'string', maxLength: 500 } },
          },
        },
      },
    },
    async () => ({ success: true }),
  );
}

/** POST {commerce}/v1/orders/recover?email&slug — always "sent" for a known store (no enumeration). */
export function commerceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Querystring: { email: string; slug: string } }>(
    '/v1/orders/recover',
    {
      config: {
        store: ['query.slug'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'orderRecovery'),
      },
      schema: {
        querystring: {
          type: 'object',
          required: ['email', 'slug'],
          properties: { email: S.email, slug: S.slug },
        },
      },
    },
    async (req) => {
      if (!(await findStore(ctx.db, req.query.slug)))
        throw notFound('store', 'Store not found', 'slug');
      return { success: true, error: null };
    },
  );
}
