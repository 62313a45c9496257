import path from 'node:path';
import { envNumber } from '@store/shared/node/envNumber';
import { parseSwitch } from '@store/shared/node/envSwitch';
import { parseTrustProxy } from '@store/shared/node/serverOptions';
import { stopOnSignals } from '@store/shared/node/signals';
import { buildStoreServer } from './app';
import { HOST_ENV, HOST_NAMES } from './commerce/upstreams';
import { parseServerRateLimits } from './ops/rateLimits';
import { parseServerRender } from './render/serverRenderEnv';
import { parseStoreNotFoundUrl, parseVitalsSampleRate } from './runtimeConfig';

/** Repo root = two levels above dist/ (or src/). */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** `{ [key]: value }` when the value is set, else nothing. */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/**
 * The store server on its own (`npm run start:server`, or the pages' half of `npm start`): the
 * store's pages, forms and bundles in front of the commerce API at API_URL (or API_HOST_*).
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = envNumber(env, 'PORT', { min: 0 }) ?? 8080;
  const host = env.HOST ?? '127.0.0.1';
  if (
    Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY) &&
    env.STRIPE_PUBLISHABLE_KEY
  )
    console.warn(
      'STRIPE_PUBLISHABLE_KEY is set: the API needs STRIPE_SECRET_KEY for card payments.',
    );
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const app = await buildStoreServer({
    frontendRoot: env.FRONTEND_ROOT || REPO_ROOT,
    ...optional('remotesFile', env.REMOTES_FILE || undefined),
    ...optional('apiUrl', env.API_URL || undefined),
    apiHosts: Object.fromEntries(HOST_NAMES.map((name) => [name, env[HOST_ENV[name]]])),
    secret: env.STOREFRONT_SECRET?.trim() || null,
    serverUrl: env.SERVER_URL?.trim() || null,
    defaultStore: env.DEFAULT_STORE || 'demo',
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    // The browser loads PayPal's buttons only when the API can capture what they approve: the
    // client id is handed out only beside the secret (which only the API uses).
    paypalClientId: (env.PAYPAL_CLIENT_SECRET && env.PAYPAL_CLIENT_ID) || null,
    ...optional('availabilityApiKey', env.AVAILABILITY_API_KEY || undefined),
    storeNotFoundUrl: parseStoreNotFoundUrl(env.STORE_NOT_FOUND_URL),
    ...optional('vitalsSampleRate', parseVitalsSampleRate(env.VITALS_SAMPLE_RATE)),
    serverRender: parseServerRender(env),
    ...optional('cacheMb', envNumber(env, 'UPSTREAM_CACHE_MB')),
    publicUrl: env.PUBLIC_URL || null,
    ...optional('hsts', parseSwitch(env.HSTS)),
    // One JSON line per request (shared/node/serverOptions.ts); LOG_LEVEL=silent turns it off.
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL || 'info' },
    ...optional('trustProxy', trustProxy),
    ...optional('metricsToken', env.METRICS_TOKEN?.trim() || undefined),
    rateLimits: parseServerRateLimits(env),
  });
  stopOnSignals(app, app.readiness, envNumber(env, 'SHUTDOWN_GRACE_MS', { min: 0 }) ?? 10_000);
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(
    `Store server listening on http://${shown}:${port} (API: ${env.API_URL ?? 'API_HOST_*'})`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
