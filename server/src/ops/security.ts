import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { installCsrfCheck } from '@store/shared/node/csrf';
import { securityHeaders } from './securityHeaders';

export interface SecurityOptions {
  remotesFile?: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** PUBLIC_URL: an https origin turns on HSTS and upgrade-insecure-requests. */
  publicUrl?: string | null;
  /** HSTS env: true/false forces Strict-Transport-Security; unset: on when PUBLIC_URL is https. */
  hsts?: boolean;
}

/**
 * Security headers (a CSP per response kind: securityHeaders.ts) and the cross-site request check
 * for every route of the store server, forwarded API calls included. Wrapped with fastify-plugin
 * so its hooks reach every route, the 404 handler (the pages) and the static files.
 */
export const security = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    await securityHeaders(app, {
      remotesFile: opts.remotesFile,
      stripePublishableKey: opts.stripePublishableKey,
      paypalClientId: opts.paypalClientId,
      publicUrl: opts.publicUrl ?? null,
      hsts: opts.hsts,
    });
    installCsrfCheck(app, { publicUrl: opts.publicUrl ?? null });
  },
  { name: 'store-server-security', fastify: '5.x' },
);
