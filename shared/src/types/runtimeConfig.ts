/** The runtime config.json contract between the store server and every bundle. */
/** Base URLs of the separately configured hosts (SPEC section 7). No trailing slash. */
export interface HostConfig {
  backend: string;
  checkout: string;
  payments: string;
  availability: string;
  tracking: string;
  theme: string;
  commerce: string;
}

export interface FeatureFlags {
  /** Support routes redirect to / unless on. */
  support: boolean;
  hidePaypal: boolean;
  hideCard: boolean;
  legacyCheckout: boolean;
  checkoutV2: boolean;
  livechat: boolean;
  /** Read the per-store cached product JSON before the live API. */
  productCache: boolean;
  fanValidation: boolean;
  /** Global notification HTML fed by the feature-flag service (sanitized before rendering). */
  globalNotification: string | null;
}

export interface PaymentsConfig {
  /** 'sandbox' uses the reference API's built-in provider; 'live' loads the real SDKs. */
  provider: 'sandbox' | 'live';
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}

/** The runtime config.json: one build serves every store. */
export interface RuntimeConfig {
  storeSlug: string;
  siteKey: string;
  hosts: HostConfig;
  payments: PaymentsConfig;
  flags: FeatureFlags;
  availabilityApiKey: string;
  /** Where the per-store cached product JSON lives: `${productCacheBase}/${slug}.json`. */
  productCacheBase: string;
  /**
   * SPEC §2: a store reported as not found redirects here (a public URL). Null: the store
   * server shows its own "Store not found" page instead.
   */
  storeNotFoundUrl: string | null;
  /**
   * The support-chat script /live-chat loads on demand when the livechat switch is on (a store
   * path or public URL). Null: no chat service, the page says so.
   */
  liveChatScriptUrl: string | null;
  /**
   * The share of page views whose field vitals the browser reports (0 to 1; shell/src/vitals):
   * 1 by default, VITALS_SAMPLE_RATE on the store server.
   */
  vitalsSampleRate: number;
}

/**
 * Per-session credentials the fetch helper adds to every API call. No access code: the browser
 * keeps only the API's HttpOnly access-session cookie, which fetch sends by itself.
 */
export interface SessionCredentials {
  previewToken: string | null;
}
