import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  clientErrorHandler,
  installErrorHandling,
  sendNotFoundRoute,
  toErrorResponse,
} from '@store/shared/node/errors';
import { installProbes, type Readiness } from '@store/shared/node/probes';
import { installRequestLog, serverOptions } from '@store/shared/node/serverOptions';
import { compressAnswers } from '@store/shared/node/compression';
import { STRICT_HEADERS } from '@store/shared/node/strictHeaders';
import { formRoutes } from './actions/formRoutes';
import { shopperApi, shopperListing } from './actions/shopperApi';
import { installChangeEvents } from './commerce/changes';
import { createCommerce } from './commerce/commerce';
import { upstreamUnavailableAnswer } from './commerce/upstreamFetch';
import { resolveUpstreams } from './commerce/upstreams';
import { crawlRoutes } from './crawl';
import { entryVersions } from './entryVersions';
import type { HostOptions } from './hostOptions';
import { beaconRoutes } from './ops/beacon';
import { createMetrics, installMetrics } from './ops/metrics';
import { serverChecks } from './ops/probes';
import { security } from './ops/security';
import type { StoreServerOptions } from './options';
import { createPageRenderer } from './pageWriter';
import { spaFallback } from './pageRoute';
import { apiProxy } from './proxy/apiProxy';
import { listeningOrigin } from './render/loopbackOrigin';
import { startRendering } from './render/startRendering';
import { requestStoreSlug } from './requestStore';
import { hostPlugin } from './staticFiles';

export type { StoreServerOptions };

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
  const commerce = createCommerce({
    upstreams,
    secret,
    metrics,
    ...(opts.cacheMb ? { cacheMb: opts.cacheMb } : {}),
    ...(opts.upstream ? { upstream: opts.upstream } : {}),
  });
  const { client, cache, versions } = commerce;

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
  const host = hostOptionsOf(opts, commerce);
  const loopback = listeningOrigin(app.server);
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
        const answered = commerce.apiAnswered();
        if (!answered) void commerce.reads.facts(host.defaultStore).catch(() => null);
        return answered;
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
  await registerPlugins(app, opts);

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
  if (secret)
    installChangeEvents(app, {
      secret,
      cache,
      versions,
      rateLimits: opts.rateLimits ?? {},
      onEvent: (outcome) => metrics.changeEvent(outcome),
      backend: upstreams.hosts.backend,
      ownUrl: () => opts.serverUrl ?? loopback(),
    });
  app.addHook('onClose', async () => commerce.fetcher.close());
  return app as unknown as StoreServer;
}

/** What every part of the store server reads of its settings and its commerce API. */
function hostOptionsOf(
  opts: StoreServerOptions,
  commerce: ReturnType<typeof createCommerce>,
): HostOptions {
  return {
    commerce: { client: commerce.client, reads: commerce.reads, versions: commerce.versions },
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
}

/** The security headers, compression, cookies and rate limits every route runs under. */
async function registerPlugins(app: FastifyInstance, opts: StoreServerOptions): Promise<void> {
  await app.register(security, {
    ...(opts.remotesFile ? { remotesFile: opts.remotesFile } : {}),
    stripePublishableKey: opts.stripePublishableKey ?? null,
    paypalClientId: opts.paypalClientId ?? null,
    publicUrl: opts.publicUrl ?? null,
    ...(opts.hsts !== undefined ? { hsts: opts.hsts } : {}),
  });
  await compressAnswers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
}
