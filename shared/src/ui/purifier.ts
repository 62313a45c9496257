import { useEffect, useSyncExternalStore } from 'react';
import type DOMPurify from 'dompurify';
import { loadOnce } from '../lib/loadOnce';

/** What the store uses of DOMPurify. */
export type Purifier = Pick<typeof DOMPurify, 'sanitize'>;

/**
 * The store server's render worker has no DOM: it installs DOMPurify over one of its own here (the
 * same library, the same configurations), once per worker.
 */
const SERVER_PURIFIER_KEY = Symbol.for('@store/html-purifier/v1');

export function installServerPurifier(server: Purifier): void {
  (globalThis as unknown as Record<symbol, Purifier>)[SERVER_PURIFIER_KEY] = server;
}

const serverPurifier = (): Purifier | null =>
  (globalThis as unknown as Record<symbol, Purifier | undefined>)[SERVER_PURIFIER_KEY] ?? null;

// The browser's DOMPurify is fetched when a page first shows HTML from data, not on every first
// load (issue 28): a page without any (the demo home) never loads it. Module state is the
// library, the same for every request; the server never loads it (it has its own).
let browserPurifier: Purifier | null = null;
const listeners = new Set<() => void>();
// A chunk that failed to load is asked for again by the next page that needs it.
const fetchDomPurify = loadOnce(() => import(/* webpackChunkName: "dompurify" */ 'dompurify'));

/**
 * DOMPurify over the page's document once loaded, else the one the server installed; null where
 * none can run yet (callers then show nothing rather than unsanitized HTML).
 */
export function purifier(): Purifier | null {
  return browserPurifier ?? serverPurifier();
}

/** Loads the browser's DOMPurify (once); resolves null where it cannot run or failed to load. */
export async function loadPurifier(): Promise<Purifier | null> {
  if (purifier()) return purifier();
  try {
    const { default: library } = await fetchDomPurify();
    if (!browserPurifier && library.isSupported) {
      browserPurifier = library;
      listeners.forEach((notify) => notify());
    }
  } catch {
    // Nothing is shown rather than unsanitized HTML.
  }
  return purifier();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * True when any of the texts may hold markup or entities. A text with none of `<`, `&` (or NUL,
 * which the HTML parser replaces) reads the same as HTML and as text: it needs no purifier.
 */
export function hasMarkup(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => text != null && /[<&\0]/.test(text));
}

/**
 * The purifier for a component's render, loading it on first use (when `needed`): null until it
 * arrives, then the component renders again. Hydrating, a null purifier keeps the server's
 * sanitized HTML (React leaves a server element's inner HTML as it is), so nothing blinks.
 */
export function usePurifier(needed = true): Purifier | null {
  const current = useSyncExternalStore(subscribe, purifier, purifier);
  useEffect(() => {
    if (needed && !current) void loadPurifier();
  }, [needed, current]);
  return current;
}
