import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { installCsrfCheck } from '@store/shared/node/csrf';
import { STRICT_DIRECTIVES } from '@store/shared/node/strictHeaders';

/** The part of buildApp's options the security layer reads (buildApp passes its own options). */
export interface SecurityOptions {
  corsOrigins?: string[];
  payments?: { publicUrl?: string | null } | null;
  /** HSTS env: true/false forces Strict-Transport-Security; unset: on when PUBLIC_URL is https. */
  hsts?: boolean;
}

/** Product mockups: the store's pages (any origin a store server runs on) embed them. */
const isEmbeddable = (url: string) => url.startsWith('/api/backend/media/');

/**
 * The headers helmet writes for these options, read once: the API's policy is one for every
 * answer, and building helmet's middleware per request (as @fastify/helmet's global mode does)
 * cost 7 % of a cached products page's time in a CPU profile.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  // helmet is connect-style middleware; it reads nothing of the request for a fixed policy.
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * Security headers and the cross-site request check on every answer of the API. Everything it
 * sends loads nothing (JSON, the sandbox approval and tracking pages, which run no script), so one
 * strict policy fits all: nothing fetched, framed or based elsewhere. The store's pages and their
 * policy are the store server's (server/src/ops/securityHeaders.ts). Wrapped with fastify-plugin
 * so its hooks reach every route and the 404 handler.
 */
export const security = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    const publicUrl = opts.payments?.publicUrl ?? null;
    const https = opts.hsts ?? /^https:\/\//i.test(publicUrl ?? '');
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: STRICT_DIRECTIVES },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // PayPal and 3-D Secure may open a popup that reports back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (req, reply, done) => {
      void reply.headers(headers);
      if (isEmbeddable(req.url)) void reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    });
    installCsrfCheck(app, { corsOrigins: opts.corsOrigins, publicUrl });
  },
  { name: 'api-security', fastify: '5.x' },
);
