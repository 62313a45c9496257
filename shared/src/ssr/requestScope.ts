/**
 * Per-request state for server rendering. The store server renders many pages at once in one
 * render worker; what belongs to one request (its runtime config, its bus, each remote's redux
 * store) must never be a module's or globalThis's alone. The worker's render host installs a
 * provider under this versioned key (backed by AsyncLocalStorage) before any bundle renders; the
 * browser has none, and every helper here falls back to one value per page.
 */
const PROVIDER_KEY = Symbol.for('@store/request-scope/v1');

export interface RequestScope {
  /** Values of this request, by key (a symbol or a container name). */
  readonly slots: Map<unknown, unknown>;
}

interface ScopeProvider {
  current(): RequestScope | undefined;
}

/** The request being rendered, on the server; undefined in the browser (and outside a render). */
export function currentRequestScope(): RequestScope | undefined {
  const provider = (globalThis as unknown as Record<symbol, ScopeProvider | undefined>)[
    PROVIDER_KEY
  ];
  return provider?.current();
}

/** Installs the provider (the server's render host only). */
export function installRequestScopeProvider(provider: ScopeProvider): void {
  (globalThis as unknown as Record<symbol, ScopeProvider>)[PROVIDER_KEY] = provider;
}

/** True while this code runs for a page rendered on the server. */
export const isServerRender = (): boolean => currentRequestScope() !== undefined;

const pageValues = new Map<unknown, unknown>();

/**
 * One value per request on the server, one per page in the browser: `create` runs once per
 * request (or page) for each key.
 */
export function requestLocal<T>(key: unknown, create: () => T): T {
  const slots = currentRequestScope()?.slots ?? pageValues;
  if (!slots.has(key)) slots.set(key, create());
  return slots.get(key) as T;
}
