import type { FastifyInstance } from 'fastify';
import { CHANGE_SIGNATURE_HEADER, signatureValid } from '@store/shared/node/changeEvents';
import { apiError, notFound } from '@store/shared/node/errors';
import { findStore } from '../catalog/stores';
import { storeFlagsOf } from '../catalog/storeFlags';
import { subscribe } from '../changes/subscriptions';
import type { AppContext } from '../lib/context';
import * as S from '../lib/schemas';
import { sitemapEntries, storesToWarm } from './sitemap';

/**
 * What a store server needs of a commerce API beyond the SPEC's calls, so that it can front any
 * backend that implements them (the API's OpenAPI document, GET /api/openapi.json, describes
 * them under the tag `storefront`): a store's facts (open or locked, its switches, the catalog
 * version its caches are kept on), the stores to warm, a sitemap's pages with their last change,
 * and a registration for change events. A backend without them still works: the store server
 * then keeps reads for their own max-age, warms the default store's home, and lists no lastmod.
 */
export interface StorefrontOptions {
  catalogVersion: () => Promise<string>;
  /** STOREFRONT_SECRET: without it no store server can register for change events. */
  secret: string | null;
}

const TAG = ['storefront'];

const flagsSchema = {
  type: 'object',
  additionalProperties: { type: ['boolean', 'string', 'null'] },
};

export function storefrontRoutes(app: FastifyInstance, ctx: AppContext, o: StorefrontOptions) {
  storeFactsRoute(app, ctx, o);
  storesToWarmRoute(app, ctx);
  sitemapRoute(app, ctx);
  subscriptionRoute(app, ctx, o);
}

/** A store's facts, open or locked (GET /v1/storefront/store). */
function storeFactsRoute(app: FastifyInstance, ctx: AppContext, o: StorefrontOptions): void {
  app.get<{ Querystring: { slug: string } }>(
    '/v1/storefront/store',
    {
      // Answered for a locked store too (without its name): the store server must know it is
      // locked before any call that would need the code. Its facts are no secret.
      config: { store: [], cache: 'facts' },
      schema: {
        tags: TAG,
        summary: "A store's facts for a store server",
        description:
          'Whether the store exists and is locked by an access code, its feature switches, and the catalog version every answer about it is read at (also sent as X-Catalog-Version). Store servers ask before each page, within its max-age.',
        querystring: { type: 'object', required: ['slug'], properties: { slug: S.slug } },
        response: {
          200: {
            type: 'object',
            required: ['slug', 'locked', 'flags', 'catalogVersion'],
            properties: {
              slug: { type: 'string' },
              locked: { type: 'boolean' },
              flags: flagsSchema,
              catalogVersion: { type: 'string' },
            },
          },
        },
      },
    },
    async (req) => {
      const store = await findStore(ctx.db, req.query.slug);
      if (!store) throw notFound('store', 'Store not found', 'slug');
      return {
        slug: store.slug,
        locked: store.access_code !== null,
        flags: storeFlagsOf(store),
        catalogVersion: await o.catalogVersion(),
      };
    },
  );
}

/** The stores to warm and their pages (GET /v1/storefront/stores). */
function storesToWarmRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { limit?: string } }>(
    '/v1/storefront/stores',
    {
      config: { store: [] },
      schema: {
        tags: TAG,
        summary: 'The stores a store server warms, and their pages',
        description:
          "Open stores in the API's order, each with the pages a store server renders before it says it is ready (home, the first public listing).",
        querystring: {
          type: 'object',
          properties: { limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['stores'],
            properties: {
              stores: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['slug', 'pages'],
                  properties: {
                    slug: { type: 'string' },
                    pages: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { stores: await storesToWarm(ctx.db, Number(req.query.limit ?? 20)) };
    },
  );
}

/** A store's sitemap entries (GET /v1/storefront/sitemap). */
function sitemapRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { slug: string } }>(
    '/v1/storefront/sitemap',
    {
      config: { store: [], cache: 'catalog' },
      schema: {
        tags: TAG,
        summary: "A store's pages for its sitemap",
        description:
          'Every public page worth indexing, in store order, with the day it last changed (YYYY-MM-DD, null when unknown). 404 for an unknown or locked store: nothing of it is listed before the access code.',
        querystring: { type: 'object', required: ['slug'], properties: { slug: S.slug } },
        response: {
          200: {
            type: 'object',
            required: ['urls'],
            properties: {
              urls: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['path', 'lastmod'],
                  properties: { path: { type: 'string' }, lastmod: { type: ['string', 'null'] } },
                },
              },
            },
          },
        },
      },
    },
    async (req) => {
      const store = await findStore(ctx.db, req.query.slug);
      if (!store || store.access_code !== null)
        throw notFound('sitemap', 'This store has no sitemap.', 'slug');
      return { urls: await sitemapEntries(ctx.db, store.id) };
    },
  );
}

/** A store server's registration for change events (POST /v1/storefront/subscriptions). */
function subscriptionRoute(app: FastifyInstance, ctx: AppContext, o: StorefrontOptions): void {
  app.register(async (s) => {
    // The signature covers the body's exact bytes: read as text, parsed after the check.
    s.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 2048 }, (_r, b, d) =>
      d(null, b),
    );
    s.post<{ Body: string }>(
      '/v1/storefront/subscriptions',
      {
        config: { store: [] },
        schema: {
          tags: TAG,
          summary: 'Registers a store server for change events',
          description: `Body {"url": "<the store server's /_storefront/changes address>"}, signed with the shared secret (${CHANGE_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">). Each change to the catalog, a theme or a store is then posted there as a ChangeEvent, signed the same way and retried, for an hour unless renewed. 404 when this API sends no events (no secret configured).`,
          response: {
            201: {
              type: 'object',
              required: ['url', 'expiresAt'],
              properties: { url: { type: 'string' }, expiresAt: { type: 'string' } },
            },
          },
        },
      },
      async (req, reply) => {
        if (!o.secret) throw notFound('change_events', 'This API sends no change events.');
        const signature = req.headers[CHANGE_SIGNATURE_HEADER];
        const now = ctx.now();
        if (!signatureValid(o.secret, req.body, String(signature ?? ''), now.getTime()))
          throw apiError(401, 'signature_invalid', 'The request is not signed with the secret.');
        const url = subscriberUrl(req.body);
        const expires = await subscribe(ctx.db, url, now);
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send({ url, expiresAt: expires.toISOString() });
      },
    );
  });
}

/** The body's `url`: an http(s) address of at most 500 characters, else a 422. */
function subscriberUrl(body: string): string {
  let url: unknown;
  try {
    url = (JSON.parse(body) as { url?: unknown } | null)?.url;
  } catch {
    throw apiError(400, 'malformed_json', 'Request body is not valid JSON.');
  }
  const bad = () =>
    apiError(422, 'invalid', 'url must be an http(s) address.', { pointer: '/url' });
  if (typeof url !== 'string' || url.length > 500) throw bad();
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw bad();
    return parsed.href;
  } catch {
    throw bad();
  }
}
