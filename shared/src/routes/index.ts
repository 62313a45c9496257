import type { RuntimeConfig } from '../api/config';
import type { ExtraRoute, Store, ThemeData } from '../types';

import type { RemoteName } from './remotes';

export { FRONT_ENDS, REMOTES, type RemoteName } from './remotes';

const SUPPORT_EXACT = new Set([
  '/about',
  '/terms-of-use',
  '/privacy-policy',
  '/track',
  '/track/recover',
  '/contact',
  '/contact-success',
  '/live-chat',
  '/login',
  '/404',
  '/listing-not-found',
]);

/** Paths of the support flag (redirect to / when it is off). */
export function isSupportFlagRoute(pathname: string): boolean {
  return (
    pathname === '/support' ||
    pathname.startsWith('/support/') ||
    pathname.startsWith('/track/recover')
  );
}

export function routeOwner(pathname: string): RemoteName {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/search' || path.startsWith('/listing/')) return 'mf-catalog';
  if (path === '/cart') return 'mf-cart';
  if (
    path.startsWith('/checkout/') ||
    path.startsWith('/checkout-complete/') ||
    path === '/thankyou'
  )
    return 'mf-checkout';
  if (SUPPORT_EXACT.has(path) || path === '/support' || path.startsWith('/support/'))
    return 'mf-support';
  // One segment that is not a known page: a collection or sub-collection slug (the catalog sends
  // unknown slugs on to /404). Anything deeper is the catch-all not-found page.
  if (/^\/[^/]+$/.test(path)) return 'mf-catalog';
  return 'mf-support';
}

/**
 * Theme links written for the hosted platform's URL scheme (`/collections/{slug}`) name the
 * store's collection route `/{slug}`; `/collections` alone is the home page. Null for other paths.
 */
export function legacyCollectionPath(pathname: string): string | null {
  const m = /^\/collections(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!m) return null;
  return m[1] ? `/${m[1]}` : '/';
}

/** One path segment an owner may claim: letters, digits, hyphens and underscores. */
export const EXTRA_ROUTE_PATH = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * The store's extra route (theme `content.extraRoutes`) for this path, or null. Only a single
 * segment that would otherwise be a collection slug qualifies, so an owner can never shadow a
 * page of the store (`/cart`, `/search`, `/support`, …); a redirect to itself is ignored.
 */
export function findExtraRoute(
  routes: readonly ExtraRoute[] | undefined,
  pathname: string,
): ExtraRoute | null {
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment || !routes?.length || !EXTRA_ROUTE_PATH.test(segment)) return null;
  if (segment.toLowerCase() === 'search' || routeOwner(`/${segment}`) !== 'mf-catalog') return null;
  const wanted = segment.toLowerCase();
  const route = routes.find((r) => r.path.replace(/^\//, '').toLowerCase() === wanted);
  if (!route) return null;
  if ('redirect' in route && route.redirect.replace(/\/+$/, '').toLowerCase() === `/${wanted}`)
    return null;
  return route;
}

/**
 * Where an extra route's redirect sends this path, or null. One hop only: a redirect whose target
 * is itself redirected is ignored, so two entries pointing at each other can never loop.
 */
export function extraRedirect(
  routes: readonly ExtraRoute[] | undefined,
  pathname: string,
): string | null {
  const route = findExtraRoute(routes, pathname);
  if (!route || !('redirect' in route)) return null;
  const next = findExtraRoute(routes, route.redirect.split(/[?#]/)[0] ?? '');
  return next && 'redirect' in next ? null : route.redirect;
}

/**
 * Whether the shell's router answers this path with a redirect (a legacy collection link, an
 * owner's extra route, a support page while support is off). Such a page is the browser's: the
 * store server decides it before scheduling a render, and the render refuses it too.
 */
export function redirectsInBrowser(
  pathname: string,
  store: { supportOn: boolean; extraRoutes: readonly ExtraRoute[] | undefined },
): boolean {
  return Boolean(
    legacyCollectionPath(pathname) ||
    extraRedirect(store.extraRoutes, pathname) ||
    (isSupportFlagRoute(pathname) && !store.supportOn),
  );
}

/** Federation container names (JS identifiers) of each remote. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  'mf-catalog': 'mf_catalog',
  'mf-cart': 'mf_cart',
  'mf-checkout': 'mf_checkout',
  'mf-support': 'mf_support',
};

/**
 * Every remote exposes './Routes'; props it receives from the shell. The shell loads these once;
 * remotes read them through `useRemote()` and never fetch the theme or the store themselves.
 * Session credentials (access code, preview token) change while the page lives, so they stay in
 * `getSessionCredentials()`.
 */
export interface RemoteRoutesProps {
  /** Store slug in use. */
  storeSlug: string;
  /** True in preview mode: checkout buttons are disabled. */
  previewMode: boolean;
  /** The store theme, validated field by field (defaults where the theme was missing or bad). */
  theme: ThemeData;
  /** The store record; null when the store call failed (pages then use their own defaults). */
  store: Store | null;
  /** The store's name as shown: theme, then store record, then "My Store". */
  storeName: string;
  /** The runtime config the shell booted with. */
  config: RuntimeConfig;
}

/** mf-cart also exposes './cartService': started once by the shell at boot. */
export interface CartServiceModule {
  startCartService(): { stop(): void };
}
