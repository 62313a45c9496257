import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header a store server names its key in (STOREFRONT_SECRET, known to both). */
export const STORE_SERVER_KEY_HEADER = 'x-storefront-key';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** Requests a store server made for itself (its key, and no shopper's address forwarded). */
const trusted = new WeakSet<FastifyRequest>();

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/**
 * A store server reads the API for every page it writes (a store's facts, its listings, a
 * render's reads), from one address: counted per client, those reads would soon be refused. It
 * proves it is one with the key both are configured with; such a request without a forwarded
 * address is its own, never limited. A request it forwards for a shopper names the shopper's
 * address and is limited by it, key or not. Without STOREFRONT_SECRET no request is trusted (a
 * store server on this machine is recognised by loopback, shared/node/rateLimits.ts).
 */
export function installStoreServerKey(app: FastifyInstance, secret: string | null): void {
  if (!secret) return;
  const want = digest(secret);
  app.addHook('onRequest', (req, _reply, done) => {
    const given = req.headers[STORE_SERVER_KEY_HEADER];
    if (
      typeof given === 'string' &&
      crypto.timingSafeEqual(digest(given), want) &&
      !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)
    )
      trusted.add(req);
    done();
  });
}

export const isTrustedStoreServer = (req: FastifyRequest): boolean => trusted.has(req);
