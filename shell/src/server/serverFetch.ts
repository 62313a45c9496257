/**
 * The render worker's fetch: the bundles' calls name the API by path (`/api/backend/…`, as in the
 * browser), which here means this store server on loopback; and nothing but this server and the
 * remotes' own origins (from remotes.json) is ever fetched, for data or for code.
 */
export function installServerFetch(internalOrigin: string, manifestUrls: string[]): void {
  const base = globalThis.fetch.bind(globalThis);
  const allowed = new Set([new URL(internalOrigin).origin]);
  for (const url of manifestUrls) allowed.add(new URL(url, internalOrigin).origin);
  globalThis.fetch = (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, internalOrigin);
    if (!allowed.has(url.origin))
      return Promise.reject(new Error(`the render may not fetch ${url.origin}`));
    return base(input instanceof Request ? input : url, init);
  };
}
