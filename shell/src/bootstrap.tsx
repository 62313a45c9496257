import { Spinner } from '@store/shared';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startAnalytics } from './analytics/dataLayer';
import { App } from './app/App';
import { ShellErrorBoundary, StoreUnavailable } from './app/StoreUnavailable';
import { boot } from './boot/boot';
import { createShellStore } from './app/shellStore';
import { localizationStarted } from './localization/localizationSlice';
import { whenLocalizationSettled } from './localization/whenSettled';
import {
  hydratesServerPage,
  preloadPageRemote,
  reportRecoverableError,
  serverRendered,
} from './boot/hydration';

/** How long the first render waits for the localization calls when the page did not inline them. */
const LOCALIZATION_WAIT_MS = 1500;

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A server-rendered page stays on screen as it is until it hydrates; any other page shows a
  // spinner at once in place of index.html's static "store unavailable" page.
  let root: Root | null = null;
  if (!serverRendered()) {
    root = createRoot(container);
    root.render(
      <div css={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spinner label="Loading store" />
      </div>,
    );
  }
  startAnalytics();
  const store = createShellStore();
  try {
    const result = await boot();
    // Before the first render: the remotes mount into the shopper's language and currency.
    // Settled at once when the page inlined the answers; else after the calls (capped).
    store.dispatch(
      localizationStarted({
        storeSlug: result.config.storeSlug,
        pathname: window.location.pathname,
        search: window.location.search,
        inline: result.inlineLocalization,
      }),
    );
    await whenLocalizationSettled(store, LOCALIZATION_WAIT_MS);
    const app = (
      <ShellErrorBoundary>
        <App boot={result} store={store} />
      </ShellErrorBoundary>
    );
    if (hydratesServerPage(result, store)) {
      // The page's remote is loaded first, so its markup hydrates with the rest at once: a
      // click while a part waits for its code would otherwise be lost to the shopper.
      await preloadPageRemote();
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    } else {
      root ??= createRoot(container);
      root.render(app);
    }
  } catch (e) {
    // config.json failed: this host's store is unknown, and no other store may stand in for it.
    console.error('[shell] the store could not start', e);
    root ??= createRoot(container);
    root.render(<StoreUnavailable />);
  }
}

void start();
