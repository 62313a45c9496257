import type { StoreMetrics } from '../ops/metrics';
import { CommerceClient, NO_STORE_TAG } from './client';
import { HttpCache } from './httpCache';
import { StoreReads } from './storeReads';
import { StoreVersions } from './storeVersions';
import { upstreamFetcher, type UpstreamFetchOptions } from './upstreamFetch';
import type { Upstreams } from './upstreams';

export interface CommerceOptions {
  upstreams: Upstreams;
  /** STOREFRONT_SECRET: this server's own reads carry it. */
  secret: string | null;
  /** Bytes of the API's answers the shared cache keeps (MB, default 64). */
  cacheMb?: number;
  /** Per-attempt limits of the API's answers (ms). */
  upstream?: Pick<UpstreamFetchOptions, 'readTimeoutMs' | 'writeTimeoutMs'>;
  metrics: StoreMetrics;
}

/**
 * One store server's way to its commerce API: the shared HTTP cache, what it knows of each store's
 * version (a store whose version moved drops its answers read at another), the fetcher with its
 * circuit breakers, the client over them, and the server's own reads. `apiAnswered` says whether
 * the API has answered this process yet (readiness).
 */
export function createCommerce(o: CommerceOptions) {
  const cache = new HttpCache({
    maxBytes: (o.cacheMb ?? 64) * 1024 * 1024,
    maxEntryBytes: 4 * 1024 * 1024,
  });
  const versions = new StoreVersions((store, version) => {
    cache.purge(`store:${store}`, version);
    cache.purge(NO_STORE_TAG, version);
  });
  let answered = false;
  const fetcher = upstreamFetcher({
    ...o.upstream,
    onAttempt: (_origin, outcome, ms) => {
      if (outcome === 'ok') answered = true;
      o.metrics.upstreamAttempt(outcome, ms / 1000);
    },
  });
  const client = new CommerceClient({
    upstreams: o.upstreams,
    fetcher,
    cache,
    versions,
    secret: o.secret,
    onRead: (source) => o.metrics.upstreamRead(source),
  });
  return {
    client,
    reads: new StoreReads(client),
    versions,
    cache,
    fetcher,
    apiAnswered: () => answered,
  };
}

export type CommerceStack = ReturnType<typeof createCommerce>;
