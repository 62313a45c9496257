import {
  bus,
  extraRedirect,
  isSupportFlagRoute,
  legacyCollectionPath,
  rememberAttribution,
  removeServerHead,
  routeOwner,
  SCROLL_TO_TOP_DELAY_MS,
  type RemoteRoutesProps,
} from '@store/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from '@store/shared/router';
import { usePageViews } from '../analytics/pageViews';
import { useShell } from '../app/ShellContext';
import { preloadOnIntent, usePreloadRequests } from '../federation/preload';
import { RemoteBoundary, type RemoteBoundaryProps } from './RemoteBoundary';

export const CHECKOUT_BODY_CLASS = 'checkout-page';

/**
 * Global route behaviour (SPEC §2): scroll to top, page view, attribution from any landing page,
 * checkout body class, 401 → /login; and the server's head tags go once the page is another.
 */
function useRouteEffects(storeName: string) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const headPath = useRef(pathname);

  // On a path change, not when the page first comes up: a shopper may already be reading (and
  // scrolling) a server-rendered page by the time it hydrates.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    const t = setTimeout(() => {
      try {
        window.scrollTo(0, 0);
      } catch {
        // jsdom and old browsers: nothing to scroll.
      }
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(t);
  }, [pathname]);

  // The store server's head (Open Graph, Twitter, hreflang, JSON-LD) describes the first page
  // only; each page's PageHead writes its own title, description and canonical. Another path is
  // another page; a query change is not (the listing adds its `pid` as it opens, and crawlers
  // that run scripts must still find the listing's structured data).
  useEffect(() => {
    if (headPath.current === pathname) return;
    headPath.current = pathname;
    removeServerHead();
  }, [pathname]);

  usePageViews(storeName);

  useEffect(() => rememberAttribution(search), [search]);

  useEffect(() => {
    const on = pathname.startsWith('/checkout/');
    document.body.classList.toggle(CHECKOUT_BODY_CLASS, on);
  }, [pathname]);

  useEffect(() => {
    const sub = bus.on('auth:required').subscribe(() => {
      if (pathRef.current !== '/login') navigate('/login');
    });
    return () => sub.unsubscribe();
  }, [navigate]);
}

/** Mounts the remote that owns the current path inside <main>. */
export function ShellRoutes({ loadOptions }: { loadOptions?: RemoteBoundaryProps['loadOptions'] }) {
  const { pathname, search } = useLocation();
  const { config, supportEnabled, previewMode, theme, store, storeName } = useShell();
  // One object per load of the store data: a remote re-renders only when it really changed.
  const routesProps = useMemo<RemoteRoutesProps>(
    () => ({ storeSlug: config.storeSlug, previewMode, theme, store, storeName, config }),
    [config, previewMode, theme, store, storeName],
  );
  useRouteEffects(storeName);
  usePreloadRequests();
  const firstOwner = useRef(routeOwner(pathname)).current;
  useEffect(() => preloadOnIntent(firstOwner), [firstOwner]);

  const collection = legacyCollectionPath(pathname);
  if (collection) return <Navigate to={`${collection}${search}`} replace />;
  const moved = extraRedirect(theme.content.extraRoutes, pathname);
  if (moved) return <Navigate to={moved.includes('?') ? moved : `${moved}${search}`} replace />;
  if (isSupportFlagRoute(pathname) && !supportEnabled) return <Navigate to="/" replace />;
  const owner = routeOwner(pathname);
  return (
    <RemoteBoundary
      key={owner}
      remote={owner}
      routesProps={routesProps}
      loadOptions={loadOptions}
    />
  );
}
