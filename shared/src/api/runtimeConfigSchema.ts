import { mixed, string } from 'yup';
import { anyText, flag, link, publicLink, section, text, textOrNull } from '../schemas/repair';
import type { FeatureFlags, HostConfig, RuntimeConfig } from '../types/runtimeConfig';
import configDefaults from './configDefaults.json';

const DEFAULT_HOSTS: HostConfig = configDefaults.hosts;
const DEFAULT_FLAGS: FeatureFlags = configDefaults.flags;
export const DEMO_SLUG = 'demo';
export const DEFAULT_PRODUCT_CACHE_BASE = '/api/backend/cache/products';
/** Every page view reports its field vitals unless the operator samples fewer. */
export const DEFAULT_VITALS_SAMPLE_RATE = 1;

/** A host base URL: non-blank text without its trailing slashes, else the default. */
const host = (fallback: string) =>
  text(fallback).transform((v: string | undefined) => v?.replace(/\/+$/, ''));

const hosts = section(
  Object.fromEntries(Object.entries(DEFAULT_HOSTS).map(([k, v]) => [k, host(v)])) as {
    [K in keyof HostConfig]: ReturnType<typeof host>;
  },
);

const { globalNotification, ...switches } = DEFAULT_FLAGS;
const flags = section({
  ...(Object.fromEntries(Object.entries(switches).map(([k, v]) => [k, flag(v)])) as {
    [K in keyof typeof switches]: ReturnType<typeof flag>;
  }),
  globalNotification: mixed<string>()
    .nullable()
    .transform((_c, raw: unknown) => (typeof raw === 'string' ? raw : null))
    .default(globalNotification),
});

/**
 * config.json read over the defaults; unknown keys are dropped, a field of the wrong type takes
 * its default. `siteKey` defaults to the store slug, so it is settled after the cast.
 */
export const runtimeConfigSchema = section({
  storeSlug: text(DEMO_SLUG).transform((v: string | undefined) => v?.toLowerCase()),
  siteKey: string().transform((_c, raw: unknown) =>
    typeof raw === 'string' && raw !== '' ? raw : undefined,
  ),
  hosts,
  flags,
  payments: section({
    provider: mixed<'sandbox' | 'live'>()
      .transform((_c, raw: unknown) => (raw === 'live' ? 'live' : 'sandbox'))
      .default('sandbox'),
    stripePublishableKey: textOrNull(),
    paypalClientId: textOrNull(),
  }),
  availabilityApiKey: anyText(''),
  productCacheBase: text(DEFAULT_PRODUCT_CACHE_BASE),
  storeNotFoundUrl: publicLink().nullable().default(null),
  liveChatScriptUrl: link(),
  vitalsSampleRate: mixed<number>()
    .transform((_c, raw: unknown) =>
      typeof raw === 'number' && raw >= 0 && raw <= 1 ? raw : DEFAULT_VITALS_SAMPLE_RATE,
    )
    .default(DEFAULT_VITALS_SAMPLE_RATE),
});

export function castRuntimeConfig(input: unknown): RuntimeConfig {
  const { siteKey, ...config } = runtimeConfigSchema.cast(input, { stripUnknown: true });
  return {
    ...config,
    siteKey: siteKey ?? config.storeSlug,
    storeNotFoundUrl: config.storeNotFoundUrl ?? null,
    liveChatScriptUrl: config.liveChatScriptUrl ?? null,
  };
}
