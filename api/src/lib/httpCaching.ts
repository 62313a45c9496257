import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, etagOf } from '@store/shared/node/etag';

/**
 * How long a read may be kept, by kind (a route names its kind in `config.cache`):
 * - `facts`: a store's facts for store servers (its catalog version): a second, and a second
 *   more while a cache revalidates them, so a store server that missed a change event sees the
 *   version move within two, and no page waits for the revalidation while shoppers come;
 * - `catalog`: what the catalog says (listings, products pages, collections, the published
 *   theme, a store's record): browsers revalidate each use (`no-cache`: stock and visibility must
 *   not go stale in a tab), while shared caches (a store server, a CDN) keep it 30 s and may serve
 *   it 30 s more while they revalidate, told so by `CDN-Cache-Control` (RFC 9213, which browsers
 *   ignore);
 * - `reference`: lists that change with a deploy (localization lists, help articles): an hour.
 *
 * Each may be served a while longer as it is revalidated (stale-while-revalidate), so a cache
 * in front of a distant API never holds a page for the revalidation.
 */
export type CachePolicy = 'facts' | 'catalog' | 'reference';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this GET route's answers may be cached (lib/httpCaching.ts). */
    cache?: CachePolicy;
  }
}

const POLICIES: Record<CachePolicy, { browser: string; shared?: string }> = {
  facts: { browser: 'public, max-age=1, stale-while-revalidate=1' },
  catalog: {
    browser: 'no-cache',
    shared: 'max-age=30, stale-while-revalidate=30, stale-if-error=300',
  },
  reference: { browser: 'public, max-age=3600, stale-while-revalidate=60' },
};

/** The header naming the catalog version an answer was read at (the store servers compare it). */
export const CATALOG_VERSION_HEADER = 'x-catalog-version';

/** What a read is kept under besides its address: a preview token makes it another answer. */
const VARY = 'X-Preview-Token';

const versionRead = new WeakMap<FastifyRequest, string>();

/**
 * Correct validators and freshness on the API's reads, so any HTTP cache (the store server's, a
 * CDN, a browser) may keep them: each GET route naming a `config.cache` kind answers with that
 * kind's Cache-Control (and CDN-Cache-Control), a strong ETag of its bytes (a matching
 * If-None-Match is a 304 without a body), `Vary: X-Preview-Token`, and the catalog version it was
 * read at. A read during which the catalog changed is sent `no-store` (it may hold either
 * version), as is any answer but 200 or 404; what the access check marked private (a locked
 * store's, a preview's) is `private, no-store`.
 */
export function installHttpCaching(
  app: FastifyInstance,
  catalogVersion: () => Promise<string>,
): void {
  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET' && req.routeOptions.config.cache)
      versionRead.set(req, await catalogVersion());
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config.cache;
    const before = versionRead.get(req);
    if (!policy || before === undefined) return payload;
    void reply.header(CATALOG_VERSION_HEADER, before);
    const keep = keptAs(reply);
    // Kept by no cache, the browser's included; a private one says so still (lib/access.ts).
    if (keep === 'private') {
      void reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (keep === 'no' || (await catalogVersion()) !== before) {
      void reply.header('cache-control', 'no-store');
      return payload;
    }
    if (keep === 'missing') {
      void reply.header('cache-control', MISSING).header('vary', varyWith(reply));
      return payload;
    }
    const { browser, shared } = POLICIES[policy];
    void reply.header('cache-control', browser).header('vary', varyWith(reply));
    if (shared) void reply.header('cdn-cache-control', shared);
    // A route that keeps its bodies keeps their ETags too (the products pages): not hashed again.
    const ownEtag = reply.getHeader('etag');
    if (typeof ownEtag !== 'string' && typeof payload !== 'string' && !Buffer.isBuffer(payload))
      return payload;
    const etag = typeof ownEtag === 'string' ? ownEtag : etagOf(payload as string | Buffer);
    void reply.header('etag', etag);
    if (reply.statusCode === 200 && etagMatches(req.headers['if-none-match'], etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}

/**
 * "Not found" may be kept briefly by any cache (a made-up store or listing is asked for again and
 * again by the same bot); a new store or listing then shows within twenty seconds (ten, and ten
 * more served while revalidated), or at once with its change event.
 */
const MISSING = 'public, max-age=10, stale-while-revalidate=10';

/**
 * Whether a cache may keep the answer: a 200 the route and the access check left public, or a
 * public 404 ("missing"); nothing else (a private answer, an error, a 304).
 */
function keptAs(reply: FastifyReply): 'yes' | 'missing' | 'private' | 'no' {
  const cc = String(reply.getHeader('cache-control') ?? '');
  if (/\bprivate\b/.test(cc)) return 'private';
  if (reply.statusCode === 404) return 'missing';
  return reply.statusCode === 200 && !/\bno-store\b/.test(cc) ? 'yes' : 'no';
}

function varyWith(reply: FastifyReply): string {
  const had = reply.getHeader('vary');
  return had ? `${String(had)}, ${VARY}` : VARY;
}
