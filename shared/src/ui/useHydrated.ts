import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true once the page is
 * live (and at once for a page the browser renders itself). For markup only a page without its
 * scripts needs, such as a form's submit button that script makes redundant.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
