import type { FastifyInstance } from 'fastify';
import type { StoreReads } from '../commerce/storeReads';

/**
 * Warm before ready (issue 39). A process that has just started has no render threads yet: its
 * first pages would fall back to the browser's render ("fallback-warming") while a generation of
 * server code loads, so the first shoppers after every start or deploy got the slow page. Before
 * the process says it is ready (`/readyz`, ops/probes.ts), it asks for the pages the API names
 * for each store (its home and first public listing: GET /v1/storefront/stores; a backend
 * without that extension: the default store's home) over loopback, as a shopper without cookies
 * would, until each is rendered: the threads have loaded the code and the pages are in the
 * render cache.
 *
 * A page that falls back for a reason warming cannot change (a locked store, server code that
 * will not start) counts as done: it is already counted and reported by the renderer,
 * and a store that renders in the browser must still take traffic. So does everything once
 * `timeoutMs` has passed, logged: readiness never waits forever on the server render.
 */
export interface PageWarmer {
  /** Runs once, after the server listens. */
  run(): Promise<void>;
  /** The readiness check: 'ok', or how far the warm-up is. */
  state(): string;
}

export interface PageWarmerOptions {
  /** For its log. */
  app: FastifyInstance;
  /** This server's loopback origin (render/loopbackOrigin.ts), null before it listens. */
  origin: () => string | null;
  reads: Pick<StoreReads, 'storesToWarm'>;
  /** The store warmed on a backend that names none (DEFAULT_STORE). */
  defaultStore: string;
  /** False when this server has no server build: nothing to warm, ready at once. */
  canRender: () => boolean;
  /** Give up (and say ready) after this long; default 60 s. */
  timeoutMs?: number;
  /** Pause between two asks of a page still warming; default 100 ms. */
  retryMs?: number;
}

/** Fallbacks that pass once the generation is warm or a thread is free: asked again. */
const NOT_YET = new Set(['fallback-warming', 'fallback-budget', 'fallback-busy']);

/** The page's render outcome as its Server-Timing says it (pageWriter.ts `serverTiming`). */
const renderedBy = (header: unknown) =>
  /desc="([^"]+)"/.exec(typeof header === 'string' ? header : '')?.[1] ?? null;

/** Each store's pages to warm, in the API's order. */
async function pagesToWarm(o: PageWarmerOptions) {
  const stores = await o.reads.storesToWarm(o.defaultStore);
  return stores.flatMap((store) =>
    store.pages
      // Paths of this server only, whatever the backend answers.
      .filter((url) => /^\/(?![/\\])[^\s]*$/.test(url) && url.length <= 500)
      .map((url) => ({ slug: store.slug, url })),
  );
}

export function pageWarmer(o: PageWarmerOptions): PageWarmer {
  const timeoutMs = o.timeoutMs ?? 60_000;
  const retryMs = o.retryMs ?? 100;
  let total = 0;
  let warmed = 0;
  let done = false;

  /** Asks for one page until it is rendered or cannot be by warming; false past the deadline. */
  async function warm(page: { slug: string; url: string }, deadline: number): Promise<boolean> {
    for (;;) {
      const origin = o.origin();
      if (!origin) return false;
      const res = await fetch(origin + page.url, {
        // The store's own host (requestStore.ts storeSlugForHost reads its first label); fetch sends
        // its own Host, so it goes as a proxy would name it.
        headers: { 'x-forwarded-host': `${page.slug}.localhost`, accept: 'text/html' },
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      const via = renderedBy(res.headers.get('server-timing'));
      if (!via || !NOT_YET.has(via)) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }

  return {
    async run() {
      if (done) return;
      const started = Date.now();
      const deadline = started + timeoutMs;
      try {
        if (!o.canRender()) return;
        const pages = await pagesToWarm(o);
        total = pages.length;
        for (const page of pages) {
          if (!(await warm(page, deadline))) {
            o.app.log.warn(
              { warmed, pages: total, ms: Date.now() - started },
              'pages not warm in time: ready anyway, the rest render in the browser until warm',
            );
            return;
          }
          warmed += 1;
        }
        o.app.log.info({ pages: total, ms: Date.now() - started }, 'pages warm: ready');
      } catch (e) {
        // An API that cannot list the stores fails its own readiness check; the render warms on
        // the first shoppers' pages instead.
        o.app.log.warn({ err: e }, 'pages could not be warmed: ready anyway');
      } finally {
        done = true;
      }
    },
    state() {
      if (done || !o.canRender()) return 'ok';
      return total ? `warming (${warmed} of ${total} pages rendered)` : 'warming';
    },
  };
}
