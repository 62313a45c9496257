import { MOBILE_BREAKPOINT } from '@store/shared';
import { useSyncExternalStore } from 'react';

const QUERY = `(width >= ${MOBILE_BREAKPOINT}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Tablet and larger (SPEC §9: mobile is under 767 px); wide when matchMedia is missing. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? true,
    () => true,
  );
}
