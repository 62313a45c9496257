import type { FastifyRequest } from 'fastify';

/** A GET of this API as the shopper's browser would make it. */
export type ShopperApiCall = (
  req: FastifyRequest,
  url: string,
) => Promise<{ status: number; body: unknown }>;

/** How long a form action waits for the API's answer before saying the store is unavailable. */
const API_CALL_TIMEOUT_MS = 5000;

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
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['cookie', 'host', 'x-forwarded-host', 'accept-language']) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const res = await fetch(base + url, {
      headers,
      signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS),
    });
    // A body that is not JSON says nothing the actions can use.
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  };
}
