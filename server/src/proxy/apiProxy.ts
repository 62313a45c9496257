import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '@store/shared/node/etag';
import type { CommerceClient } from '../commerce/client';
import { storeIn } from '../commerce/answers';
import { shopperContext } from '../commerce/shopperContext';
import { UpstreamUnavailable, type UpstreamAnswer } from '../commerce/upstreamFetch';
import { HOST_NAMES, HOST_PREFIXES, type Upstreams } from '../commerce/upstreams';

export interface ApiProxyOptions {
  client: CommerceClient;
  upstreams: Upstreams;
  /** The store a request's Host names (its answers' purge tag when the call names none). */
  storeOf: (req: FastifyRequest) => Promise<string>;
  /** The largest body a call may send (the API's own limit is the one that counts). */
  bodyLimit?: number;
}

/**
 * Headers of an upstream answer that are the store server's to set, or that describe the bytes
 * as they crossed the wire between this server and the API: never passed on.
 */
const NOT_PASSED_ON = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'content-length',
  'content-encoding',
  'date',
  'x-request-id',
  'content-security-policy',
  'x-frame-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'cdn-cache-control',
]);

/** A browser's headers a forwarded read carries besides the shopper's own (shopperContext). */
const READ_HEADERS = ['accept', 'x-api-key'];

/** A browser's headers a forwarded write carries besides the shopper's own (shopperContext). */
const WRITE_HEADERS = ['content-type', 'origin', 'referer', 'sec-fetch-site', 'idempotency-key'];

/**
 * The SPEC's hosts on this server's origin (config.json names them by their prefixes, as the
 * render workers do): each call forwarded to the host's upstream (API_URL, API_HOST_*), GETs
 * through the shared HTTP cache, anything else straight through with the browser's body,
 * cookies set by the API passed back. The browser and the render workers speak to one origin, so
 * the access session cookie, the CSP's `connect-src 'self'` and the absence of CORS never depend
 * on where the commerce API lives. The paths the SPEC names at the store's root that the API
 * answers (/buy/express_checkout, the Apple Pay domain file) go to the API's root (API_URL).
 */
export function apiProxy(app: FastifyInstance, o: ApiProxyOptions): void {
  // Bodies are passed on as they came (the API reads them), whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: o.bodyLimit ?? 64 * 1024 },
    (_r, body, done) => done(null, body),
  );
  for (const host of HOST_NAMES) {
    const prefix = HOST_PREFIXES[host];
    const handler = forward(o, (url) => `${o.upstreams.hosts[host]}${url.slice(prefix.length)}`);
    app.all(prefix, handler);
    app.all(`${prefix}/*`, handler);
  }
  if (o.upstreams.root) {
    const root = o.upstreams.root;
    // Not reads to keep: the express entry creates a checkout for each request (a redirect).
    const handler = forward(o, (url) => `${root}${url}`, { cached: false });
    app.get('/buy/*', handler);
    app.get('/.well-known/apple-developer-merchantid-domain-association', handler);
  }
}

function forward(
  o: ApiProxyOptions,
  upstreamUrl: (url: string) => string,
  { cached = true }: { cached?: boolean } = {},
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const url = upstreamUrl(req.url);
    try {
      if (cached && (req.method === 'GET' || req.method === 'HEAD')) {
        const store = storeIn(url) ?? (await o.storeOf(req));
        // The browser's Accept goes on: the SPEC's order tracking page is HTML to a browser
        // (mf-support sends the shopper there) and JSON to a script. So does x-api-key, the
        // availability host's key (config.json's); its answers carry no lifetime, so none is
        // kept for a request with another key.
        const ctx = shopperContext(req, store, READ_HEADERS);
        const { answer, source } = await o.client.get(url, ctx);
        const etag = answer.headers.etag;
        void reply.header('x-cache', source);
        if (answer.status === 200 && etag && etagMatches(req.headers['if-none-match'], etag))
          return sendAnswer(reply, { ...answer, status: 304, body: Buffer.alloc(0) });
        return sendAnswer(reply, answer);
      }
      const ctx = shopperContext(req, null, WRITE_HEADERS);
      const sent = await o.client.send({
        method: req.method,
        url,
        headers: { accept: 'application/json', 'accept-encoding': 'identity', ...ctx.headers },
        ...(Buffer.isBuffer(req.body) ? { body: req.body } : {}),
      });
      return sendAnswer(reply, sent);
    } catch (e) {
      if (!(e instanceof UpstreamUnavailable)) throw e;
      // The API's own 5xx (its database unavailable, say) goes on as it said it.
      if (e.answer) return sendAnswer(reply, e.answer);
      req.log.warn({ err: e }, 'commerce API unavailable');
      return reply
        .code(e.reason === 'timeout' ? 504 : 502)
        .header('cache-control', 'no-store')
        .header('retry-after', '1')
        .send({
          errors: [
            {
              status: e.reason === 'timeout' ? 504 : 502,
              code: 'upstream_unavailable',
              detail: 'The store could not be reached. Please try again in a moment.',
            },
          ],
        });
    }
  };
}

function sendAnswer(
  reply: FastifyReply,
  a: Pick<UpstreamAnswer, 'status' | 'headers' | 'body'> & { setCookies?: string[] },
) {
  for (const [name, value] of Object.entries(a.headers))
    if (!NOT_PASSED_ON.has(name)) void reply.header(name, value);
  if (a.setCookies?.length) void reply.header('set-cookie', a.setCookies);
  return reply.code(a.status).send(a.status === 304 || a.status === 204 ? undefined : a.body);
}
