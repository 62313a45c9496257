import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import { prepareErrorReply } from '@store/shared/node/errors';
import { upstreamUnavailableAnswer } from './commerce/upstreamFetch';
import type { RenderedPage } from './pageWriter';
import { fileSnapshot } from './fileSnapshot';

/**
 * SPA fallback: page routes (GET, accepting HTML or anything, not /api or /remotes) get the
 * shell's page, written for the request by `renderPage` (pageWriter.ts).
 */
export function spaFallback(
  frontendRoot: string,
  /** The page for a request, and its status (404 for an unknown listing or path: head/). */
  renderPage: (req: FastifyRequest, template: string) => Promise<RenderedPage>,
) {
  const index = path.resolve(frontendRoot, 'shell', 'dist', 'index.html');
  const templateSnapshot = fileSnapshot((text) => text);
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/remotes/')) return false;
    // Browsers ask for text/html; curl and crawlers send */*, which gets the page too unless the
    // path names a file (a missing asset must stay a 404, not turn into HTML).
    const accept = String(req.headers.accept ?? '*/*');
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (!accept.includes('text/html') && !(accept.includes('*/*') && !looksLikeFile)) return false;
    const template = templateSnapshot(index);
    if (typeof template !== 'string') {
      void reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          '<!doctype html><title>Not built</title><p>The shell is not built yet: run <code>npm run build</code>.</p>',
        );
      return true;
    }
    void renderPage(req, template).then(
      ({ html, status, headers, encoding, cacheControl, storeTags }) => {
        // A stored compressed page goes as it is (the compression plugin leaves it).
        if (encoding) void reply.header('content-encoding', encoding);
        if (storeTags) reply.allowStoreTags(storeTags);
        return (
          reply
            .code(status)
            .headers(headers ?? {})
            .type('text/html; charset=utf-8')
            .header('cache-control', cacheControl ?? 'no-cache')
            // The page carries the buyer localization (Accept-Language) and the saved language
            // (a cookie): a cache must keep one copy per combination, never hand one to another.
            .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
            .send(html)
        );
      },
      (e: unknown) => sendErrorPage(req, reply, e),
    );
    return true;
  };
}

/** A page that failed (the commerce API unavailable, say) is told as a page, not as API JSON. */
function sendErrorPage(req: FastifyRequest, reply: FastifyReply, error: unknown): void {
  const body = prepareErrorReply(req, reply, error, upstreamUnavailableAnswer);
  const detail = escapeHtml(body.errors[0]?.detail ?? 'Something went wrong on our side.');
  void reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${detail}</title></head><body><main><h1>${detail}</h1><p><a href="">Try again</a></p></main></body></html>`,
    );
}
