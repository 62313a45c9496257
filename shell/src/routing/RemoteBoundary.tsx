import {
  INTERACTIVE_ATTRIBUTE,
  LIVE_MARK,
  markPage,
  Spinner,
  ssrMainIsFrame,
  type RemoteName,
  type RemoteRoutesProps,
} from '@store/shared';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@store/shared/router';
import { SHELL_MESSAGES as m } from '../app/shellMessages';
import {
  DEFAULT_REMOTE_LOAD_OPTIONS,
  loadedRemoteRoutes,
  loadRemoteRoutes,
  takeFirstMountLoad,
  type RemoteLoadOptions,
} from './loadRemoteRoutes';
import { RemoteAttemptContext } from '../federation/fallbackModules';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

export interface RemoteBoundaryProps {
  remote: RemoteName;
  /** What the remote's ./Routes receives (store slug, theme, store, config). */
  routesProps: RemoteRoutesProps;
  loadOptions?: RemoteLoadOptions;
}

function PageLoading() {
  const { formatMessage: t } = useIntl();
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spinner label={t(m.loadingPage)} />
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * Marks the page live when it commits: a mark for monitoring and tests, which otherwise cannot
 * tell a server's markup from a page that answers clicks.
 */
function MarkInteractive() {
  useEffect(() => {
    const root = document.documentElement;
    // Once per page load: the field vitals time first paint → live to the first.
    if (!root.hasAttribute(INTERACTIVE_ATTRIBUTE)) markPage(LIVE_MARK);
    root.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}

/**
 * True while a page whose `<main>` the server left as a frame (cart, checkout, a remote without a
 * server build) is rendered on the server and hydrated: both show the same place kept for the
 * page; right after hydration the remote mounts as on any client render.
 */
function useFrameUntilHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => false, ssrMainIsFrame);
}

/**
 * Lazily mounts a remote's `./Routes` (Suspense + error boundary). A failed load resolves to the
 * fallback module (federation fallbackPlugin), a hung one or a render error reaches the error
 * boundary: either way the fallback shows in this area only, and "Try again" or any later path
 * change attempts it afresh.
 */
export function RemoteBoundary(props: RemoteBoundaryProps) {
  return useFrameUntilHydrated() ? <PageLoading /> : <LoadedRemote {...props} />;
}

function LoadedRemote({
  remote,
  routesProps,
  loadOptions = DEFAULT_REMOTE_LOAD_OPTIONS,
}: RemoteBoundaryProps) {
  const { pathname } = useLocation();
  const failed = useRef(false);
  const optionsRef = useRef(loadOptions);
  optionsRef.current = loadOptions;

  // A new lazy component per attempt: React caches a lazy component's rejection. The shell keys
  // this component by remote, so `remote` never changes within one instance.
  const [current, setCurrent] = useState(() => ({
    attempt: 0,
    // Already loaded: mounted at once (a server render's final pass must not suspend, or React
    // would write the page with inline scripts that complete it).
    Routes:
      loadedRemoteRoutes(remote) ??
      lazy(() => takeFirstMountLoad(remote) ?? loadRemoteRoutes(remote, optionsRef.current)),
  }));
  const retry = useCallback(() => {
    failed.current = false;
    setCurrent((c) => ({
      attempt: c.attempt + 1,
      Routes: lazy(() => loadRemoteRoutes(remote, optionsRef.current)),
    }));
  }, [remote]);
  const { attempt, Routes: RemoteRoutes } = current;
  const attemptApi = useMemo(
    () => ({
      retry,
      failed: () => {
        failed.current = true;
      },
    }),
    [retry],
  );

  // After a failure, moving to another page of the same remote tries again.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (failed.current) retry();
  }, [pathname, retry]);

  return (
    <RemoteAttemptContext.Provider value={attemptApi}>
      <RemoteErrorBoundary
        key={`${remote}:${attempt}`}
        remote={remote}
        onError={() => {
          failed.current = true;
        }}
        fallback={
          <>
            <RemoteFallback onRetry={retry} />
            <MarkInteractive />
          </>
        }
      >
        <Suspense fallback={<PageLoading />}>
          <RemoteRoutes {...routesProps} />
          <MarkInteractive />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteAttemptContext.Provider>
  );
}
