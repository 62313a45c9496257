import type {
  FeatureFlags,
  HostConfig,
  PaymentsConfig,
  RuntimeConfig,
  SessionCredentials,
} from '../types/runtimeConfig';

export type { FeatureFlags, HostConfig, PaymentsConfig, RuntimeConfig, SessionCredentials };

export const DEFAULT_HOSTS: HostConfig = {
  backend: '/api/backend',
  checkout: '/api/checkout',
  payments: '/api/payments',
  availability: '/api/availability',
  tracking: '/api/tracking',
  theme: '/api/theme',
  commerce: '/api/commerce',
};

export const DEFAULT_FLAGS: FeatureFlags = {
  support: true,
  hidePaypal: true,
  hideCard: true,
  legacyCheckout: true,
  checkoutV2: false,
  livechat: false,
  productCache: false,
  fanValidation: true,
  globalNotification: null,
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  storeSlug: 'demo',
  siteKey: 'demo',
  hosts: DEFAULT_HOSTS,
  payments: { provider: 'sandbox', stripePublishableKey: null, paypalClientId: null },
  flags: DEFAULT_FLAGS,
  availabilityApiKey: '',
  productCacheBase: '/api/backend/cache/products',
};

interface ConfigHolder {
  config: RuntimeConfig;
  credentials: SessionCredentials;
}

// On globalThis so every bundle (and every copy of @store/shared) reads the one config the shell set.
const CONFIG_KEY = Symbol.for('@store/runtime-config/v1');

function holder(): ConfigHolder {
  const g = globalThis as unknown as Record<symbol, ConfigHolder | undefined>;
  let h = g[CONFIG_KEY];
  if (!h) {
    h = { config: DEFAULT_RUNTIME_CONFIG, credentials: { previewToken: null } };
    g[CONFIG_KEY] = h;
  }
  return h;
}

/** Merges a partial config (e.g. parsed config.json) over the defaults; unknown keys are ignored. */
export function normalizeRuntimeConfig(input: unknown): RuntimeConfig {
  const src = (input && typeof input === 'object' ? input : {}) as Partial<RuntimeConfig>;
  const str = (v: unknown, d: string) => (typeof v === 'string' && v.length > 0 ? v : d);
  const hostsIn = (src.hosts ?? {}) as Partial<HostConfig>;
  const hosts = Object.fromEntries(
    (Object.keys(DEFAULT_HOSTS) as (keyof HostConfig)[]).map((k) => [
      k,
      str(hostsIn[k], DEFAULT_HOSTS[k]).replace(/\/+$/, ''),
    ]),
  ) as unknown as HostConfig;
  const flagsIn = (src.flags ?? {}) as Partial<FeatureFlags>;
  const flags = { ...DEFAULT_FLAGS };
  for (const k of Object.keys(DEFAULT_FLAGS) as (keyof FeatureFlags)[]) {
    const v = flagsIn[k];
    if (k === 'globalNotification') flags.globalNotification = typeof v === 'string' ? v : null;
    else if (typeof v === 'boolean') (flags as Record<string, unknown>)[k] = v;
  }
  const pay = (src.payments ?? {}) as Partial<PaymentsConfig>;
  const slug = str(src.storeSlug, DEFAULT_RUNTIME_CONFIG.storeSlug).toLowerCase();
  return {
    storeSlug: slug,
    siteKey: str(src.siteKey, slug),
    hosts,
    flags,
    payments: {
      provider: pay.provider === 'live' ? 'live' : 'sandbox',
      stripePublishableKey:
        typeof pay.stripePublishableKey === 'string' ? pay.stripePublishableKey : null,
      paypalClientId: typeof pay.paypalClientId === 'string' ? pay.paypalClientId : null,
    },
    availabilityApiKey: str(src.availabilityApiKey, ''),
    productCacheBase: str(src.productCacheBase, DEFAULT_RUNTIME_CONFIG.productCacheBase),
  };
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  holder().config = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return holder().config;
}

export function setSessionCredentials(creds: Partial<SessionCredentials>): void {
  const h = holder();
  h.credentials = { ...h.credentials, ...creds };
}

export function getSessionCredentials(): SessionCredentials {
  return holder().credentials;
}

/** Fetches and installs config.json; falls back to defaults when it is missing or malformed. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let parsed: unknown = {};
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (res.ok) parsed = await res.json();
  } catch {
    // A missing or broken config must not blank the page: defaults serve the demo store.
  }
  const config = normalizeRuntimeConfig(parsed);
  setRuntimeConfig(config);
  return config;
}
