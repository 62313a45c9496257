import type {
  FeatureFlags,
  HostConfig,
  PaymentsConfig,
  RuntimeConfig,
  SessionCredentials,
} from '../types/runtimeConfig';

import configDefaults from './configDefaults.json';
import { castRuntimeConfig, DEFAULT_PRODUCT_CACHE_BASE, DEMO_SLUG } from './runtimeConfigSchema';

export type { FeatureFlags, HostConfig, PaymentsConfig, RuntimeConfig, SessionCredentials };

// One home for the hosts' default prefixes and the SPEC §9 default switches: the API's
// config.json (server/src/runtimeConfig.ts) reads the same file.
export const DEFAULT_HOSTS: HostConfig = configDefaults.hosts;
export const DEFAULT_FLAGS: FeatureFlags = configDefaults.flags;

/**
 * The demo store's config. Only for places where serving demo cannot mislead anyone: the dev
 * frame and tests. The shell never falls back to it (a store whose config.json failed shows an
 * error page instead of another store).
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  storeSlug: DEMO_SLUG,
  siteKey: DEMO_SLUG,
  hosts: DEFAULT_HOSTS,
  payments: { provider: 'sandbox', stripePublishableKey: null, paypalClientId: null },
  flags: DEFAULT_FLAGS,
  availabilityApiKey: '',
  productCacheBase: DEFAULT_PRODUCT_CACHE_BASE,
  storeNotFoundUrl: null,
  liveChatScriptUrl: null,
  vitalsSampleRate: 1,
};

interface ConfigHolder {
  /** Null until a config is installed: API calls then fail rather than reach a default store. */
  config: RuntimeConfig | null;
  credentials: SessionCredentials;
}

// On globalThis so every bundle (and every copy of @store/shared) reads the one config the shell set.
const CONFIG_KEY = Symbol.for('@store/runtime-config/v1');

function holder(): ConfigHolder {
  const g = globalThis as unknown as Record<symbol, ConfigHolder | undefined>;
  let h = g[CONFIG_KEY];
  if (!h) {
    h = { config: null, credentials: { previewToken: null } };
    g[CONFIG_KEY] = h;
  }
  return h;
}

const namesStore = (raw: unknown): boolean => {
  const slug = (raw as { storeSlug?: unknown } | null)?.storeSlug;
  return typeof slug === 'string' && slug.trim().length > 0;
};

/** config.json (or any partial config) over the defaults: see runtimeConfigSchema. */
export function normalizeRuntimeConfig(input: unknown): RuntimeConfig {
  return castRuntimeConfig(input);
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  holder().config = config;
}

export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  const { config } = holder();
  if (!config) throw new RuntimeConfigError('The runtime config is not loaded yet');
  return config;
}

export function setSessionCredentials(creds: Partial<SessionCredentials>): void {
  const h = holder();
  h.credentials = { ...h.credentials, ...creds };
}

export function getSessionCredentials(): SessionCredentials {
  return holder().credentials;
}

/**
 * Fetches (unless the page carries it inline), checks and installs config.json. Rejects with RuntimeConfigError when it cannot be read
 * or names no store: guessing a store here would sell another store's goods on this domain.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  inline?: unknown,
): Promise<RuntimeConfig> {
  // The copy the store server wrote into the page, when it names a store: no round trip.
  let parsed: unknown = namesStore(inline) ? inline : undefined;
  if (parsed === undefined) {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      parsed = await res.json();
    } catch (e) {
      throw new RuntimeConfigError(`${url} could not be read`, e);
    }
  }
  if (!namesStore(parsed)) throw new RuntimeConfigError(`${url} names no store`);
  const config = normalizeRuntimeConfig(parsed);
  setRuntimeConfig(config);
  return config;
}
