import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@store/shared/src/routes/remotes';
import type { FallbackReason } from '@store/shared/src/ssr/fallbackReasons';
import type { FastifyRequest } from 'fastify';
import { statThisTurn } from '../fileSnapshot';
import { pageRedirectsInBrowser } from './browserRedirects';
import { keyOf, PartDigests } from '@store/shared/node/keptOnVersion';
import { generationBreakers } from './generationBreakers';
import { keptRenders } from './keptRenders';
import { ManifestWatch } from './manifestWatch';
import { RenderPool, type RenderResult, type RenderTask } from './renderPool';
import { orAfter } from '@store/shared/node/orAfter';
import { renderOrJoin } from './renderOrJoin';

/** What the store server knows of a page when it writes it (pageWriter.ts). */
export interface PageFacts {
  req: FastifyRequest;
  /** Path and query of the page. */
  url: string;
  /** The boot block as written: config, remotes, theme, store, localization. */
  boot: {
    config: unknown;
    remotes?: Record<string, string>;
    theme?: unknown;
    store?: unknown;
    localization?: unknown;
  };
  /** Raw `localization_{slug}` cookie. */
  preference: string | null;
  /** Raw cart cookie, for the cart page only (made from it); null for every shared page. */
  cart: string | null;
  /**
   * The age-gated store's shopper is verified (their cookie): the store without its gate; false:
   * the gate over it. Null for a store without the gate (its renders are shared by everyone).
   */
  ageVerified: boolean | null;
  /**
   * False for a page made from what the shopper saved at render time that the server cannot
   * fingerprint (a checkout it does not find, the thank-you page): it is rendered for each
   * request, never served from or kept in the cache, as a kept render could show what has since
   * changed.
   */
  keep: boolean;
  /**
   * For a checkout page, what it is made of (render/checkoutFingerprint.ts): part of the cache
   * key, so a render is served again only while the checkout and the day are the same.
   */
  madeFrom?: string;
  catalogVersion: string;
}

export type RenderOutcome =
  | {
      rendered: RenderResult;
      source: 'render' | 'cache';
      ms: number;
      /** The render's key when it may be kept (the written page is kept under it too), else null. */
      key: string | null;
    }
  | { rendered: null; reason: FallbackReason; ms: number };

export interface ServerRenderOptions {
  frontendRoot: string;
  /** This server's origin on loopback, known once it listens. */
  internalOrigin: () => string | null;
  /** A render not done within this many ms is left to the browser (serverRenderEnv.ts has the default). */
  budgetMs: number;
  /** Render threads (renderPool.ts has the default). */
  threads?: number;
  /** The render worker script (tests give a stand-in). */
  workerFile?: string;
  /** Counts a render thread replaced after it ended unexpectedly (ops/metrics.ts). */
  onWorkerRestart?: () => void;
}

/**
 * Server-rendered first paint. Decides whether a page is rendered here (a public store without
 * an access code, the API and theme on this server), finds the generation of server
 * code remotes.json names, renders in a worker thread within the budget, caches the result on
 * everything it was rendered from (catalog version included), and otherwise says why not: the
 * page is then today's client render. Every fallback is counted and logged.
 */
export function createServerRenderer(o: ServerRenderOptions) {
  const pool = new RenderPool({
    ...(o.threads ? { threads: o.threads } : {}),
    ...(o.workerFile ? { workerFile: o.workerFile } : {}),
    ...(o.onWorkerRestart ? { onWorkerRestart: o.onWorkerRestart } : {}),
  });
  const manifests = new ManifestWatch(o.frontendRoot);
  const breaker = generationBreakers({ failures: 5, coolDownMs: 30_000 });
  const kept = keptRenders();
  const digests = new PartDigests();
  const shellServer = path.resolve(o.frontendRoot, 'shell', 'dist', 'server', 'main.js');

  const fallback = fallbackReporter();

  async function render(page: PageFacts): Promise<RenderOutcome> {
    const started = Date.now();
    const { boot, req } = page;
    if (!boot.theme || !boot.store || !boot.localization || !boot.remotes)
      return fallback('not-public', started, req);
    const origin = o.internalOrigin();
    const shellBuild = statThisTurn(shellServer)?.mtimeMs;
    if (!origin || shellBuild === undefined) return fallback('no-server-build', started, req);
    if (pageRedirectsInBrowser(new URL(page.url, 'http://page.invalid').pathname, boot))
      return fallback('redirect', started, req);

    // Every remote whose manifest names a server entry renders its pages here. The cart page is
    // rendered from the shopper's cart cookie (kept per cart: the SKUs and quantities it holds,
    // nothing about the shopper), a checkout from its id (kept per fingerprint of the checkout,
    // `PageFacts.madeFrom`); both are sent no-store.
    const remotes = await manifests.serverRemotes(boot.remotes, origin);
    const genKey = keyOf([shellBuild, remotes.key]);
    const task = renderTask(page, remotes.urls);
    const key = keyOf([genKey, digests.keyOf(task), page.madeFrom ?? null]);
    const hit = page.keep ? kept.get(key, page.catalogVersion) : undefined;
    if (hit) return { rendered: hit, source: 'cache', ms: Date.now() - started, key };
    if (!breaker.allows(genKey)) return fallback('circuit-open', started, req);
    const { gen, failed } = pool.generation({
      key: genKey,
      shellServer,
      internalOrigin: origin,
      remotes: remotes.urls,
    });
    if (failed) return fallback('no-start', started, req, { generation: genKey, error: failed });
    if (!gen) return fallback('warming', started, req);
    const asked = renderOrJoin(pool, kept, o.budgetMs, {
      gen,
      task,
      key,
      keep: page.keep,
      catalogVersion: page.catalogVersion,
      started,
    });
    if (asked === 'busy') return fallback('busy', started, req);
    const { work, waitMs } = asked;
    try {
      const answer = waitMs > 0 ? await withinBudget(work, waitMs) : 'late';
      if (answer === 'late') {
        // Not a failure of the build (a busy machine is slow too): the page is left to the
        // browser, the render goes on and serves the next request (a kept one); one that never
        // ends is stopped at the hard limit (its thread is replaced).
        return fallback('budget', started, req, {
          generation: genKey,
          error: new Error(`no render within ${o.budgetMs} ms`),
        });
      }
      if (!answer) return fallback('empty', started, req);
      // A redirect the rule above did not see (the shell read the theme otherwise) is not a
      // failure of the code either.
      if ('notRendered' in answer && answer.notRendered === 'redirect')
        return fallback('redirect', started, req);
      // A remote whose server code would not load (or keeps another contract) is: once.
      if ('notRendered' in answer)
        return fallback('server-code', started, req, {
          generation: genKey,
          error: new Error(answer.message),
        });
      breaker.succeeded(genKey);
      const keptAs = page.keep ? key : null;
      return { rendered: answer.page, source: 'render', ms: Date.now() - started, key: keptAs };
    } catch (e) {
      breaker.failed(genKey);
      return fallback('error', started, req, { generation: genKey, error: e });
    }
  }

  return {
    render,
    /** A shell server build is on disk: pages can be rendered here (render/warmPages.ts). */
    canRender: () => fs.existsSync(shellServer),
    close: () => {
      breaker.close();
      return pool.close();
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;

/**
 * Counts every fallback; a failure (an error, the budget, server code that would not load) is
 * also reported, once per generation and kind, however many requests meet it.
 */
function fallbackReporter() {
  const reported = new Set<string>();
  return (
    reason: FallbackReason,
    started: number,
    req: FastifyRequest,
    failure?: { generation: string; error: unknown },
  ) => {
    if (failure && !reported.has(`${failure.generation}:${reason}`)) {
      reported.add(`${failure.generation}:${reason}`);
      // Through the request log (redacted, with the request id), not the console: a page URL's
      // query can carry a shopper's value.
      req.log.warn({ err: failure.error, reason }, 'server render fell back to the browser');
    }
    return { rendered: null, reason, ms: Date.now() - started } as const;
  };
}

/** What the worker renders the page from (everything in it is part of the render's key). */
function renderTask(page: PageFacts, serverRemotes: Record<string, string>): RenderTask {
  const { boot } = page;
  return {
    url: page.url,
    config: boot.config,
    theme: boot.theme,
    store: boot.store,
    localization: boot.localization,
    preference: page.preference,
    cart: page.cart,
    // Only for a gated store, so every other store's cache keys stay as they were.
    ...(page.ageVerified === null ? {} : { ageVerified: page.ageVerified }),
    renderedRemotes: REMOTES.filter((name) => name in serverRemotes),
  };
}

/** The work's answer, or 'late' once the budget is spent (the work goes on). */
async function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | 'late'> {
  const answer = await orAfter(work, budgetMs, 'late' as const);
  // A late render that fails later must not be an unhandled rejection.
  if (answer === 'late') work.catch(() => {});
  return answer;
}
