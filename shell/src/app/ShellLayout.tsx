import type { EmotionCache } from '@emotion/cache';
import { bus, HydrateOnDemand, useOpenPartsOnChange, type RuntimeConfig } from '@store/shared';
import { useLocation } from '@store/shared/router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { AgeGate, ageVerifiedByCookie, syncAgeVerified } from '../ageGate/AgeGate';
import { Footer } from '../layout/Footer';
import { ShellIntl } from '../i18n/ShellIntl';
import { Header } from '../layout/Header';
import { Preferences } from '../localization/Preferences';
import { NotificationBar } from '../layout/NotificationBar';
import { SkipLink } from '../layout/SkipLink';
import type { RemoteLoadOptions } from '../routing/loadRemoteRoutes';
import { ShellRoutes } from '../routing/ShellRoutes';
import { ThemeRoot } from '../theme/ThemeRoot';
import type { StoreData } from '../theme/loadStoreData';
import type { ShellStore } from './shellStore';
import { Toasts } from '../toasts/Toasts';
import { SessionRobots } from './SessionRobots';
import { ShellContext, type ShellData } from './ShellContext';
import { StoreNotFound } from './StoreNotFound';

export interface ShellLayoutProps {
  config: RuntimeConfig;
  data: StoreData;
  store: ShellStore;
  loadOptions?: RemoteLoadOptions;
  /** The server render's own, per request; the browser's page has one (ThemeRoot). */
  emotionCache?: EmotionCache;
  /** The server render's: the shopper's age-verified cookie (the browser reads its own). */
  ageVerified?: boolean;
}

/**
 * Before anything else renders for another page: parts still waiting to hydrate (footer, tiles)
 * open, so the navigation hydrates them rather than waiting on them (HydrateOnDemand).
 */
function PartsFollowNavigation() {
  useOpenPartsOnChange(useLocation());
  return null;
}

/** Landmarks and global UI around the routed remote. Expects a router around it. */
export function ShellLayout({
  config,
  data,
  store,
  loadOptions,
  emotionCache,
  ageVerified,
}: ShellLayoutProps) {
  const [notFound, setNotFound] = useState(data.notFound);
  // As the server rendered the page (its cookie); local storage, the SPEC's, is read once live.
  const [verified, setVerified] = useState(
    () => ageVerified ?? ageVerifiedByCookie(config.storeSlug),
  );
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // Stable: a new prop would hydrate the footer at once (HydrateOnDemand).
  const openPreferences = useCallback(() => setPreferencesOpen(true), []);

  // Before the first paint of a browser render: verified in local storage (or by the cookie a
  // form without script set) is verified both ways.
  const gated = Boolean(data.theme.flags?.ageVerification);
  useLayoutEffect(() => {
    if (gated && syncAgeVerified(config.storeSlug)) setVerified(true);
  }, [gated, config.storeSlug]);

  useEffect(() => {
    const sub = bus.on('store:not-found').subscribe(() => setNotFound(true));
    return () => sub.unsubscribe();
  }, []);

  const shell: ShellData = useMemo(
    () => ({
      config,
      theme: data.theme,
      store: data.store,
      storeName: data.storeName,
      previewMode: data.theme.previewMode,
      supportEnabled: config.flags.support && data.theme.flags?.support !== false,
    }),
    [config, data],
  );
  const notification = data.theme.content.notification;
  const showAgeGate = gated && !verified;

  return (
    <ShellContext.Provider value={shell}>
      <ThemeRoot theme={data.theme} storeName={data.storeName} cache={emotionCache}>
        <Provider store={store}>
          <ShellIntl>
            <PartsFollowNavigation />
            <SessionRobots />
            {notFound ? (
              <StoreNotFound slug={config.storeSlug} url={config.storeNotFoundUrl} />
            ) : (
              <>
                {/* Behind the age gate the store is inert, before script too (the gate's dialog
                  is only modal once live), and neither laid out nor painted: the gate's opaque
                  backdrop hides it whole (paint of a gated first page 34 -> 6 ms in Lighthouse).
                  Once passed, the box does not take part in the layout. */}
                <div
                  inert={showAgeGate || undefined}
                  css={showAgeGate ? { contentVisibility: 'hidden' } : { display: 'contents' }}
                >
                  <SkipLink />
                  <NotificationBar
                    themeHtml={notification.enabled ? notification.html : null}
                    globalHtml={config.flags.globalNotification}
                  />
                  <Header />
                  {/* A full screen for <main> keeps the footer below the fold while the remote and
                  its data arrive: the footer never paints first and is pushed down (layout shift,
                  and the footer text taken as the largest paint on phones). */}
                  <main id="main" tabIndex={-1} css={{ minHeight: '100vh', outline: 'none' }}>
                    <ShellRoutes loadOptions={loadOptions} />
                  </main>
                  {/* Below the first screen: it hydrates as it nears the viewport or is used. */}
                  <HydrateOnDemand>
                    <Footer onPreferences={openPreferences} />
                  </HydrateOnDemand>
                  <Preferences open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
                </div>
                {showAgeGate && (
                  <AgeGate storeSlug={config.storeSlug} onVerified={() => setVerified(true)} />
                )}
              </>
            )}
            <Toasts />
          </ShellIntl>
        </Provider>
      </ThemeRoot>
    </ShellContext.Provider>
  );
}
