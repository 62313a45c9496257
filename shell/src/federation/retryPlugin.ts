import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import { retry, type RetrySchedule } from '@store/shared';

/** Two more tries, 300 ms then 600 ms apart: a CDN blip passes, a real outage shows in ~1 s. */
export const DEFAULT_RETRY: RetrySchedule = {
  retries: 2,
  delayMs: (attempt) => 300 * 2 ** (attempt - 1),
};

/** The query a retried request carries, so no cache (browser, CDN) answers it with the failure. */
export const RETRY_QUERY = 'mf-retry';

export function withRetryQuery(url: string, attempt: number): string {
  try {
    // No location outside a browser (the server render).
    const here: Partial<Pick<typeof globalThis, 'location'>> = globalThis;
    const u = new URL(url, here.location?.href);
    u.searchParams.set(RETRY_QUERY, String(attempt));
    return u.href;
  } catch {
    return url;
  }
}

/**
 * Retries what the federation runtime fetches before a remote can run: its manifest (the `fetch`
 * hook; a 404 or 5xx counts as a failure) and its remoteEntry.js (the `loadEntryError` hook, which
 * the runtime calls when the script failed to load). Each retry waits longer and asks for the URL
 * with `?mf-retry=n`. Chunks of an exposed module are not retried here: their failure reaches the
 * fallback, and "Try again" asks for them afresh. The official @module-federation/retry-plugin
 * is built for runtime 0.x; this runtime is 2.x.
 */
export function retryPlugin(options: RetrySchedule = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'store-retry',
    fetch: (url, init) =>
      retry(async (attempt) => {
        const res = await fetch(attempt === 0 ? url : withRetryQuery(url, attempt), init);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return res;
      }, options),
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
      // Attempt 0 is the runtime's own, which failed. After the last retry, the runtime reports
      // that first failure.
      const retried = retry(
        async (attempt) => {
          // Another URL is another load for the runtime: the failed one is not replayed.
          const exports = await getRemoteEntry({
            origin,
            remoteEntryExports,
            remoteInfo: { ...remoteInfo, entry: withRetryQuery(remoteInfo.entry, attempt) },
          });
          if (!exports) throw new Error(`${remoteInfo.entry} exposed nothing`);
          return exports;
        },
        { ...options, firstAttempt: 1 },
      ).catch(() => undefined);
      // The hook is typed as a promise of a promise, which no promise can be (they flatten); the
      // runtime awaits the answer either way.
      return retried as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
  };
}
