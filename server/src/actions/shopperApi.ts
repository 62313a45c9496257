import type { FastifyRequest } from 'fastify';
import { listingCall } from '@store/shared/src/api/calls/catalogCalls';
import type { ApiCall } from '@store/shared/src/api/call';
import type { ListingLookup, ReceivedListing } from '@store/shared/src/cart';
import type { CommerceClient } from '../commerce/client';
import { shopperContext } from '../commerce/shopperContext';
import { UpstreamUnavailable } from '../commerce/upstreamFetch';

/** The API's answer to a form action's call: its status and JSON body (null when none). */
export interface ShopperApiAnswer<T = unknown> {
  status: number;
  body: T | null;
}

/** A call made for the shopper of a request, about their store. */
export type ShopperApi = <T>(
  req: FastifyRequest,
  storeSlug: string,
  call: ApiCall<T>,
) => Promise<ShopperApiAnswer<T>>;

/**
 * The form actions ask the commerce API their questions through its calls (shared's, over the
 * commerce client), never its tables, so every rule it enforces (an access code's session,
 * visibility, the store a value belongs to) holds for a form post too: each call carries the
 * shopper's cookies and language and names them as the client (shopperContext.ts), but not
 * their Origin or Sec-Fetch-*: the store server is the one sending, and the shopper's own post
 * already passed this server's cross-site check. An API that cannot answer is a 503 here (the
 * action says the store could not be reached), never a guess. A read goes through the shared
 * cache like any, for what the API marked public.
 */
export function shopperApi(client: CommerceClient): ShopperApi {
  return async (req, storeSlug, call) => {
    try {
      const a = await client.call(call, shopperContext(req, storeSlug));
      return { status: a.status, body: a.body };
    } catch (e) {
      if (e instanceof UpstreamUnavailable) return { status: 503, body: null };
      throw e;
    }
  };
}

/** A cart line's listing as the shopper's browser asks for it; null for any other answer. */
export type ShopperListing = (
  req: FastifyRequest,
  q: ListingLookup,
) => Promise<ReceivedListing | null>;

/** GET /v1/listings?slug&storeSlug&productId for the shopper (its rules hold). */
export function shopperListing(api: ShopperApi): ShopperListing {
  return async (req, q) => {
    const answer = await api(
      req,
      q.storeSlug,
      listingCall({ slug: q.slug, storeSlug: q.storeSlug, productId: q.productId }),
    );
    return answer.status === 200 ? (answer.body as ReceivedListing | null) : null;
  };
}

/** Asks for a page the shopper is being sent to, so its render is ready when they ask. */
export type ShopperPageAhead = (req: FastifyRequest, url: string) => void;

/** The shopper's headers a page asked ahead carries: their cookies, store and language. */
const PAGE_HEADERS = ['cookie', 'host', 'x-forwarded-host', 'accept-language'];

/**
 * A form that 303s the shopper to a page nobody has seen yet (a checkout it just created) asks
 * for that page itself, over loopback with the shopper's headers, while the redirect travels: on
 * a phone's network that is the better part of a second, time enough for the server to render
 * the page (the render is kept: render/checkoutFingerprint.ts), so the shopper's own request is
 * answered from the cache. The answer is not read; a failure changes nothing but that.
 * `origin` is this server's loopback origin, null before it listens.
 */
export function shopperPageAhead(origin: () => string | null): ShopperPageAhead {
  return (req, url) => {
    const base = origin();
    if (!base) return;
    const headers: Record<string, string> = { accept: 'text/html' };
    for (const name of PAGE_HEADERS) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    void fetch(base + url, { headers, signal: AbortSignal.timeout(5000) })
      .then((res) => res.body?.cancel())
      .catch(() => {});
  };
}
