import DOMPurify from 'dompurify';

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

/**
 * DOMPurify over the page's document, else the one the server installed; null where none can run
 * (callers then show nothing rather than unsanitized HTML).
 */
export function purifier(): Purifier | null {
  if (DOMPurify.isSupported) return DOMPurify;
  return (
    (globalThis as unknown as Record<symbol, Purifier | undefined>)[SERVER_PURIFIER_KEY] ?? null
  );
}
