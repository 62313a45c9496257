import type { FastifyInstance } from 'fastify';

/**
 * Sandbox Apple Pay merchant domain-association file. A live deployment serves the file the card
 * provider issues for the merchant (same path, same content type).
 */
const APPLE_DOMAIN_ASSOCIATION =
  'sandbox-apple-developer-merchantid-domain-association\n' +
  'This store runs the sandbox payment provider; replace this file with the one issued for the\n' +
  'merchant before enabling live Apple Pay.\n';

/** GET /.well-known/apple-developer-merchantid-domain-association (store-server root). */
export function appleDomainRoutes(app: FastifyInstance): void {
  app.get('/.well-known/apple-developer-merchantid-domain-association', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(APPLE_DOMAIN_ASSOCIATION),
  );
}
