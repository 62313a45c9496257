import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the proxy was sent, and the status it answered (0: it answered none). */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  status: number;
  /** The headers of the answer it passed back (none when it answered itself). */
  answerHeaders: http.IncomingHttpHeaders;
}

/**
 * How the proxy answers: passes requests on, answers 503 itself (an API whose database is
 * down), closes each connection without a word (an API process gone mid-request), or never
 * answers at all (a hung API).
 */
export type ProxyMode = 'pass' | 'unavailable' | 'drop' | 'hang';

export interface CountingProxy {
  base: string;
  /** Every request it was sent, in order. */
  seen: SeenRequest[];
  /** How many requests it was sent whose path and query contain `part`. */
  count(part: string): number;
  mode: ProxyMode;
  /**
   * When set, stands in for the CDN-Cache-Control the API answered with: the same API giving
   * shared caches another lifetime (seconds instead of its 30 s, so a test need not wait them).
   */
  cdnCacheControl: string | null;
  /**
   * Makes the API a backend without some of its routes (the store server's extensions, say):
   * a path matching it is answered 404 `route_not_found`, as an API answers a route it lacks.
   */
  missingRoutes: RegExp | null;
  /** Answer headers taken out on the way (a backend that reports no catalog version). */
  droppedHeaders: string[];
  /** How long each request is held before it is passed on (an API further away). */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A tiny HTTP proxy in front of `target` (a reference API fixture, or nothing at all) that
 * counts what it is sent: how many requests the store server made upstream, and with which
 * headers. Answers pass through unchanged unless `mode` or `cdnCacheControl` say otherwise.
 */
export async function startCountingProxy(target: string | null): Promise<CountingProxy> {
  const upstream = target ? new URL(target) : null;
  const hung = new Set<http.ServerResponse>();
  const proxy: CountingProxy = {
    base: '',
    seen: [],
    count: (part) => proxy.seen.filter((r) => r.url.includes(part)).length,
    mode: 'pass',
    cdnCacheControl: null,
    missingRoutes: null,
    droppedHeaders: [],
    delayMs: 0,
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      status: 0,
      answerHeaders: {},
    };
    proxy.seen.push(seen);
    if (proxy.mode === 'drop' || (proxy.mode === 'pass' && !upstream)) {
      req.socket.destroy();
      return;
    }
    if (proxy.mode === 'hang') {
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    if (proxy.mode === 'unavailable') {
      seen.status = 503;
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ errors: [{ status: 503, code: 'unavailable', detail: 'down' }] }));
      return;
    }
    if (proxy.missingRoutes?.test(req.url ?? '')) {
      seen.status = 404;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ status: 404, code: 'route_not_found', detail: 'No route.' }] }),
      );
      return;
    }
    if (proxy.delayMs > 0) req.pause();
    const forwarded = () =>
      http.request(
        {
          host: upstream!.hostname,
          port: upstream!.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream!.host },
        },
        (answer) => {
          seen.status = answer.statusCode ?? 0;
          seen.answerHeaders = answer.headers;
          const headers = { ...answer.headers };
          if (proxy.cdnCacheControl !== null && headers['cdn-cache-control'] !== undefined)
            headers['cdn-cache-control'] = proxy.cdnCacheControl;
          for (const name of proxy.droppedHeaders) delete headers[name];
          res.writeHead(seen.status, headers);
          answer.pipe(res);
        },
      );
    const pass = () => {
      const upstreamReq = forwarded();
      upstreamReq.on('error', () => res.destroy());
      req.pipe(upstreamReq);
      req.resume();
    };
    if (proxy.delayMs > 0) setTimeout(pass, proxy.delayMs);
    else pass();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
