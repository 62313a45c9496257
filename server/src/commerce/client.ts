import { callUrl, type ApiCall } from '@store/shared/src/api/call';
import type { ApiErrorItem } from '@store/shared/src/types';
import { parsed, storeIn, stored } from './answers';
import {
  HttpCache,
  normalizedUrl,
  usableOnError,
  type CacheEntry,
  type StoredAnswer,
} from './httpCache';
import type { StoreVersions } from './storeVersions';
import { UpstreamUnavailable, type UpstreamFetcher } from './upstreamFetch';
import type { Upstreams } from './upstreams';

/** Who a call is made for: the store it is about, and the request headers to send with it. */
export interface CallContext {
  /** The store the answer is about (its purge tag); null when the call names none. */
  store: string | null;
  /**
   * Headers from the shopper's request the upstream needs (their cookies for an access session,
   * Accept-Language, a preview token, where they are: X-Forwarded-*). Empty for the server's own
   * reads, which are the same for every shopper and so shared by all.
   */
  headers: Record<string, string>;
}

/** How a read was answered: from the cache (fresh or stale), after a 304, or afresh. */
export type ReadSource = 'hit' | 'stale' | 'revalidated' | 'miss' | 'bypass' | 'stale-if-error';

/** A call's answer: its status, its JSON body (null when none), the catalog version it was read at. */
export interface Answer<T> {
  status: number;
  body: T | null;
  /** The API's `errors` for a 4xx. */
  errors: ApiErrorItem[] | null;
  version: string | null;
  source: ReadSource;
}

export interface CommerceClientOptions {
  upstreams: Upstreams;
  fetcher: UpstreamFetcher;
  cache: HttpCache;
  versions: StoreVersions;
  /** STOREFRONT_SECRET: sent on this server's own reads, which the API then never rate-limits. */
  secret: string | null;
  /** Each read's source, for the metrics. */
  onRead?: (source: ReadSource) => void;
}

/** The tag of an answer naming no store: purged with every store's older answers. */
export const NO_STORE_TAG = 'store:?';

/**
 * The store server's one commerce client, over shared's calls (shared/src/api/calls): each call
 * goes to the host it names at the base this process was configured with (API_URL or API_HOST_*),
 * with the request's context. Reads go through the shared HTTP cache (httpCache.ts) and are made
 * once however many ask at the same time; every answer's catalog version is told to
 * StoreVersions, which purges a store's older answers when it moves. Writes go straight through.
 */
export class CommerceClient {
  private readonly inFlight = new Map<string, Promise<Fetched>>();

  constructor(private readonly o: CommerceClientOptions) {}

  /** A call's absolute address at this process's upstreams. */
  urlOf(call: ApiCall<unknown>): string {
    return callUrl(this.o.upstreams.hosts, call);
  }

  /** Sends a call (a GET through the cache) and reads its JSON answer. */
  async call<T>(call: ApiCall<T>, ctx: CallContext): Promise<Answer<T>> {
    const url = this.urlOf(call);
    const method = call.method ?? 'GET';
    if (method === 'GET') {
      const { answer, source, version } = await this.get(url, {
        ...ctx,
        headers: { ...ctx.headers, ...call.headers },
      });
      return parsed<T>(answer, source, version);
    }
    const answer = await this.send({
      method,
      url,
      headers: {
        ...this.baseHeaders(ctx),
        ...call.headers,
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    });
    return parsed<T>(answer, 'bypass', answer.headers['x-catalog-version'] ?? null);
  }

  /** Any request straight to the upstream (writes, the proxy's non-GETs): never cached. */
  async send(req: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: Buffer | string;
  }) {
    return this.o.fetcher.fetch(req);
  }

  /**
   * A GET of `url` as a shared cache answers it: kept and fresh, kept and stale (revalidated in
   * the background), revalidated first, or fetched; a kept answer still stands when the upstream
   * fails within its stale-if-error. Throws UpstreamUnavailable when there is nothing to give.
   */
  async get(
    url: string,
    ctx: CallContext,
  ): Promise<{
    answer: StoredAnswer & { setCookies?: string[] };
    source: ReadSource;
    version: string | null;
  }> {
    const headers = this.baseHeaders(ctx);
    const req = { method: 'GET' as const, url, headers };
    const found = this.o.cache.lookup(req);
    const store = ctx.store ?? storeIn(url);
    if (found.kind === 'fresh') return this.done(found.entry.answer, 'hit', found.entry, store);
    if (found.kind === 'stale') {
      void this.fetchOnce(url, headers, store, found.revalidation).catch(() => {});
      return this.done(found.entry.answer, 'stale', found.entry, store);
    }
    try {
      const fetched = await this.fetchOnce(
        url,
        headers,
        store,
        found.kind === 'expired' ? found.revalidation : undefined,
      );
      return this.done(fetched.answer, fetched.source, null, store, fetched.version);
    } catch (e) {
      // (Past stale-if-error, http-cache-semantics' revalidatedPolicy(req, undefined) throws.)
      if (
        found.kind === 'expired' &&
        e instanceof UpstreamUnavailable &&
        usableOnError(found.entry)
      )
        return this.done(found.entry.answer, 'stale-if-error', found.entry, store);
      throw e;
    }
  }

  /** The headers every call carries: JSON, no compression to undo, and the context's own. */
  private baseHeaders(ctx: CallContext): Record<string, string> {
    const own = !Object.keys(ctx.headers).some((h) => h === 'x-forwarded-for');
    return {
      accept: 'application/json',
      // Bodies are kept decoded: compression between this server and the API would only be
      // undone here (the browser's answer is compressed once, by this server).
      'accept-encoding': 'identity',
      ...(own && this.o.secret ? { 'x-storefront-key': this.o.secret } : {}),
      ...ctx.headers,
    };
  }

  private done(
    answer: StoredAnswer,
    source: ReadSource,
    entry: CacheEntry | null,
    store: string | null,
    version: string | null = entry?.version ?? null,
  ) {
    this.o.onRead?.(source);
    if (store) this.o.versions.seen(store, version);
    return { answer, source, version };
  }

  /**
   * Fetches (or revalidates) `url` and keeps what may be kept; the same request already on its
   * way is joined instead. The shopper's cookies are part of what is joined on: two shoppers'
   * requests are never merged (only the same shopper's, or the server's own).
   */
  private fetchOnce(
    url: string,
    headers: Record<string, string>,
    store: string | null,
    revalidation?: Record<string, string>,
  ): Promise<Fetched> {
    const key = [
      normalizedUrl(url),
      headers['accept-language'] ?? '',
      headers['x-preview-token'] ?? '',
      headers.cookie ?? '',
      revalidation ? 'r' : '',
      // A read asked after the store's version moved (a change event) never joins one begun
      // before: that one may bring the catalog as it was.
      store ? this.o.versions.of(store) : '',
    ].join('\n');
    let work = this.inFlight.get(key);
    if (!work) {
      work = this.fetchAndKeep(url, headers, store, revalidation).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, work);
    }
    return work;
  }

  private async fetchAndKeep(
    url: string,
    headers: Record<string, string>,
    store: string | null,
    revalidation?: Record<string, string>,
  ): Promise<Fetched> {
    const req = { method: 'GET' as const, url, headers };
    const asked = store ? this.o.versions.of(store) : null;
    const res = await this.o.fetcher.fetch({
      method: 'GET',
      url,
      headers: revalidation ? { ...headers, ...revalidation } : headers,
    });
    const version = res.headers['x-catalog-version'] ?? null;
    const tags = [store ? `store:${store}` : NO_STORE_TAG];
    if (res.status === 304 && revalidation) {
      const found = this.o.cache.lookup(req);
      const entry = found.kind === 'miss' ? null : found.entry;
      const refreshed = entry && this.o.cache.refreshed(req, entry, stored(res));
      if (refreshed)
        return { answer: refreshed.answer, source: 'revalidated', version: refreshed.version };
      // The kept answer went meanwhile: ask again, whole.
      return this.fetchAndKeep(url, headers, store);
    }
    const answer = stored(res);
    // An answer that was on its way while the store's version moved may hold the older catalog
    // (the purge came before it): its caller gets it (a page then sees the move and is written
    // again), the cache does not, or it would serve the old catalog for the whole max-age.
    const current = !store || this.o.versions.of(store) === asked;
    if (res.setCookies.length === 0 && current) this.o.cache.store(req, answer, { tags, version });
    // The asker gets the answer whole (a redirect's Location, its cookies); the cache keeps less.
    const whole = { status: res.status, headers: res.headers, body: answer.body };
    return { answer: { ...whole, setCookies: res.setCookies }, source: 'miss', version };
  }
}

interface Fetched {
  answer: StoredAnswer & { setCookies?: string[] };
  source: ReadSource;
  version: string | null;
}
