import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { rateLimitConfig } from '../../ops/rateLimits';

/** The wallet's domain check: the sandbox and the providers need nothing from it, so it succeeds. */
export function verifyDomainRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { domainName: string } }>(
    '/v1/payments/verifyDomain',
    {
      config: { store: [], rateLimit: rateLimitConfig(ctx.rateLimits, 'checkoutUpdate') },
      schema: {
        body: {
          type: 'object',
          required: ['domainName'],
          properties: {
            domainName: {
              type: 'string',
              minLength: 1,
              maxLength: 253,
              pattern: '^[A-Za-z0-9.-]+$',
            },
          },
        },
      },
    },
    async () => ({ success: true }),
  );
}
