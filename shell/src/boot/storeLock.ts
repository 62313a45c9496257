import { bus } from '@store/shared';
import { useSyncExternalStore } from 'react';

/**
 * Whether this visit is to a store behind an access code. The browser never learns that from the
 * store record: it learns it when the API opens an access session for a code (`{ locked: true }`)
 * or refuses a call for want of one (a 401, announced as `auth:required`). Either way the shell
 * keeps the session out of search results (SessionRobots).
 */
let locked = false;
let watching = false;
const listeners = new Set<() => void>();

export function markStoreLocked(): void {
  if (locked) return;
  locked = true;
  listeners.forEach((l) => l());
}

/** From start-up on (before the first API call), so no 401 goes unseen; once per page. */
export function watchStoreLock(): void {
  if (watching) return;
  watching = true;
  bus.on('auth:required').subscribe(() => markStoreLocked());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A server-rendered page is never a locked store's (those stay client-rendered). */
export function useStoreLocked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => locked,
    () => false,
  );
}

/** Tests: a fresh visit. */
export function resetStoreLock(): void {
  locked = false;
}
