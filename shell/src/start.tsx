import { beginPageHydration, BundleIntl, markShellStarting, prepareWords } from '@store/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startAnalytics } from './analytics/dataLayer';
import { App } from './app/App';
import { StoreLoading } from './app/StoreLoading';
import { ShellErrorBoundary, StoreUnavailable } from './app/StoreUnavailable';
import { boot } from './boot/boot';
import { nextTask } from './boot/nextTask';
import { createShellStore } from './app/shellStore';
import { DEFAULT_LOCALE } from './localization/localization';
import { localizationStarted } from './localization/localizationSlice';
import { whenLocalizationSettled } from './localization/whenSettled';
import { SHELL_WORDS } from './i18n/shellCatalogs';
import {
  hydratesServerPage,
  preloadPageRemote,
  reportRecoverableError,
  serverRendered,
} from './boot/hydration';
import { keepServerMain } from './boot/serverMain';
import { startFieldVitals } from './vitals/startFieldVitals';

/** How long the first render waits for the localization calls when the page did not inline them. */
const LOCALIZATION_WAIT_MS = 1500;

/** Boots the shell: hydrates a server-rendered page, else renders it. */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A server-rendered page stays on screen as it is until it hydrates; any other page shows a
  // spinner at once in place of index.html's static "store unavailable" page.
  let root: Root | null = null;
  // A submit tapped before the page is live waits for it from now (its code is here).
  markShellStarting(true);
  if (!serverRendered()) {
    root = createRoot(container);
    // Before the config, the shopper's language is unknown: en, whose words are in the code.
    root.render(
      <BundleIntl locale={DEFAULT_LOCALE} words={SHELL_WORDS}>
        <StoreLoading />
      </BundleIntl>,
    );
  }
  startAnalytics();
  const store = createShellStore();
  try {
    const result = await boot();
    startFieldVitals(result.config);
    await nextTask();
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
    // The shell's words in the shopper's language (a chunk for any locale but en) before its first
    // render, which would otherwise wait for them with nothing to show meanwhile.
    await prepareWords(SHELL_WORDS, store.getState().localization.current.locale);
    const app = (
      <ShellErrorBoundary>
        <App boot={result} store={store} />
      </ShellErrorBoundary>
    );
    if (hydratesServerPage(result, store)) {
      // The page's remote is loaded first, so its markup hydrates with the rest at once: a
      // click while a part waits for its code would otherwise be lost to the shopper.
      await preloadPageRemote();
      keepServerMain();
      // Parts below the first screen hydrate when needed (HydrateOnDemand), not in this pass.
      beginPageHydration();
      // As a transition, hydration is time-sliced: the main thread yields every few ms (a long
      // task on a phone otherwise), and a click meanwhile hydrates its part first and is replayed.
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
      });
    } else {
      root ??= createRoot(container);
      root.render(app);
    }
  } catch (e) {
    // config.json failed: this host's store is unknown, and no other store may stand in for it.
    console.error('[shell] the store could not start', e);
    // A held submit goes as HTML at its next bound: nothing live will answer it.
    markShellStarting(false);
    root ??= createRoot(container);
    root.render(<StoreUnavailable />);
  }
}
