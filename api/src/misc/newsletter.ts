import type { FastifyInstance } from 'fastify';
import { requireStore } from '../checkout/repo';
import type { AppContext } from '../lib/context';
import * as S from '../lib/schemas';
import { rateLimitConfig } from '../ops/rateLimits';
// Where on the page the shopper signed up (shared: the forms send it); kept so an owner can tell
// the forms apart.
import { NEWSLETTER_SOURCES } from '@store/shared/src/api/calls/newsletterCalls';

/**
 * POST {backend}/v1/newsletter/{storeSlug} (path chosen by us; the real store posts to a
 * marketing-forms embed). Body `{ email, source }`. Idempotent per store and email: the first
 * signup answers 201, any later one 200 with `alreadySubscribed: true`, and nothing is duplicated.
 */
export function newsletterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.post<{ Params: { storeSlug: string }; Body: { email: string; source: string } }>(
    '/v1/newsletter/:storeSlug',
    {
      config: {
        store: ['params.storeSlug'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'newsletter'),
      },
      bodyLimit: 4 * 1024,
      schema: {
        params: {
          type: 'object',
          required: ['storeSlug'],
          properties: { storeSlug: S.slug },
        },
        body: {
          type: 'object',
          required: ['email', 'source'],
          additionalProperties: false,
          properties: {
            email: S.email,
            source: { type: 'string', enum: NEWSLETTER_SOURCES },
          },
        },
      },
    },
    async (req, reply) => {
      const store = await requireStore(db, req.params.storeSlug, '/storeSlug');
      // Mailboxes compare case-insensitively in practice; one person, one signup.
      const email = req.body.email.toLowerCase();
      const { changes } = await db.run(
        `INSERT INTO newsletter_signups (store_id, email, source, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (store_id, email) DO NOTHING`,
        [store.id, email, req.body.source, ctx.now().toISOString()],
      );
      void reply.header('cache-control', 'no-store');
      return reply.code(changes === 1 ? 201 : 200).send({
        subscribed: true,
        alreadySubscribed: changes === 0,
      });
    },
  );
}
