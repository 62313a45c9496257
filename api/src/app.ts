import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { catalogRoutes } from './catalog/routes';
import { mediaRoutes } from './catalog/media';
import { checkoutRoutes } from './checkout/routes';
import { openDatabase, type DatabaseOptions, type Db } from './db';
import { migrate, withSchemaLock } from './db/migrate';
import { productCacheFor } from './catalog/productCache';
import { PageCache, type PageCacheLimits } from './catalog/pageCache';
import type { AppContext } from './lib/context';
import { installAccessCheck } from './lib/access';
import { installAccessCodeLimit, type AccessCodeLimit } from './lib/accessCodeLimit';
import { requireStoreDeclarations } from './lib/storeScope';
import { accessSessionRoutes } from './access/routes';
import { security } from './lib/security';
import { compressAnswers } from '@store/shared/node/compression';
import { STRICT_HEADERS } from '@store/shared/node/strictHeaders';
import {
  clientErrorHandler,
  installErrorHandling,
  sendNotFoundRoute,
  toErrorResponse,
} from '@store/shared/node/errors';
import { databaseUnavailableAnswer } from './db/unavailable';
import { availabilityRoutes, commerceRoutes, preorderRoutes, trackingRoutes } from './misc/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { createGateways, type PaymentProvidersConfig } from './payments/gateways';
import { walletOrderRoutes } from './payments/walletOrder';
import { trackOrderRoutes } from './orders/track';
import { expressCheckoutRoutes } from './express/routes';
import { appleDomainRoutes } from './misc/appleDomain';
import { cartRoutes } from './misc/carts';
import { newsletterRoutes } from './misc/newsletter';
import { seedIfEmpty } from './seed';
import { changeNotifier, type ChangeNotifier } from './changes/changeEvents';
import { installHttpCaching } from './lib/httpCaching';
import { installOpenApi } from './lib/openApi';
import { storefrontRoutes } from './storefront/routes';
import { applyCurrencyRates, type CurrencyCode } from './lib/currency';
import { checkoutLinkRoutes } from './checkout/linkRoutes';
import { themeRoutes } from './theme/routes';
import { createMetrics, installMetrics } from './ops/metrics';
import { installProbes, type Readiness } from '@store/shared/node/probes';
import { databaseChecks } from './ops/probes';
import { installStoreServerKey } from './ops/storeServerKey';
import { refuseNulCharacters } from './lib/nulCharacters';
import type { RateLimits } from './ops/rateLimits';
import {
  installRequestLog,
  serverOptions,
  type LogOptions,
  type TrustProxy,
} from '@store/shared/node/serverOptions';

export interface BuildAppOptions {
  /** SQLite file; also where file caches (product JSON) live beside it. */
  dbPath: string;
  /** DATABASE_URL: postgres://… runs on PostgreSQL instead of the SQLite file. */
  databaseUrl?: string;
  /** PostgreSQL schema for this app (tests give each server its own). */
  dbSchema?: string;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout (default 5000). */
  statementTimeoutMs?: number;
  /** PostgreSQL pool per process: PG_POOL_SIZE, PG_POOL_WAIT_MS, PG_CONNECTION_LIFETIME_SECONDS. */
  pool?: DatabaseOptions['pool'];
  /** PAGE_CACHE_ENTRIES: serialised product pages kept per process (default 256; 0 turns it off). */
  pageCache?: PageCacheLimits;
  defaultStore?: string;
  /** Server secret for preview tokens and access sessions; without it, a random one per process. */
  previewSecret?: string;
  /** Store origins allowed to call this API from the browser (CORS_ORIGINS); none: same-origin only. */
  corsOrigins?: string[];
  /** Server-side provider keys; without them payments run on the built-in sandbox. */
  payments?: PaymentProvidersConfig;
  /** Key the availability API wants in `x-api-key`; config.json hands it out (default 'sandbox'). */
  availabilityApiKey?: string;
  /** Apply migrations and seed an empty database (default true). */
  prepareDb?: boolean;
  /** Request logs (LOG_LEVEL); tests pass a stream to read them. */
  logger?: boolean | LogOptions;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For / -Proto are believed (ops/serverOptions.ts). */
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token; unset, /metrics is a 404. */
  metricsToken?: string;
  /** RATE_LIMIT_*: per-client limits of the routes a bot can hammer (ops/rateLimits.ts). */
  rateLimits?: RateLimits;
  /** Strict-Transport-Security on/off (HSTS env); unset: on when payments.publicUrl is https. */
  hsts?: boolean;
  /**
   * STOREFRONT_SECRET: the key this API and its store servers share. It signs the change events
   * posted to them (changes/) and proves their own reads (ops/storeServerKey.ts); unset, no
   * store server can register for events.
   */
  storefrontSecret?: string | null;
  /** Clock (tests pin it). */
  now?: () => Date;
  bodyLimit?: number;
  /** ACCESS_CODE_MAX_FAILURES / ACCESS_CODE_WINDOW_SECONDS: wrong access codes a client may send a store (default 10 a minute). */
  accessCodeLimit?: AccessCodeLimit;
  /** CURRENCY_RATES: rates written over the seeded table at start-up (lib/currency.ts). */
  currencyRates?: Partial<Record<CurrencyCode, number>>;
}

export interface StoreApp extends FastifyInstance {
  db: Db;
  /** Tells the registered store servers of a change (the owner's tools, tests that write rows). */
  changes: ChangeNotifier;
  /** Turned by the shutdown (ops/shutdown.ts): /readyz answers 503 from then on. */
  readiness: Readiness;
}

export async function buildApp(opts: BuildAppOptions): Promise<StoreApp> {
  const { db, pages } = await openCatalog(opts);

  const app = Fastify({
    ...serverOptions(opts), // ops/: logger, request ids, trusted proxies
    // A request on an open connection while draining is served (with Connection: close), not
    // refused with fastify's own 503; /readyz tells the load balancer to stop sending.
    return503OnClosing: false,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    // No type coercion: query values are strings checked by pattern, bodies must have the right types.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Bad URL encoding / overlong path params go through the error handler too (`errors` body, not fastify's own).
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error, databaseUnavailableAnswer);
      void reply.code(status).headers(STRICT_HEADERS).send(body);
    },
    // Oversized headers / timeouts / unparsable HTTP are answered on the raw socket, also as `errors`.
    clientErrorHandler,
  });
  const metrics = createMetrics();
  const ctx: AppContext = {
    db,
    previewSecret: opts.previewSecret || crypto.randomBytes(32).toString('base64url'),
    defaultStore: opts.defaultStore ?? 'demo',
    availabilityApiKey: opts.availabilityApiKey || 'sandbox',
    now: opts.now ?? (() => new Date()),
    payments: createGateways(opts.payments),
    accessCodes: await installAccessCodeLimit(app, opts.accessCodeLimit),
    metrics,
    rateLimits: opts.rateLimits ?? {},
    changes: changeNotifier({
      db,
      secret: opts.storefrontSecret ?? null,
      catalogVersion: () => pages.sharedVersion(),
      ...(opts.now ? { now: opts.now } : {}),
      onDelivery: (outcome, url, error) => {
        metrics.changeEvent(outcome);
        if (outcome === 'failed') app.log.warn({ err: error, url }, 'change event not delivered');
      },
    }),
  };
  app.decorate('db', db);
  app.decorate('changes', ctx.changes);
  const readiness: Readiness = { shuttingDown: false };
  app.decorate('readiness', readiness);
  // ops/: what an operator runs the store with — request log, probes, metrics, the error beacon.
  installRequestLog(app);
  const ready = installProbes(app, {
    readiness,
    checks: databaseChecks(db),
    onReadiness: (ok) => metrics.readiness(ok),
  });
  installMetrics(app, ctx.metrics, {
    db,
    ready,
    ...(opts.metricsToken ? { token: opts.metricsToken } : {}),
  });
  app.addHook('onClose', async () => {
    await pages.catalog.close();
    await db.close();
  });
  installErrorHandling(app, databaseUnavailableAnswer);
  installStoreServerKey(app, opts.storefrontSecret ?? null);
  refuseNulCharacters(app);
  await app.register(security, opts); // headers (one strict CSP) + cross-site request check
  if (opts.corsOrigins?.length) {
    // For stores whose config.json points a host at this server from another origin (API_HOST_*).
    await app.register(fastifyCors, {
      origin: opts.corsOrigins,
      methods: ['GET', 'POST', 'PUT'],
      maxAge: 600,
    });
  }
  await compressAnswers(app);
  await app.register(fastifyCookie);
  requireStoreDeclarations(app);
  installAccessCheck(app, ctx);
  installHttpCaching(app, () => pages.sharedVersion());
  // Before the routes: it reads their schemas as they are added (GET /api/openapi.json).
  await installOpenApi(app);

  await registerApiRoutes(app, ctx, opts.dbPath, opts.storefrontSecret ?? null);

  app.setNotFoundHandler(sendNotFoundRoute);
  // decorate() adds `db` and `changes` at runtime; fastify's types cannot express it without
  // module augmentation.
  return app as unknown as StoreApp;
}

/**
 * The database, migrated and seeded (unless `prepareDb` is false), with the operator's currency
 * rates, and the catalog's caches listening for its version before any request (on PostgreSQL the
 * version then comes by notification, not a query).
 */
async function openCatalog(opts: BuildAppOptions) {
  const db = await openDatabase({
    dbPath: opts.dbPath,
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    ...(opts.dbSchema ? { schema: opts.dbSchema } : {}),
    ...(opts.statementTimeoutMs ? { statementTimeoutMs: opts.statementTimeoutMs } : {}),
    ...(opts.pool ? { pool: opts.pool } : {}),
  });
  if (opts.prepareDb !== false) {
    await withSchemaLock(db, async (t) => {
      await migrate(t);
      await seedIfEmpty(t);
    });
  }
  await applyCurrencyRates(db, opts.currencyRates ?? {});
  const pages = productCacheFor(db, opts.dbPath);
  if (opts.pageCache) pages.pages = new PageCache(opts.pageCache);
  await pages.catalog.start();

  return { db, pages };
}

/** The API's routes, each area under its prefix (SPEC section 7). */
async function registerApiRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  dbPath: string,
  storefrontSecret: string | null,
): Promise<void> {
  const catalogVersion = () => productCacheFor(ctx.db, dbPath).sharedVersion();
  await app.register(
    async (s) => {
      accessSessionRoutes(s, ctx);
      storefrontRoutes(s, ctx, { catalogVersion, secret: storefrontSecret });
      await catalogRoutes(s, ctx, { dbPath });
      mediaRoutes(s);
      orderRoutes(s, ctx);
      cartRoutes(s, ctx);
      preorderRoutes(s, ctx);
      newsletterRoutes(s, ctx);
    },
    { prefix: '/api/backend' },
  );
  await app.register(async (s) => checkoutRoutes(s, ctx), { prefix: '/api/checkout' });
  await app.register(async (s) => paymentRoutes(s, ctx), { prefix: '/api/payments' });
  await app.register(async (s) => themeRoutes(s, ctx), { prefix: '/api/theme' });
  await app.register(async (s) => availabilityRoutes(s, ctx), { prefix: '/api/availability' });
  await app.register(async (s) => trackingRoutes(s), { prefix: '/api/tracking' });
  await app.register(async (s) => commerceRoutes(s, ctx), { prefix: '/api/commerce' });
  await app.register(async (s) => walletOrderRoutes(s, ctx), { prefix: '/api/checkout' });
  await app.register(async (s) => trackOrderRoutes(s, ctx), { prefix: '/api/checkout' });
  await app.register(async (s) => checkoutLinkRoutes(s, ctx), { prefix: '/api/checkout' });
  await app.register(async (s) => expressCheckoutRoutes(s, ctx));
  await app.register(async (s) => appleDomainRoutes(s));
}
