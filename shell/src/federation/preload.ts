import { preloadRemote } from '@module-federation/enhanced/runtime';
import { bus, REMOTE_CONTAINERS, type RemoteName } from '@store/shared';
import { useEffect } from 'react';
import { isRemoteRegistered } from '../boot/remotes';
import { preloadRemoteRoutes } from '../routing/loadRemoteRoutes';

/** Runs `work` when the page is idle, so a preload never competes with what is on screen. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const t = setTimeout(work, 200);
  return () => clearTimeout(t);
}

/**
 * Fetches a remote's entry and its `./Routes` chunks into the HTTP cache without running them
 * (the federation runtime's preloadRemote): cheap enough to do on any page.
 */
export function preloadRemoteAssets(remote: RemoteName): void {
  if (!isRemoteRegistered(remote)) return;
  Promise.resolve()
    .then(() =>
      preloadRemote([
        { nameOrAlias: REMOTE_CONTAINERS[remote], exposes: ['./Routes'], resourceCategory: 'sync' },
      ]),
    )
    .catch(() => {
      // Quietly: the page that needs it loads (and retries) it when opened.
    });
}

/**
 * After boot, on a page another remote owns, the catalog's code (most of the store) is fetched
 * ahead: the shopper's next click is most likely a listing or a collection.
 */
export function preloadCatalogAfterBoot(firstOwner: RemoteName): () => void {
  if (firstOwner === 'mf-catalog') return () => {};
  return whenIdle(() => preloadRemoteAssets('mf-catalog'));
}

/**
 * Answers `remote:preload` from the remotes (the cart page asks for the checkout when it opens and
 * when Checkout is hovered or focused): that remote's pages load and run ahead of need, so the
 * next page shows without a spinner.
 */
export function usePreloadRequests(): void {
  useEffect(() => {
    const cancels = new Set<() => void>();
    const sub = bus.on('remote:preload').subscribe(({ remote }) => {
      if (!(remote in REMOTE_CONTAINERS)) return;
      const cancel = whenIdle(() => {
        cancels.delete(cancel);
        preloadRemoteRoutes(remote);
      });
      cancels.add(cancel);
    });
    return () => {
      sub.unsubscribe();
      cancels.forEach((c) => c());
    };
  }, []);
}
