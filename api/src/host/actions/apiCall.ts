import type { FastifyRequest } from 'fastify';

/** The API's answer to a form action's call: its status and JSON body (null when none). */
export interface ShopperApiAnswer {
  status: number;
  body: unknown;
}

/** A GET of this API as the shopper's browser would make it. */
export type ShopperApiCall = (req: FastifyRequest, url: string) => Promise<ShopperApiAnswer>;

/** A POST of a JSON body to this API as the shopper's browser would make it (less its Origin). */
export type ShopperApiPost = (
  req: FastifyRequest,
  url: string,
  body: unknown,
) => Promise<ShopperApiAnswer>;

/** How long a form action waits for the API's answer before saying the store is unavailable. */
const API_CALL_TIMEOUT_MS = 5000;

/** The shopper's headers the API's answer depends on: their session (cookies) and store (host). */
const FORWARDED_HEADERS = ['cookie', 'host', 'x-forwarded-host', 'accept-language'];

/** The shopper's headers a loopback call carries (their cookies, store and language). */
function forwardedHeaders(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  return headers;
}

/**
 * One call over loopback with the shopper's cookies and host. Never an Origin, Referer or
 * Sec-Fetch-* header: the store server is the one sending (the shopper's own post already passed
 * the cross-site check), so the API's CSRF check sees a server-to-server call.
 */
async function callOverLoopback(
  base: string,
  req: FastifyRequest,
  url: string,
  init: { method: 'GET' } | { method: 'POST'; json: unknown },
): Promise<ShopperApiAnswer> {
  const headers: Record<string, string> = { ...forwardedHeaders(req), accept: 'application/json' };
  if (init.method === 'POST') headers['content-type'] = 'application/json';
  const res = await fetch(base + url, {
    method: init.method,
    headers,
    ...(init.method === 'POST' ? { body: JSON.stringify(init.json) } : {}),
    signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS),
  });
  // A body that is not JSON says nothing the actions can use.
  const body: unknown = await res.json().catch(() => null);
  return { status: res.status, body };
}

/**
 * The form actions ask the API their questions (the listing, the stock) through its routes, not
 * its tables, so every rule those routes enforce (an access code's session, visibility, the store
 * a value belongs to) holds for a form post too. The request goes over loopback to this server
 * (as the render workers' reads do) with the shopper's cookies and host, so the answer is the one
 * their browser would get. `origin` is this server's loopback origin, null before it listens.
 */
export function shopperApiCall(origin: () => string | null): ShopperApiCall {
  return async (req, url) => {
    const base = origin();
    if (!base) return { status: 503, body: null };
    return callOverLoopback(base, req, url, { method: 'GET' });
  };
}

/**
 * The same for the one write a form makes through the API (the Checkout form creating the
 * checkout): the route's own rules (its schema, the store's access, pricing) decide, as for the
 * browser's call. Loopback calls are not counted by the API's per-client rate limits
 * (ops/rateLimits.ts); the shopper's form post is, by its own `cartForm` limit.
 */
export function shopperApiPost(origin: () => string | null): ShopperApiPost {
  return async (req, url, body) => {
    const base = origin();
    if (!base) return { status: 503, body: null };
    return callOverLoopback(base, req, url, { method: 'POST', json: body });
  };
}

/** Asks for a page the shopper is being sent to, so its render is ready when they ask. */
export type ShopperPageAhead = (req: FastifyRequest, url: string) => void;

/**
 * A form that 303s the shopper to a page nobody has seen yet (a checkout it just created) asks
 * for that page itself, over loopback with the shopper's headers, while the redirect travels: on
 * a phone's network that is the better part of a second, time enough for the server to render
 * the page (the render is kept: render/checkoutFingerprint.ts), so the shopper's own request is
 * answered from the cache. The answer is not read; a failure changes nothing but that.
 */
export function shopperPageAhead(origin: () => string | null): ShopperPageAhead {
  return (req, url) => {
    const base = origin();
    if (!base) return;
    void fetch(base + url, {
      headers: { ...forwardedHeaders(req), accept: 'text/html' },
      signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS),
    })
      .then((res) => res.body?.cancel())
      .catch(() => {});
  };
}
