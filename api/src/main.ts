import path from 'node:path';
import { buildApp } from './app';
import { envNumber } from '@store/shared/node/envNumber';
import { stopOnSignals } from '@store/shared/node/signals';
import { resolveServerSecret } from './lib/serverSecret';
import { parseSwitch } from '@store/shared/node/envSwitch';
import { parseCurrencyRates } from './lib/currency';
import { parseAccessCodeLimit } from './lib/accessCodeLimit';
import { parseMetricsToken } from './ops/metrics';
import { parseApiRateLimits } from './ops/rateLimits';
import { parseTrustProxy } from '@store/shared/node/serverOptions';

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

/**
 * The reference commerce API on its own (`npm run start:api`, or the API half of `npm start`):
 * the SPEC's calls under their hosts' prefixes, on SQLite or PostgreSQL. It writes no page: the
 * store server (server/) does, calling it over HTTP.
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = envNumber(env, 'PORT', { min: 0 }) ?? 4000;
  const pageCacheEntries = envNumber(env, 'PAGE_CACHE_ENTRIES', { min: 0 });
  const host = env.HOST ?? '127.0.0.1';
  const dbPath = env.DB_PATH ?? path.join(REPO_ROOT, '.data', 'store.db');
  const previewSecret = resolveServerSecret(env, dbPath);
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
    defaultStore: env.DEFAULT_STORE || 'demo',
    previewSecret,
    storefrontSecret: env.STOREFRONT_SECRET?.trim() || null,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || null,
      stripeApiBase: env.STRIPE_API_BASE || null,
      paypalClientId: env.PAYPAL_CLIENT_ID || null,
      paypalClientSecret: env.PAYPAL_CLIENT_SECRET || null,
      paypalApiBase: env.PAYPAL_API_BASE || null,
      publicUrl: env.PUBLIC_URL || null,
    },
    availabilityApiKey: env.AVAILABILITY_API_KEY || undefined,
    hsts: parseSwitch(env.HSTS),
    currencyRates: parseCurrencyRates(env.CURRENCY_RATES),
    accessCodeLimit: parseAccessCodeLimit(env),
    // One JSON line per request (shared/node/serverOptions.ts); LOG_LEVEL=silent turns it off.
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL || 'info' },
    ...trustProxyOption(env.TRUST_PROXY),
    ...(parseMetricsToken(env) ? { metricsToken: parseMetricsToken(env) } : {}),
    rateLimits: parseApiRateLimits(env),
  });
  stopOnSignals(app, app.readiness, envNumber(env, 'SHUTDOWN_GRACE_MS', { min: 0 }) ?? 10_000);
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
