import { reportError, routeOwner, SSR_STATE_ID } from '@store/shared';

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
 * What React could not hydrate (markup that differs from the browser's first render) is rendered
 * afresh inside the nearest Suspense boundary, the remote's area; it is reported through the
 * page's error hook like any other failure of a remote.
 */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const remote = routeOwner(window.location.pathname);
  console.warn('[shell] hydration recovered by rendering afresh', error, info.componentStack);
  reportError({
    kind: 'render',
    message: `${remote} did not hydrate: ${error instanceof Error ? error.message : String(error)}`,
    remote,
    error,
  });
}
