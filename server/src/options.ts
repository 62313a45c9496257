import type { LogOptions, TrustProxy } from '@store/shared/node/serverOptions';
import type { HostName } from './commerce/upstreams';
import type { RateLimits } from './ops/rateLimits';

/** What the store server is set up with (main.ts reads it from the environment). */
export interface StoreServerOptions {
  /** Folder holding shell/dist and each remote's dist (mf-catalog/dist, ...). */
  frontendRoot: string;
  /** JSON file served as /remotes.json (re-read when it changes). */
  remotesFile?: string;
  /** API_URL: one base for every host (the reference API's prefixes under it). */
  apiUrl?: string;
  /** API_HOST_*: a host's own base, which wins over API_URL's. */
  apiHosts?: Partial<Record<HostName, string | undefined>>;
  /**
   * STOREFRONT_SECRET, shared with the API: change events are taken only when signed with it,
   * and this server's own reads carry it (the API never rate-limits them).
   */
  secret?: string | null;
  /** SERVER_URL: this server as the API reaches it, for change events (default: its loopback address). */
  serverUrl?: string | null;
  /** DEFAULT_STORE: the store of a host name that names none (default `demo`). */
  defaultStore?: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** AVAILABILITY_API_KEY: the key config.json hands the browser for the availability host. */
  availabilityApiKey?: string;
  /** STORE_NOT_FOUND_URL: a public http(s) URL, checked at start-up. */
  storeNotFoundUrl?: string | null;
  /** VITALS_SAMPLE_RATE: the share of page views that report field vitals, 0 to 1 (default 1). */
  vitalsSampleRate?: number;
  /** URLs per sitemap file (default 50,000; tests lower it to see the sitemap index). */
  sitemapMaxUrls?: number;
  /**
   * Server-rendered first paint (SSR=off: false): the budget a render may take before the page is
   * left to the browser (SSR_BUDGET_MS, default 400), and its worker threads (SSR_THREADS, 2).
   */
  serverRender?: false | { budgetMs?: number; threads?: number; workerFile?: string };
  /** UPSTREAM_CACHE_MB: bytes of the API's answers the shared cache keeps (default 64 MB). */
  cacheMb?: number;
  /** Per-attempt limits of the API's answers (ms). */
  upstream?: { readTimeoutMs?: number; writeTimeoutMs?: number };
  /** PUBLIC_URL: this store's public origin (canonical URLs; https turns on HSTS). */
  publicUrl?: string | null;
  hsts?: boolean;
  logger?: boolean | LogOptions;
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token; unset, it is a 404. */
  metricsToken?: string;
  rateLimits?: RateLimits;
  bodyLimit?: number;
}
