import { preloadRemote } from '@module-federation/enhanced/runtime';
import { bus, REMOTE_CONTAINERS, routeOwner, type RemoteName } from '@store/shared';
import { useEffect } from 'react';
import { isRemoteRegistered } from '../boot/remotes';
import { whenIdle } from '../boot/whenIdle';
import { preloadRemoteRoutes } from '../routing/loadRemoteRoutes';

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

/** What says the shopper means to follow a link: the pointer on it, a finger down, the focus. */
const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Fetches the code of the remote a link leads to as soon as the shopper shows they mean to follow
 * it (pointer over it, a finger on it, the focus on it), once per remote and never for the page's
 * own: its pages then open without waiting for code, and a page left alone fetches no other
 * remote's code (issue 39: the cart and checkout pages used to fetch the catalog's at idle).
 * Returns a cancel.
 */
export function preloadOnIntent(pageOwner: RemoteName, doc: Document = document): () => void {
  const done = new Set<RemoteName>([pageOwner]);
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', doc.location.href);
    } catch {
      return;
    }
    if (url.origin !== doc.location.origin) return;
    const owner = routeOwner(url.pathname);
    if (done.has(owner)) return;
    done.add(owner);
    preloadRemoteAssets(owner);
  };
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT) doc.removeEventListener(type, onIntent, true);
  };
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
