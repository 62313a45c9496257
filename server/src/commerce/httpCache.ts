import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';

/** An upstream answer as kept: status, the headers worth keeping, the (decoded) body. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A request as the cache sees it: method, absolute URL, and the headers an answer may vary on. */
export interface CacheRequest {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
}

export interface CacheEntry {
  policy: CachePolicy;
  answer: StoredAnswer;
  /** Purge tags: `store:<slug>` for an answer about one store. */
  tags: readonly string[];
  /** The catalog version the answer was read at (X-Catalog-Version), when the API says. */
  version: string | null;
  /** Date.now() until which the policy calls it fresh (max-age less age, when kept or refreshed). */
  freshUntil: number;
}

/** What a lookup found: nothing, an answer to use, or one to use only after revalidating. */
export type Lookup =
  | { kind: 'miss' }
  | { kind: 'fresh'; entry: CacheEntry }
  /** Usable now; revalidate in the background (stale-while-revalidate). */
  | { kind: 'stale'; entry: CacheEntry; revalidation: Record<string, string> }
  /** Must be revalidated first (its validators in `revalidation`); usable if the upstream fails (stale-if-error). */
  | { kind: 'expired'; entry: CacheEntry; revalidation: Record<string, string> };

export interface HttpCacheLimits {
  /** Bytes kept in all (bodies and headers, as counted); least recently used out first. */
  maxBytes: number;
  /** An answer bigger than this is not kept. */
  maxEntryBytes: number;
}

/** RFC 9213: the field a CDN-like cache obeys instead of Cache-Control (browsers ignore it). */
const TARGETED = 'cdn-cache-control';

/**
 * The shared HTTP cache of the store server's upstream reads (RFC 9111 through
 * http-cache-semantics, as a shared cache): an answer is kept only when the upstream allows it
 * (public, with freshness; never `private` or `no-store`), used while fresh, used while stale
 * within `stale-while-revalidate` as it is revalidated, revalidated with its ETag (a 304 keeps
 * the body) once expired, and still used within `stale-if-error` when the upstream fails.
 * `CDN-Cache-Control` (RFC 9213) stands in for Cache-Control where the upstream sends one, so the
 * API can give shared caches a freshness it does not give browsers.
 *
 * Entries are keyed on the address with its query sorted (two callers naming the same read in
 * another order share it) and on the values of the request headers the answer varies on, bounded
 * in bytes, and tagged with their store, so a change event or a moved catalog version purges
 * exactly one store's.
 */
export class HttpCache {
  private readonly entries: LRUCache<string, CacheEntry>;
  /** Per address, the request headers its answers vary on (from the last answer's Vary). */
  private readonly varyNames = new LRUCache<string, string[]>({ max: 10_000 });
  readonly stats = { stored: 0, purged: 0 };

  constructor(private readonly limits: HttpCacheLimits) {
    this.entries = new LRUCache({
      max: 50_000,
      maxSize: limits.maxBytes,
      sizeCalculation: (e) => Math.max(1, sizeOf(e.answer)),
    });
  }

  lookup(req: CacheRequest): Lookup {
    const entry = this.entries.get(this.keyOf(req));
    if (!entry) return { kind: 'miss' };
    // Every warm page asks several kept reads: while one is fresh and the request asks nothing of
    // the cache itself, the policy's answer is known (the key already holds the address and the
    // varied headers), so it is not worked out again.
    if (entry.freshUntil > Date.now() && !asksOfCache(req)) return { kind: 'fresh', entry };
    const { revalidation, response } = entry.policy.evaluateRequest(policyRequest(req));
    if (!revalidation) return { kind: 'fresh', entry };
    const headers = flatHeaders(revalidation.headers);
    if (response && !revalidation.synchronous)
      return { kind: 'stale', entry, revalidation: headers };
    return { kind: 'expired', entry, revalidation: headers };
  }

  /** Keeps an upstream answer when the upstream allows it; returns the entry kept, else null. */
  store(
    req: CacheRequest,
    answer: StoredAnswer,
    meta: { tags: readonly string[]; version: string | null },
  ): CacheEntry | null {
    const policy = new CachePolicy(policyRequest(req), policyResponse(answer), { shared: true });
    const vary = (answer.headers.vary ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const address = normalizedUrl(req.url);
    // Only what the upstream gave a lifetime (max-age, CDN-Cache-Control): an answer without one
    // (a checkout, say) is never kept, whatever a heuristic would allow.
    if (
      !policy.storable() ||
      !explicitLifetime(answer) ||
      policy.timeToLive() <= 0 ||
      vary.includes('*') ||
      sizeOf(answer) > this.limits.maxEntryBytes
    ) {
      this.entries.delete(this.keyOf(req));
      return null;
    }
    this.varyNames.set(address, vary);
    const entry: CacheEntry = {
      policy,
      answer,
      tags: meta.tags,
      version: meta.version,
      freshUntil: freshUntil(policy),
    };
    this.entries.set(this.keyOf(req), entry);
    this.stats.stored++;
    return entry;
  }

  /** After a revalidation: the 304's headers refresh the kept answer (same body), or it is dropped. */
  refreshed(req: CacheRequest, entry: CacheEntry, notModified: StoredAnswer): CacheEntry | null {
    const { policy, modified } = entry.policy.revalidatedPolicy(
      policyRequest(req),
      policyResponse(notModified),
    );
    const key = this.keyOf(req);
    if (modified || !policy.storable()) {
      this.entries.delete(key);
      return null;
    }
    const next: CacheEntry = { ...entry, policy, freshUntil: freshUntil(policy) };
    this.entries.set(key, next);
    return next;
  }

  /** Drops every answer tagged `tag` (all of them for null) whose version is not `keep`. */
  purge(tag: string | null, keep?: string): number {
    let n = 0;
    for (const [key, e] of this.entries.entries()) {
      if (tag !== null && !e.tags.includes(tag)) continue;
      if (keep !== undefined && e.version === keep) continue;
      this.entries.delete(key);
      n++;
    }
    this.stats.purged += n;
    return n;
  }

  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private keyOf(req: CacheRequest): string {
    const address = normalizedUrl(req.url);
    const names = this.varyNames.get(address) ?? [];
    return names.length
      ? `${address}\n${names.map((n) => `${n}=${req.headers[n] ?? ''}`).join('\n')}`
      : address;
  }
}

/**
 * Whether a kept answer may stand in for one the upstream failed to give (its stale-if-error:
 * RFC 5861), read from the policy's own headers so a 304's refreshed lifetime counts.
 */
export function usableOnError(entry: CacheEntry): boolean {
  const cc = String(entry.policy.responseHeaders()['cache-control'] ?? '');
  const allowed = Number(/(?:^|[\s,])stale-if-error\s*=\s*"?(\d+)/i.exec(cc)?.[1] ?? 0);
  return entry.policy.age() < entry.policy.maxAge() + allowed;
}

/** Addresses already normalized: the calls' URLs repeat page after page. */
const normalized = new LRUCache<string, string>({ max: 20_000 });

/** The address with its query's parameters in name order. */
export function normalizedUrl(url: string): string {
  const known = normalized.get(url);
  if (known !== undefined) return known;
  const u = new URL(url);
  u.searchParams.sort();
  normalized.set(url, u.href);
  return u.href;
}

/** Until when the policy calls its answer fresh (its max-age less its age; not stale-while-…). */
function freshUntil(policy: CachePolicy): number {
  return Date.now() + (policy.maxAge() - policy.age()) * 1000;
}

/** A request that says how it may be answered (no-cache, max-age=0, min-fresh…). */
function asksOfCache(req: CacheRequest): boolean {
  return req.headers['cache-control'] !== undefined || req.headers.pragma !== undefined;
}

function sizeOf(a: StoredAnswer): number {
  let n = a.body.length + 64;
  for (const [k, v] of Object.entries(a.headers)) n += k.length + v.length;
  return n;
}

// The policy compares the address it was made with to the one asked: normalized, as the key is.
const policyRequest = (req: CacheRequest): CachePolicy.Request => ({
  method: req.method,
  url: normalizedUrl(req.url),
  headers: req.headers,
});

/** A lifetime the upstream gave (max-age, s-maxage, Expires), not one a heuristic would guess. */
function explicitLifetime(a: StoredAnswer): boolean {
  const cc = String(policyResponse(a).headers['cache-control'] ?? '');
  return /(?:^|[\s,])(?:s-)?max-age\s*=/i.test(cc) || a.headers.expires !== undefined;
}

/** The answer as the policy reads it: CDN-Cache-Control, when sent, is its Cache-Control. */
function policyResponse(a: StoredAnswer): CachePolicy.Response {
  const targeted = a.headers[TARGETED];
  const headers: CachePolicy.Headers = { ...a.headers };
  if (targeted) headers['cache-control'] = targeted;
  return { status: a.status, headers };
}

function flatHeaders(h: CachePolicy.Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v)) out[k] = v.join(', ');
  }
  return out;
}
