/**
 * A load (a dynamic import: a library kept off the first load) run once for every caller. A failed
 * load is forgotten, so the next caller tries again rather than inheriting the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((e: unknown) => {
      pending = null;
      throw e;
    });
    return pending;
  };
}
