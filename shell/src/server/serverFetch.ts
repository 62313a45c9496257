/**
 * The render worker's fetch: the bundles' calls name the API by path (`/api/backend/…`, as in the
 * browser), which here means this store server on loopback; and nothing but this server and the
 * remotes' own origins (from remotes.json) is ever fetched, for data or for code; uncompressed.
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
    // On loopback, compression would only be undone here: the store server would compress every
    // answer a render reads and this thread decompress it, both on the same cores as the renders.
    const request = new Request(input instanceof Request ? input : url, init);
    if (!request.headers.has('accept-encoding')) request.headers.set('accept-encoding', 'identity');
    return base(request);
  };
}
