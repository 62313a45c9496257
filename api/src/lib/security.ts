import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveHosts, type HostConfig } from '../host/runtimeConfig';
import { installCsrfCheck } from './csrf';
import { securityHeaders } from './securityHeaders';

/** The part of buildApp's options the security layer reads (buildApp passes its own options). */
export interface SecurityOptions {
  corsOrigins?: string[];
  apiHosts?: Partial<Record<keyof HostConfig, string | undefined>>;
  remotesFile?: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  payments?: { publicUrl?: string | null } | null;
  /** HSTS env: true/false forces Strict-Transport-Security; unset: on when PUBLIC_URL is https. */
  hsts?: boolean;
}

/**
 * Security headers and the cross-site request check for every route of the server. Wrapped with
 * fastify-plugin so its hooks reach every route, the 404 handler and the static files.
 */
export const security = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    const publicUrl = opts.payments?.publicUrl ?? null;
    await securityHeaders(app, {
      hosts: resolveHosts(opts.apiHosts ?? {}),
      remotesFile: opts.remotesFile,
      stripePublishableKey: opts.stripePublishableKey,
      paypalClientId: opts.paypalClientId,
      publicUrl,
      hsts: opts.hsts,
    });
    installCsrfCheck(app, { corsOrigins: opts.corsOrigins, publicUrl });
  },
  { name: 'store-security', fastify: '5.x' },
);

/** HSTS env var: on/true/1 or off/false/0; anything else (or unset) leaves it to PUBLIC_URL. */
export function parseHstsEnv(value: string | undefined): boolean | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  return undefined;
}
