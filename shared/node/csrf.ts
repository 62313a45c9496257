import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from './errors';

export interface CsrfOptions {
  /** CORS_ORIGINS: stores on other origins allowed to call this API from the browser. */
  corsOrigins?: string[];
  /** PUBLIC_URL: this store's public origin when a proxy in front rewrites the Host header. */
  publicUrl?: string | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

const hostOf = (origin: string) => new URL(origin).host.toLowerCase();

/**
 * Why a state-changing request is refused as cross-site, or null when it may go on.
 *
 * Browsers say where a request comes from: `Sec-Fetch-Site` (every current browser) and `Origin`
 * (on every POST/PUT/DELETE). A form on another site can post `application/x-www-form-urlencoded`,
 * `multipart/form-data` or `text/plain` here without a CORS preflight, so CORS alone does not
 * stop it; this does. Allowed: same-origin requests, origins in CORS_ORIGINS, and requests with
 * neither header nor a foreign Referer (curl, server-to-server calls, provider callbacks: no
 * browser is sending the shopper's ambient credentials along).
 */
function crossSiteReason(req: FastifyRequest, opts: CsrfOptions): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = header(req, 'sec-fetch-site')?.toLowerCase();
  // 'none': the user started it (address bar, bookmark), never another page.
  if (site === 'same-origin' || site === 'none') return null;

  const origin = header(req, 'origin');
  const referer = header(req, 'referer');
  const claimed = origin ?? (referer ? (originOf(referer) ?? 'null') : undefined);
  if (claimed === undefined) return site ? `a ${site} request without an Origin` : null;
  if (claimed === 'null') return 'an opaque origin';
  const from = originOf(claimed);
  if (!from) return 'an unreadable origin';
  if (opts.corsOrigins?.some((o) => originOf(o) === from)) return null;
  // Without Sec-Fetch-Site (older browsers), same-origin means the Origin names this host.
  if (!site) {
    const hosts = [header(req, 'x-forwarded-host'), header(req, 'host')]
      .filter((h): h is string => Boolean(h))
      .map((h) => h.split(',')[0]!.trim().toLowerCase());
    const publicOrigin = opts.publicUrl ? originOf(opts.publicUrl) : null;
    if (publicOrigin) hosts.push(hostOf(publicOrigin));
    if (hosts.includes(hostOf(from))) return null;
  }
  return from;
}

/** Refuses cross-site state-changing requests with 403 `cross_site_request` (onRequest: before any body is read). */
export function installCsrfCheck(app: FastifyInstance, opts: CsrfOptions): void {
  app.addHook('onRequest', async (req) => {
    const reason = crossSiteReason(req, opts);
    if (reason === null) return;
    throw apiError(
      403,
      'cross_site_request',
      `Cross-site ${req.method} requests are not accepted (from ${reason}).`,
      undefined,
      'Forbidden',
    );
  });
}
