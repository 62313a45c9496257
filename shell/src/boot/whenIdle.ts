/**
 * Runs `work` when the page is idle (at most `timeoutMs` later), so background work never competes
 * with what is on screen; after a short pause where the browser cannot say (Safari). Returns a
 * cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const t = setTimeout(work, 200);
  return () => clearTimeout(t);
}
