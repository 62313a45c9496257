import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { findStore, type StoreRow } from '../catalog/stores';
import type { Db } from '../db';
import { apiError, prepareErrorReply } from '../lib/errors';
import { API_PREFIXES, type HostConfig, type RuntimeConfig } from './runtimeConfig';
import { LIVE_CHAT_SCRIPT_PATH, LIVE_CHAT_WIDGET_JS } from './liveChatWidget';
import { storeFlagsOf } from './storeFlags';
import { fileSnapshot, jsonSnapshot } from './fileSnapshot';
import type { RenderedPage } from './bootHtml';
import escapeHtml from 'escape-html';
import type { RemoteName } from '@store/shared/src/routes/remotes';
import REMOTE_NAMES from '@store/shared/src/routes/remotes.json';

/** The remotes this server serves and renders: shared's one list (JSON, so the build reads it). */
export const REMOTES = REMOTE_NAMES as readonly RemoteName[];

export interface HostOptions {
  db: Db;
  frontendRoot: string;
  remotesFile?: string;
  defaultStore: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** Same key the availability API checks: public, the browser sends it (like a publishable key). */
  availabilityApiKey: string;
  /** Base URL per API host (default: this server's prefixes). */
  hosts?: HostConfig;
  /** SPEC §2: where the front end sends shoppers of a store reported as not found. */
  storeNotFoundUrl?: string | null;
}

const NO_CACHE_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'main.js',
  'store-after-paint.js',
  'index.html',
  'mf-stats.json',
]);

/** A precompressed twin (`main.js.br`) is cached as the file it stands for. */
const uncompressedName = (file: string) => path.basename(file).replace(/\.(br|gz)$/, '');

/** Cache policy: entry points and manifests are revalidated; content-hashed assets are immutable. */
function cacheControlFor(file: string): string {
  const base = uncompressedName(file);
  if (NO_CACHE_FILES.has(base)) return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./i.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Source maps are never published, even when a build left some in dist (they map to our source). */
const isPublicFile = (pathName: string): boolean => {
  const p = pathName.split('?')[0] ?? '';
  // Source maps never; nor a directory or the page template (plain or precompressed): those are
  // the page, written per request (bootHtml.ts). Left to the static files, `/` asked without
  // Accept-Encoding (curl, some crawlers) met index.html.br and was refused with a 403.
  return !/\.map$/i.test(p) && !p.endsWith('/') && !/(^|\/)index\.html(\.(br|gz))?$/i.test(p);
};

export const defaultRemotes = (): Record<string, string> =>
  Object.fromEntries(REMOTES.map((r) => [r, `/remotes/${r}/mf-manifest.json`]));

/** A store's row by slug (the page writer passes one cached on the catalog version). */
export type StoreFinder = (slug: string) => Promise<StoreRow | undefined>;

/** The store of a request: the Host header's first label when it names a store, else the default. */
async function storeSlugForHost(
  find: StoreFinder,
  hostHeader: string | undefined,
  fallback: string,
): Promise<string> {
  const host = (hostHeader ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  const label = host.replace(/:\d+$/, '').split('.')[0];
  if (label && /^[a-z0-9][a-z0-9-]*$/.test(label) && (await find(label))) return label;
  return fallback;
}

/** The store a request is about, from X-Forwarded-Host or Host. */
export async function requestStoreSlug(
  opts: HostOptions,
  req: FastifyRequest,
  find: StoreFinder = (slug) => findStore(opts.db, slug),
): Promise<string> {
  const fwd = req.headers['x-forwarded-host'];
  const host = (Array.isArray(fwd) ? fwd[0] : fwd) ?? req.headers.host;
  return storeSlugForHost(find, host, opts.defaultStore);
}

/** config.json of a request's store (also written into the page: bootHtml.ts). */
export async function runtimeConfigFor(
  opts: HostOptions,
  req: FastifyRequest,
  find: StoreFinder = (slug) => findStore(opts.db, slug),
): Promise<RuntimeConfig> {
  const slug = await requestStoreSlug(opts, req, find);
  return {
    storeSlug: slug,
    siteKey: slug,
    hosts: opts.hosts ?? API_PREFIXES,
    payments: {
      // Any real provider makes the store live: the API then refuses sandbox payments.
      provider: opts.stripePublishableKey || opts.paypalClientId ? 'live' : 'sandbox',
      stripePublishableKey: opts.stripePublishableKey ?? null,
      paypalClientId: opts.paypalClientId ?? null,
    },
    flags: storeFlagsOf(await find(slug)),
    availabilityApiKey: opts.availabilityApiKey,
    productCacheBase: `${(opts.hosts ?? API_PREFIXES).backend}/cache/products`,
    storeNotFoundUrl: opts.storeNotFoundUrl ?? null,
    liveChatScriptUrl: LIVE_CHAT_SCRIPT_PATH,
  };
}

const remotesSnapshot = jsonSnapshot<Record<string, string>>();

/** remotes.json as served: the file when there is one, else the defaults; null when unreadable. */
export function readRemotes(opts: HostOptions): Record<string, string> | null {
  if (!opts.remotesFile) return defaultRemotes();
  const remotes = remotesSnapshot(opts.remotesFile);
  return remotes === undefined ? defaultRemotes() : remotes;
}

export async function hostPlugin(app: FastifyInstance, opts: HostOptions): Promise<void> {
  const shellDist = path.resolve(opts.frontendRoot, 'shell', 'dist');

  app.get('/config.json', async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-cache');
    return runtimeConfigFor(opts, req);
  });

  app.get(LIVE_CHAT_SCRIPT_PATH, async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(LIVE_CHAT_WIDGET_JS),
  );

  app.get('/remotes.json', async (_req, reply) => {
    void reply.header('cache-control', 'no-cache');
    const remotes = readRemotes(opts);
    if (!remotes) throw apiError(500, 'remotes_invalid', `${opts.remotesFile} is not valid JSON.`);
    return remotes;
  });

  const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
    res.setHeader('cache-control', cacheControlFor(file));
    // Caches must keep the brotli, gzip and plain answers apart.
    res.setHeader('vary', 'accept-encoding');
  };
  // preCompressed: the builds write `x.js.br` and `x.js.gz` beside each file (shared/build);
  // the smallest one the browser accepts is sent, the plain file when there is none.
  const common = {
    cacheControl: false,
    setHeaders,
    allowedPath: isPublicFile,
    preCompressed: true,
  } as const;

  // index: false — the page itself is written per request (bootHtml.ts), never sent as a file.
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, ...common });
  for (const remote of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.frontendRoot, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      ...common,
    });
  }
}

/**
 * SPA fallback: page routes (GET, accepting HTML or anything, not /api or /remotes) get the
 * shell's page, written for the request by `renderPage` (bootHtml.ts).
 */
export function spaFallback(
  frontendRoot: string,
  /** The page for a request, and its status (404 for an unknown listing or path: head/). */
  renderPage: (req: FastifyRequest, template: string) => Promise<RenderedPage>,
) {
  const index = path.resolve(frontendRoot, 'shell', 'dist', 'index.html');
  const templateSnapshot = fileSnapshot((text) => text);
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/remotes/')) return false;
    // Browsers ask for text/html; curl and crawlers send */*, which gets the page too unless the
    // path names a file (a missing asset must stay a 404, not turn into HTML).
    const accept = String(req.headers.accept ?? '*/*');
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (!accept.includes('text/html') && !(accept.includes('*/*') && !looksLikeFile)) return false;
    const template = templateSnapshot(index);
    if (typeof template !== 'string') {
      void reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          '<!doctype html><title>Not built</title><p>The shell is not built yet: run <code>npm run build</code>.</p>',
        );
      return true;
    }
    void renderPage(req, template).then(
      ({ html, status, headers, encoding, cacheControl }) => {
        // A stored compressed page goes as it is (the compression plugin leaves it).
        if (encoding) void reply.header('content-encoding', encoding);
        return (
          reply
            .code(status)
            .headers(headers ?? {})
            .type('text/html; charset=utf-8')
            .header('cache-control', cacheControl ?? 'no-cache')
            // The page carries the buyer localization (Accept-Language) and the saved language
            // (a cookie): a cache must keep one copy per combination, never hand one to another.
            .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
            .send(html)
        );
      },
      (e: unknown) => sendErrorPage(req, reply, e),
    );
    return true;
  };
}

/** A page that failed (the database unavailable, say) is told as a page, not as API JSON. */
function sendErrorPage(req: FastifyRequest, reply: FastifyReply, error: unknown): void {
  const body = prepareErrorReply(req, reply, error);
  const detail = escapeHtml(body.errors[0]?.detail ?? 'Something went wrong on our side.');
  void reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${detail}</title></head><body><main><h1>${detail}</h1><p><a href="">Try again</a></p></main></body></html>`,
    );
}
