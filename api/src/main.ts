import path from 'node:path';
import { buildApp } from './app';
import { HOST_ENV, parseStoreNotFoundUrl, parseVitalsSampleRate } from './host/runtimeConfig';
import { envNumber } from './lib/envNumber';
import { resolveServerSecret } from './lib/serverSecret';
import { parseHstsEnv } from './lib/security';
import { parseCurrencyRates } from './lib/currency';
import { parseAccessCodeLimit } from './lib/accessCodeLimit';
import { parseServerRender } from './host/render/serverRenderEnv';
import { gracefulShutdown } from './ops/shutdown';
import { parseMetricsToken } from './ops/metrics';
import { parseRateLimits } from './ops/rateLimits';
import { parseTrustProxy } from './ops/serverOptions';

/** TRUST_PROXY as a buildApp option; unset trusts nobody. */
const trustProxyOption = (raw: string | undefined) => {
  const trustProxy = parseTrustProxy(raw);
  return trustProxy === undefined ? {} : { trustProxy };
};

/** `{ [key]: value }` when the value is set, else nothing (buildApp's options are optional). */
const optional = <K extends string>(key: K, value: number | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;

/** Repo root = two levels above dist/ (or src/). */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const env = process.env;
  const port = envNumber(env, 'PORT', { min: 0 }) ?? 4000;
  const pageCacheEntries = envNumber(env, 'PAGE_CACHE_ENTRIES', { min: 0 });
  const host = env.HOST ?? '127.0.0.1';
  const dbPath = env.DB_PATH ?? path.join(REPO_ROOT, '.data', 'store.db');
  const previewSecret = resolveServerSecret(env, dbPath);
  // A front end on the sandbox talking to a server on Stripe (or the reverse) cannot take payments.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY))
    console.warn(
      'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together: card payments need both.',
    );
  if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_CLIENT_SECRET)
    console.warn('PAYPAL_CLIENT_ID without PAYPAL_CLIENT_SECRET: PayPal stays on the sandbox.');
  const app = await buildApp({
    dbPath,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...optional('statementTimeoutMs', envNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS')),
    pool: {
      ...optional('max', envNumber(env, 'PG_POOL_SIZE')),
      ...optional('waitMs', envNumber(env, 'PG_POOL_WAIT_MS')),
      ...optional('lifetimeSeconds', envNumber(env, 'PG_CONNECTION_LIFETIME_SECONDS')),
    },
    ...(pageCacheEntries === undefined ? {} : { pageCache: { maxEntries: pageCacheEntries } }),
    frontendRoot: env.FRONTEND_ROOT || undefined,
    remotesFile: env.REMOTES_FILE || undefined,
    defaultStore: env.DEFAULT_STORE || 'demo',
    previewSecret,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    // The browser loads PayPal's buttons only when the server can capture what they approve.
    paypalClientId: (env.PAYPAL_CLIENT_SECRET && env.PAYPAL_CLIENT_ID) || null,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    apiHosts: Object.fromEntries(Object.entries(HOST_ENV).map(([host, name]) => [host, env[name]])),
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || null,
      stripeApiBase: env.STRIPE_API_BASE || null,
      paypalClientId: env.PAYPAL_CLIENT_ID || null,
      paypalClientSecret: env.PAYPAL_CLIENT_SECRET || null,
      paypalApiBase: env.PAYPAL_API_BASE || null,
      publicUrl: env.PUBLIC_URL || null,
    },
    availabilityApiKey: env.AVAILABILITY_API_KEY || undefined,
    storeNotFoundUrl: parseStoreNotFoundUrl(env.STORE_NOT_FOUND_URL),
    ...optional('vitalsSampleRate', parseVitalsSampleRate(env.VITALS_SAMPLE_RATE)),
    hsts: parseHstsEnv(env.HSTS),
    currencyRates: parseCurrencyRates(env.CURRENCY_RATES),
    serverRender: parseServerRender(env),
    accessCodeLimit: parseAccessCodeLimit(env),
    // One JSON line per request (ops/serverOptions.ts); LOG_LEVEL=silent turns it off.
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL || 'info' },
    ...trustProxyOption(env.TRUST_PROXY),
    ...(parseMetricsToken(env) ? { metricsToken: parseMetricsToken(env) } : {}),
    rateLimits: parseRateLimits(env),
  });
  // SIGTERM/SIGINT: drain and stop (ops/shutdown.ts), exit 0; a second signal stops at once.
  // SHUTDOWN_GRACE_MS: how long requests in flight may take to finish (default 10 s).
  const graceMs = envNumber(env, 'SHUTDOWN_GRACE_MS', { min: 0 }) ?? 10_000;
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) {
        console.error(`${sig} again: exiting without waiting for requests in flight.`);
        process.exit(1);
      }
      stopping = true;
      console.log(`${sig}: finishing requests in flight (up to ${graceMs} ms), then exiting.`);
      gracefulShutdown(app, app.readiness, graceMs).then(
        () => process.exit(0),
        (e: unknown) => {
          console.error('Shutdown failed:', e);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(
    `Store API listening on http://${shown}:${port} (db: ${env.DATABASE_URL ? 'PostgreSQL' : dbPath})`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
