import type { ApiErrorItem } from '@store/shared/src/types';
import type { Answer, ReadSource } from './client';
import type { StoredAnswer } from './httpCache';
import type { UpstreamAnswer } from './upstreamFetch';

// Reading the API's answers: what of one the cache keeps, which store it is about, its JSON.

/** The answer headers a cached read keeps (the rest is the upstream's own business). */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'cdn-cache-control',
  'etag',
  'vary',
  'x-catalog-version',
  'date',
  'age',
  'expires',
  'last-modified',
  'content-language',
];

/** A store named in a read's query, the way the SPEC's calls name it. */
const STORE_PARAMS = ['storeSlug', 'store_slug', 'siteKey', 'storeId'];
/** Calls whose `slug` is the store's (elsewhere it names a listing). */
const STORE_SLUG_PATHS = /\/v1\/(stores|storefront)\b/;

/** What of an upstream answer is kept: its status, the headers worth keeping, its body. */
export function stored(res: UpstreamAnswer): StoredAnswer {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const v = res.headers[name];
    if (v !== undefined) headers[name] = v;
  }
  return { status: res.status, headers, body: res.body };
}

/** The store a read names in its query, if any. */
export function storeIn(url: string): string | null {
  const u = new URL(url);
  const params = STORE_SLUG_PATHS.test(u.pathname) ? ['slug', ...STORE_PARAMS] : STORE_PARAMS;
  for (const p of params) {
    const v = u.searchParams.get(p);
    if (v && /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(v)) return v.toLowerCase();
  }
  return null;
}

/**
 * Each kept body's JSON, parsed once: a read answered from the cache hands every request the same
 * object (never changed once handed out; a new answer is a new object), so a warm page neither
 * parses its theme again nor, keyed on it (keptOnVersion.ts PartDigests), serializes it again.
 */
const parsedBodies = new WeakMap<Buffer, unknown>();

function jsonOf(body: Buffer): unknown {
  if (!body.length) return null;
  if (parsedBodies.has(body)) return parsedBodies.get(body);
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    value = null;
  }
  parsedBodies.set(body, value);
  return value;
}

export function parsed<T>(
  answer: { status: number; body: Buffer },
  source: ReadSource,
  version: string | null,
): Answer<T> {
  const body = jsonOf(answer.body);
  const errors =
    answer.status >= 400 && body && Array.isArray((body as { errors?: unknown }).errors)
      ? (body as { errors: ApiErrorItem[] }).errors
      : null;
  return {
    status: answer.status,
    body: answer.status >= 200 && answer.status < 300 ? (body as T) : null,
    errors,
    version,
    source,
  };
}
