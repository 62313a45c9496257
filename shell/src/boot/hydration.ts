import { reportError, routeOwner, ssrMainIsFrame, SSR_STATE_ID } from '@store/shared';
import { loadForFirstMount, remoteLoadFailed } from '../routing/loadRemoteRoutes';

import type { ShellStore } from '../app/shellStore';
import { inlineStoreData } from '../theme/loadStoreData';
import type { BootResult } from './boot';

/** The store server rendered this page's body (its state block is in the page). */
export function serverRendered(doc: Document = document): boolean {
  return doc.getElementById(SSR_STATE_ID) !== null;
}

/**
 * Whether the browser takes over the server's markup (hydrates) rather than rendering afresh: a
 * server-rendered page whose first render here is the server's, from the same inline data. A
 * preview session shows the owner's draft theme (fetched), so it renders afresh; so does a page
 * whose inline data or localization is not there to render from.
 */
export function hydratesServerPage(boot: BootResult, store: ShellStore): boolean {
  return (
    serverRendered() &&
    boot.credentials.previewToken === null &&
    inlineStoreData(boot.inlineStoreData) !== null &&
    store.getState().localization.settled
  );
}

/**
 * The Routes of the remote whose page the server rendered, before hydrating (a page whose
 * `<main>` is a frame has nothing of a remote's to hydrate). A remote that does not load is the
 * boundary's to show, as on any page.
 */
export async function preloadPageRemote(waitMs = PRELOAD_WAIT_MS): Promise<void> {
  if (ssrMainIsFrame()) return;
  const load = loadForFirstMount(routeOwner(window.location.pathname)).catch(() => undefined);
  // A remote slow to come is not waited for long: the page hydrates, and its boundary joins
  // the same load (until the load deadline) while the server's markup stays on screen.
  await Promise.race([load, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

/** How long hydration waits for the page's remote before going ahead without it. */
const PRELOAD_WAIT_MS = 3000;

/**
 * What React could not hydrate (markup that differs from the browser's first render) is rendered
 * afresh inside the nearest Suspense boundary, the remote's area; it is reported through the
 * page's error hook like any other failure of a remote.
 */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const remote = routeOwner(window.location.pathname);
  // A remote that did not load shows its fallback in place of the server's markup: that load
  // failure is the report, not the markup it replaced.
  if (remoteLoadFailed(remote)) return;
  console.warn('[shell] hydration recovered by rendering afresh', error, info.componentStack);
  reportError({
    kind: 'render',
    message: `${remote} did not hydrate: ${error instanceof Error ? error.message : String(error)}`,
    remote,
    error,
  });
}
