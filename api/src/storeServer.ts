import type { FastifyInstance } from 'fastify';
import { shopperApiCall, shopperApiPost, shopperPageAhead } from './host/actions/apiCall';
import { shopperListing } from './host/actions/listingLookup';
import { ageGateFormRoutes } from './host/actions/ageGateForm';
import { cartFormRoutes } from './host/actions/cartForms';
import { checkoutFormRoutes } from './host/actions/checkoutForm';
import { newsletterFormRoutes } from './host/actions/newsletterForm';
import { preferencesFormRoutes } from './host/actions/preferencesForm';
import { createPageRenderer } from './host/pageWriter';
import { crawlRoutes } from './host/crawl';
import type { HostOptions } from './host/hostOptions';
import { spaFallback } from './host/pageRoute';
import { requestStoreSlug } from './host/requestStore';
import { entryVersions } from './host/entryVersions';
import { hostPlugin } from './host/staticFiles';
import { loopbackOrigin } from './host/render/loopbackOrigin';
import { createServerRenderer, type ServerRenderer } from './host/render/serverRender';
import { pageWarmer } from './host/render/warmPages';
import { resolveHosts, type HostConfig } from './host/runtimeConfig';
import type { AppContext } from './lib/context';
import { sendNotFoundRoute } from './lib/errors';
import { acceptFormPosts } from './lib/formBody';
import { publicOrigin } from './lib/publicOrigin';
import type { Readiness } from './ops/probes';

/** What the store server (the pages, the bundles' files, the forms) is set up with. */
export interface StoreServerOptions {
  /** Folder holding shell/dist and each remote dist (mf-catalog/dist, ...); enables the store-server hosting routes. */
  frontendRoot?: string;
  /** JSON file served as /remotes.json (re-read on every request). */
  remotesFile?: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** Per-host base URLs for config.json (API_HOST_* env); unset hosts are this server's prefixes. */
  apiHosts?: Partial<Record<keyof HostConfig, string | undefined>>;
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
}

/** What the store server reads of the app it runs in. */
export interface StoreServerRun {
  readiness: Readiness;
  /** The catalog version pages and renders are kept on. */
  catalogVersion: () => Promise<string>;
}

/**
 * The store server on this API (api/src/host): with a front end to serve, unknown paths are the
 * store's pages (written here, rendered in threads), beside the bundles' files, the forms a page
 * posts without script and the crawl files; without one, they are the API's JSON 404.
 */
export async function installStoreServer(
  app: FastifyInstance,
  ctx: AppContext,
  opts: StoreServerOptions,
  run: StoreServerRun,
): Promise<void> {
  const host: HostOptions | null = opts.frontendRoot
    ? {
        db: ctx.db,
        frontendRoot: opts.frontendRoot,
        entryVersions: entryVersions(opts.frontendRoot),
        remotesFile: opts.remotesFile,
        defaultStore: ctx.defaultStore,
        stripePublishableKey: opts.stripePublishableKey ?? null,
        paypalClientId: opts.paypalClientId ?? null,
        availabilityApiKey: ctx.availabilityApiKey,
        hosts: resolveHosts(opts.apiHosts ?? {}),
        storeNotFoundUrl: opts.storeNotFoundUrl ?? null,
        ...(opts.vitalsSampleRate !== undefined ? { vitalsSampleRate: opts.vitalsSampleRate } : {}),
      }
    : null;
  const serverRender =
    host && opts.serverRender !== false ? startRendering(app, ctx, host, opts, run) : null;
  const fallback = host
    ? spaFallback(
        host.frontendRoot,
        createPageRenderer(host, {
          originOf: (req) => publicOrigin(ctx, req),
          catalogVersion: run.catalogVersion,
          ...(serverRender ? { serverRender } : {}),
          cartListing: shopperListing(shopperApiCall(() => loopbackOrigin(app.server.address()))),
        }),
      )
    : null;
  app.setNotFoundHandler((req, reply) => {
    if (fallback && fallback(req, reply)) return;
    sendNotFoundRoute(req, reply);
  });
  if (!host) return;
  await app.register(hostPlugin, host);
  await formRoutes(app, ctx, host);
  await app.register(async (s) =>
    crawlRoutes(s, {
      db: ctx.db,
      storeOf: (req) => requestStoreSlug(host, req),
      originOf: (req) => publicOrigin(ctx, req),
      catalogVersion: run.catalogVersion,
      maxUrls: opts.sitemapMaxUrls,
    }),
  );
}

/** The render threads, closed with the app; not ready until each store's first pages rendered. */
function startRendering(
  app: FastifyInstance,
  ctx: AppContext,
  host: HostOptions,
  opts: StoreServerOptions,
  run: StoreServerRun,
): ServerRenderer {
  const settings = opts.serverRender || {};
  const serverRender = createServerRenderer({
    frontendRoot: host.frontendRoot,
    internalOrigin: () => loopbackOrigin(app.server.address()),
    budgetMs: settings.budgetMs ?? 200,
    ...(settings.threads ? { threads: settings.threads } : {}),
    ...(settings.workerFile ? { workerFile: settings.workerFile } : {}),
    onWorkerRestart: () => ctx.metrics.renderWorkerRestart(),
  });
  app.addHook('onClose', () => serverRender.close());
  // Not ready until the first pages render here, so the first shoppers get rendered pages.
  const warmer = pageWarmer({
    app,
    db: ctx.db,
    origin: () => loopbackOrigin(app.server.address()),
    canRender: serverRender.canRender,
  });
  run.readiness.pages = warmer.state;
  app.addHook('onListen', async () => {
    void warmer.run();
  });
  return serverRender;
}

/** The forms a server-rendered page posts without script. */
async function formRoutes(app: FastifyInstance, ctx: AppContext, host: HostOptions): Promise<void> {
  const loopback = () => loopbackOrigin(app.server.address());
  const callApi = shopperApiCall(loopback);
  const postApi = shopperApiPost(loopback);
  await app.register(async (s) =>
    cartFormRoutes(s, {
      host,
      rateLimits: ctx.rateLimits,
      callApi,
      postApi,
      pageAhead: shopperPageAhead(loopback),
    }),
  );
  // The footer's forms (newsletter, Preferences), the age gate's, and the checkout's (answered,
  // not saved: it needs script).
  await app.register(async (s) => {
    acceptFormPosts(s, 8 * 1024);
    newsletterFormRoutes(s, { host, rateLimits: ctx.rateLimits, postApi });
    preferencesFormRoutes(s, { host });
    ageGateFormRoutes(s, { host });
    checkoutFormRoutes(s);
  });
}
