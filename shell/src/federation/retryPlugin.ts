import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';

export interface RetryOptions {
  /** Attempts after the first. */
  retries: number;
  /** Wait before retry n (1-based), ms. */
  delayMs(attempt: number): number;
}

/** Two more tries, 300 ms then 600 ms apart: a CDN blip passes, a real outage shows in ~1 s. */
export const DEFAULT_RETRY: RetryOptions = {
  retries: 2,
  delayMs: (attempt) => 300 * 2 ** (attempt - 1),
};

/** The query a retried request carries, so no cache (browser, CDN) answers it with the failure. */
export const RETRY_QUERY = 'mf-retry';

export function withRetryQuery(url: string, attempt: number): string {
  try {
    const u = new URL(url, globalThis.location?.href);
    u.searchParams.set(RETRY_QUERY, String(attempt));
    return u.href;
  } catch {
    return url;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retries what the federation runtime fetches before a remote can run: its manifest (the `fetch`
 * hook; a 404 or 5xx counts as a failure) and its remoteEntry.js (the `loadEntryError` hook, which
 * the runtime calls when the script failed to load). Each retry waits longer and asks for the URL
 * with `?mf-retry=n`. Chunks of an exposed module are not retried here: their failure reaches the
 * fallback, and "Try again" asks for them afresh. The official @module-federation/retry-plugin
 * is built for runtime 0.x; this runtime is 2.x.
 */
export function retryPlugin(options: RetryOptions = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'store-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= options.retries; attempt++) {
        if (attempt > 0) await sleep(options.delayMs(attempt));
        try {
          const res = await fetch(attempt === 0 ? url : withRetryQuery(url, attempt), init);
          if (res.ok) return res;
          lastError = new Error(`${url} answered ${res.status}`);
        } catch (e) {
          lastError = e;
        }
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
      const retried = (async () => {
        for (let attempt = 1; attempt <= options.retries; attempt++) {
          await sleep(options.delayMs(attempt));
          try {
            // Another URL is another load for the runtime: the failed one is not replayed.
            const exports = await getRemoteEntry({
              origin,
              remoteEntryExports,
              remoteInfo: { ...remoteInfo, entry: withRetryQuery(remoteInfo.entry, attempt) },
            });
            if (exports) return exports;
          } catch {
            // Try the next attempt; after the last, the runtime reports the first failure.
          }
        }
        return undefined;
      })();
      // The hook is typed as a promise of a promise, which no promise can be (they flatten); the
      // runtime awaits the answer either way.
      return retried as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
  };
}
