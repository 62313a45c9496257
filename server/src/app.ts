import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import zlib from 'node:zlib';
import {
  clientErrorHandler,
  installErrorHandling,
  sendNotFoundRoute,
  toErrorResponse,
} from '@store/shared/node/errors';
import { acceptFormPosts } from '@store/shared/node/formBody';
import { installProbes, type Readiness } from '@store/shared/node/probes';
import {
  installRequestLog,
  serverOptions,
  type LogOptions,
  type TrustProxy,
} from '@store/shared/node/serverOptions';
import { STRICT_HEADERS } from '@store/shared/node/strictHeaders';
import { ageGateFormRoutes } from './actions/ageGateForm';
import { cartFormRoutes } from './actions/cartForms';
import { checkoutFormRoutes } from './actions/checkoutForm';
import { newsletterFormRoutes } from './actions/newsletterForm';
import { preferencesFormRoutes } from './actions/preferencesForm';
import { shopperApi, shopperListing, shopperPageAhead } from './actions/shopperApi';
import { changeEventRoutes, keepRegistered } from './commerce/changes';
import { CommerceClient, NO_STORE_TAG } from './commerce/client';
import { HttpCache } from './commerce/httpCache';
import { StoreReads } from './commerce/storeReads';
import { StoreVersions } from './commerce/storeVersions';
import { upstreamFetcher, upstreamUnavailableAnswer } from './commerce/upstreamFetch';
import { resolveUpstreams, type HostName } from './commerce/upstreams';
import { crawlRoutes } from './crawl';
import { entryVersions } from './entryVersions';
import type { HostOptions } from './hostOptions';
import { beaconRoutes } from './ops/beacon';
import { createMetrics, installMetrics, type StoreMetrics } from './ops/metrics';
import { serverChecks } from './ops/probes';
import type { RateLimits } from './ops/rateLimits';
import { security } from './ops/security';
import { createPageRenderer } from './pageWriter';
import { spaFallback } from './pageRoute';
import { apiProxy } from './proxy/apiProxy';
import { loopbackOrigin } from './render/loopbackOrigin';
import { createServerRenderer, type ServerRenderer } from './render/serverRender';
import { pageWarmer } from './render/warmPages';
import { requestStoreSlug } from './requestStore';
import { hostPlugin } from './staticFiles';

/** What the store server is set up with (main.ts reads it from the environment). */
export interface StoreServerOptions {
  /** Folder holding shell/dist and each remote's dist (mf-catalog/dist, ...). */
  frontendRoot: string;
  /** JSON file served as /remotes.json (re-read when it changes). */
  remotesFile?: string;
  /** API_URL: one base for every host (the reference API's prefixes under it). */
  apiUrl?: string;
  /** API_HOST_*: a host's own base, which wins over API_URL's. */
  apiHosts?: Partial<Record<HostName, string | undefined>>;
  /**
   * STOREFRONT_SECRET, shared with the API: change events are taken only when signed with it,
   * and this server's own reads carry it (the API never rate-limits them).
   */
  secret?: string | null;
  /** SERVER_URL: this server as the API reaches it, for change events (default: its loopback address). */
  serverUrl?: string | null;
  /** DEFAULT_STORE: the store of a host name that names none (default `demo`). */
  defaultStore?: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** AVAILABILITY_API_KEY: the key config.json hands the browser for the availability host. */
  availabilityApiKey?: string;
  /** STORE_NOT_FOUND_URL: a public http(s) URL, checked at start-up. */
  storeNotFoundUrl?: string | null;
  /** VITALS_SAMPLE_RATE: the share of page views that report field vitals, 0 to 1 (default 1). */
  vitalsSampleRate?: number;
  /** URLs per sitemap file (default 50,000; tests lower it to see the sitemap index). */
  sitemapMaxUrls?: number;
  /**
   * Server-rendered first paint (SSR=off: false): the budget a render may take before the page is
   * left to the browser (SSR_BUDGET_MS, default 200), and its worker threads (SSR_THREADS, 2).
   */
  serverRender?: false | { budgetMs?: number; threads?: number; workerFile?: string };
  /** UPSTREAM_CACHE_MB: bytes of the API's answers the shared cache keeps (default 64 MB). */
  cacheMb?: number;
  /** Per-attempt limits of the API's answers (ms). */
  upstream?: { readTimeoutMs?: number; writeTimeoutMs?: number };
  /** PUBLIC_URL: this store's public origin (canonical URLs; https turns on HSTS). */
  publicUrl?: string | null;
  hsts?: boolean;
  logger?: boolean | LogOptions;
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token; unset, it is a 404. */
  metricsToken?: string;
  rateLimits?: RateLimits;
  bodyLimit?: number;
}

export interface StoreServer extends FastifyInstance {
  /** Turned by the shutdown: /readyz answers 503 from then on. */
  readiness: Readiness;
}

/**
 * The store server: every page of the store (head, boot data and a server render from the
 * remotes' server builds), its forms, the bundles' files, robots and sitemaps, and the SPEC's
 * hosts forwarded to the commerce API on this origin. All it knows of a store comes from that
 * API over HTTP (src/commerce): it opens no database and needs no code of the API's.
 */
export async function buildStoreServer(opts: StoreServerOptions): Promise<StoreServer> {
  const upstreams = resolveUpstreams({ apiUrl: opts.apiUrl, hosts: opts.apiHosts ?? {} });
  const metrics = createMetrics();
  const secret = opts.secret ?? null;
  const cache = new HttpCache({
    maxBytes: (opts.cacheMb ?? 64) * 1024 * 1024,
    maxEntryBytes: 4 * 1024 * 1024,
  });
  // A store whose version moved: its answers read at another version are dropped.
  const versions = new StoreVersions((store, version) => {
    cache.purge(`store:${store}`, version);
    cache.purge(NO_STORE_TAG, version);
  });
  let apiAnswered = false;
  const fetcher = upstreamFetcher({
    ...opts.upstream,
    onAttempt: (_origin, outcome, ms) => {
      if (outcome === 'ok') apiAnswered = true;
      metrics.upstreamAttempt(outcome, ms / 1000);
    },
  });
  const client = new CommerceClient({
    upstreams,
    fetcher,
    cache,
    versions,
    secret,
    onRead: (source) => metrics.upstreamRead(source),
  });

  const app = Fastify({
    ...serverOptions(opts),
    return503OnClosing: false,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      void reply.code(status).headers(STRICT_HEADERS).send(body);
    },
    clientErrorHandler,
  });
  const readiness: Readiness = { shuttingDown: false };
  app.decorate('readiness', readiness);
  const host: HostOptions = {
    commerce: { client, reads: new StoreReads(client), versions },
    frontendRoot: opts.frontendRoot,
    entryVersions: entryVersions(opts.frontendRoot),
    ...(opts.remotesFile ? { remotesFile: opts.remotesFile } : {}),
    defaultStore: opts.defaultStore ?? 'demo',
    stripePublishableKey: opts.stripePublishableKey ?? null,
    paypalClientId: opts.paypalClientId ?? null,
    availabilityApiKey: opts.availabilityApiKey || 'sandbox',
    storeNotFoundUrl: opts.storeNotFoundUrl ?? null,
    ...(opts.vitalsSampleRate !== undefined ? { vitalsSampleRate: opts.vitalsSampleRate } : {}),
  };
  const loopback = () => loopbackOrigin(app.server.address());
  const originOf = (req: { protocol: string; host: string }) =>
    opts.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;

  installRequestLog(app);
  const serverRender =
    opts.serverRender === false ? null : startRendering(app, host, opts, metrics);
  const ready = installProbes(app, {
    readiness,
    checks: serverChecks({
      frontendRoot: opts.frontendRoot,
      ...(opts.remotesFile ? { remotesFile: opts.remotesFile } : {}),
      ...(serverRender ? { pages: serverRender.warmState } : {}),
      // Until the API first answers, each probe has one read made of it (the default store's
      // facts, joined and cached): with no server render to warm, or a warm-up that found the
      // API down, nothing else would ask before traffic, which waits for readiness.
      apiAnswered: () => {
        if (!apiAnswered) void host.commerce.reads.facts(host.defaultStore).catch(() => null);
        return apiAnswered;
      },
    }),
    onReadiness: (ok) => metrics.readiness(ok),
  });
  installMetrics(app, metrics, {
    ready,
    cacheUsage: () => cache.usage(),
    ...(opts.metricsToken ? { token: opts.metricsToken } : {}),
  });
  installErrorHandling(app, upstreamUnavailableAnswer);
  await app.register(security, {
    ...(opts.remotesFile ? { remotesFile: opts.remotesFile } : {}),
    stripePublishableKey: opts.stripePublishableKey ?? null,
    paypalClientId: opts.paypalClientId ?? null,
    publicUrl: opts.publicUrl ?? null,
    ...(opts.hsts !== undefined ? { hsts: opts.hsts } : {}),
  });
  // JSON and the HTML page compressed per request (brotli at a quality cheap enough for every
  // answer); the bundles' files are precompressed at build time and sent as they are.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });

  const renderPage = createPageRenderer(host, {
    originOf,
    ...(serverRender ? { serverRender: serverRender.renderer } : {}),
    cartListing: shopperListing(shopperApi(client)),
  });
  const pages = spaFallback(opts.frontendRoot, renderPage);
  app.setNotFoundHandler((req, reply) => {
    if (!pages(req, reply)) sendNotFoundRoute(req, reply);
  });
  await app.register(hostPlugin, host);
  await app.register(async (s) =>
    apiProxy(s, { client, upstreams, storeOf: (req) => requestStoreSlug(host, req) }),
  );
  await formRoutes(app, host, opts.rateLimits ?? {}, client, loopback);
  await app.register(async (s) =>
    crawlRoutes(s, {
      host,
      originOf,
      ...(opts.sitemapMaxUrls ? { maxUrls: opts.sitemapMaxUrls } : {}),
    }),
  );
  await app.register(async (s) => beaconRoutes(s, { metrics, limits: opts.rateLimits ?? {} }));
  if (secret) {
    changeEventRoutes(app, {
      secret,
      cache,
      versions,
      rateLimits: opts.rateLimits ?? {},
      onEvent: (outcome) => metrics.changeEvent(outcome),
    });
    const registration = keepRegistered({
      backend: upstreams.hosts.backend,
      // Unset, the API is taken to be on this machine (as `npm start` runs them).
      ownUrl: () => opts.serverUrl ?? loopback(),
      secret,
      log: app.log,
    });
    app.addHook('onListen', async () => {
      void registration.start();
    });
    app.addHook('onClose', async () => registration.stop());
  }
  app.addHook('onClose', async () => fetcher.close());
  return app as unknown as StoreServer;
}

/**
 * The render threads, closed with the app, and the warm-up that keeps the server unready until
 * each store's first pages rendered (so the first shoppers get rendered pages).
 */
function startRendering(
  app: FastifyInstance,
  host: HostOptions,
  opts: StoreServerOptions,
  metrics: StoreMetrics,
): { renderer: ServerRenderer; warmState: () => string } {
  const settings = opts.serverRender || {};
  const renderer = createServerRenderer({
    frontendRoot: host.frontendRoot,
    internalOrigin: () => loopbackOrigin(app.server.address()),
    budgetMs: settings.budgetMs ?? 200,
    ...(settings.threads ? { threads: settings.threads } : {}),
    ...(settings.workerFile ? { workerFile: settings.workerFile } : {}),
    onWorkerRestart: () => metrics.renderWorkerRestart(),
  });
  app.addHook('onClose', () => renderer.close());
  const warmer = pageWarmer({
    app,
    reads: host.commerce.reads,
    defaultStore: host.defaultStore,
    origin: () => loopbackOrigin(app.server.address()),
    canRender: renderer.canRender,
  });
  app.addHook('onListen', async () => {
    void warmer.run();
  });
  return { renderer, warmState: warmer.state };
}

/** The forms a server-rendered page posts without script. */
async function formRoutes(
  app: FastifyInstance,
  host: HostOptions,
  rateLimits: RateLimits,
  client: CommerceClient,
  loopback: () => string | null,
): Promise<void> {
  const api = shopperApi(client);
  await app.register(async (s) =>
    cartFormRoutes(s, { host, rateLimits, api, pageAhead: shopperPageAhead(loopback) }),
  );
  // The footer's forms (newsletter, Preferences), the age gate's, and the checkout's (answered,
  // not saved: it needs script).
  await app.register(async (s) => {
    acceptFormPosts(s, 8 * 1024);
    newsletterFormRoutes(s, { host, rateLimits, api });
    preferencesFormRoutes(s, { host });
    ageGateFormRoutes(s, { host });
    checkoutFormRoutes(s);
  });
}
