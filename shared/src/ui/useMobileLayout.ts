import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '../constants';

/** SPEC §9: "Mobile is under 767". The same query as `mq.mobile`, for what CSS cannot switch. */
export const MOBILE_QUERY = `(width < ${MOBILE_BREAKPOINT}px)`;

function subscribe(onChange: () => void): () => void {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isMobileNow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/**
 * Whether the page is laid out for a phone, following the window as it turns or resizes. For
 * layouts that change which components exist (a single card element against three fields), where
 * a media query in CSS cannot. Wide where matchMedia is missing and on the server.
 */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
