import createCache from '@emotion/cache';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import {
  bus,
  installServerPurifier,
  normalizeRuntimeConfig,
  redirectsInBrowser,
  REMOTE_CONTAINERS,
  routeOwner,
  setRuntimeConfig,
  setServerCartCookie,
  setSessionCredentials,
  setSsrMain,
  ssrStores,
} from '@store/shared';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@store/shared/router';
import { createShellStore } from '../app/shellStore';
import { ShellLayout } from '../app/ShellLayout';
import { isRemoteRegistered, registerRemoteManifest } from '../boot/remotes';
import { contractPlugin } from '../federation/contractPlugin';
import { localizationStarted } from '../localization/localizationSlice';
import { parsePreference } from '../localization/preferenceCookie';
import { inlineStoreData } from '../theme/loadStoreData';
import type {
  NotRenderedReason,
  RemoteName,
  RenderAnswer,
  RenderInit,
  RenderInput,
  RenderOutput,
  SsrMain,
} from '@store/shared';
import { inRequestScope } from './requestScope';
import { installServerFetch } from './serverFetch';

/**
 * Render passes at most: each finds the reads its render started (the query hooks start them during
 * a server render) and waits for them; a listing needs three (listing, then its stock, then none).
 */
const MAX_PASSES = 4;

let initialised = false;
let registered: RemoteName[] = [];
/** Remotes whose server code would not load: their pages are left to the browser. */
const unloadable = new Set<RemoteName>();

/** Once per worker (a generation of the remotes): what no request may change. */
export function initRenderer(init: RenderInit): void {
  // A remote keeping another contract version is refused here as in the browser.
  registerPlugins([contractPlugin()]);
  installServerPurifier(init.purifier);
  installServerFetch(init.internalOrigin, Object.values(init.remotes));
  registered = registerRemoteManifest(init.remotes, init.internalOrigin);
  initialised = true;
}

/**
 * Loads every registered remote's pages before the first request (a new generation is warmed
 * before it serves), so no shopper's render waits for code.
 */
export async function warmRenderer(): Promise<void> {
  await Promise.all(
    registered.map((r) =>
      loadRemote(`${REMOTE_CONTAINERS[r]}/Routes`).catch((e: unknown) => {
        console.error(
          `[render] ${r}'s server code did not load; its pages render in the browser`,
          e,
        );
        unloadable.add(r);
      }),
    ),
  );
}

/**
 * A page this render does not produce: one the browser's router redirects (`redirect`), or whose
 * remote's server code would not load or keep its contract in this generation (`server-code`).
 * Thrown inside the render, answered as `{ notRendered }` (renderPage).
 */
class NotRenderedHere extends Error {
  override name = 'NotRenderedHere';
  constructor(
    readonly reason: NotRenderedReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One request's page, or why the browser renders it instead; a failure rejects. The answer is
 * plain data: it crosses back from the render worker's thread by structured clone.
 */
export async function renderPage(input: RenderInput): Promise<RenderAnswer> {
  try {
    return { page: await renderInScope(input) };
  } catch (e) {
    if (e instanceof NotRenderedHere) return { notRendered: e.reason, message: e.message };
    throw e;
  }
}

/** The page's markup, its styles and its bundles' state, for one request. */
function renderInScope(input: RenderInput): Promise<RenderOutput> {
  if (!initialised) return Promise.reject(new Error('renderPage before initRenderer'));
  return inRequestScope(async () => {
    const config = normalizeRuntimeConfig(input.config);
    setRuntimeConfig(config);
    setSessionCredentials({ previewToken: null });
    setServerCartCookie(input.cart ?? null);
    const data = inlineStoreData({ theme: input.theme, store: input.store });
    if (!data) throw new Error('the page carries no theme and store to render with');
    const url = new URL(input.url, 'http://page.invalid');
    const owner = routeOwner(url.pathname);
    // What the shell's routes would answer with a redirect is left to the browser's router.
    const supportOn = config.flags.support && data.theme.flags?.support !== false;
    if (
      redirectsInBrowser(url.pathname, { supportOn, extraRoutes: data.theme.content.extraRoutes })
    )
      throw new NotRenderedHere('redirect', `${url.pathname} redirects`);
    const main: SsrMain = input.renderedRemotes.includes(owner) ? 'render' : 'frame';
    if (main === 'render' && (!isRemoteRegistered(owner) || unloadable.has(owner)))
      throw new NotRenderedHere('server-code', `${owner}'s server code did not load`);
    setSsrMain(main);

    const notHere = () => Promise.reject(new Error('not on the server'));
    const store = createShellStore({
      // The page's own answers are passed in: nothing here asks the network.
      api: {
        getBuyerLocalization: notHere,
        getLocalizationDetails: notHere,
        subscribeNewsletter: notHere,
      },
      readPreference: () => parsePreference(input.preference),
      bus,
      setDocumentLang: () => {},
    });
    store.dispatch(
      localizationStarted({
        storeSlug: config.storeSlug,
        pathname: url.pathname,
        search: url.search,
        inline: input.localization,
      }),
    );
    if (!store.getState().localization.settled)
      throw new Error('the page carries no usable localization');

    // Styles go inline before the elements they style (emotion's server output); the browser's
    // page cache moves them into <head> before hydrating. A cache per pass: emotion writes a
    // style only the first time its cache meets it, and only the last pass is sent.
    const app = () => (
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <ShellLayout
          config={config}
          data={data}
          store={store}
          emotionCache={createCache({ key: 'store' })}
          ageVerified={input.ageVerified ?? false}
        />
      </StaticRouter>
    );
    let html = '';
    let passes = 0;
    let settled = false;
    while (passes < MAX_PASSES && !settled) {
      html = await prerender(app());
      passes += 1;
      const started = await Promise.all([...ssrStores().values()].map((s) => s.settle()));
      // Done when no read was started and nothing suspended: a pass in which code was still
      // loading (a lazy part) is completed by inline scripts, which the page's CSP forbids.
      settled = started.every((n) => n === 0) && !/<script|<template/.test(html);
    }
    if (!settled) throw new Error(`the page did not settle in ${MAX_PASSES} render passes`);
    const remotes = Object.fromEntries(
      [...ssrStores()].map(([container, hooks]) => [container, hooks.dehydrate()]),
    );
    const { hints, body } = splitHints(html);
    return { html: body, hints, state: { remotes, main } };
  });
}

/** The complete markup once every lazy part has loaded; any error fails the render. */
async function prerender(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      errors.push(error);
    },
    // Every boundary in place, however large: React writes a large one apart and completes it
    // with an inline script otherwise, which the page's CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * React puts the resource hints it finds (preloads of the first images) before the markup of a
 * render that is not a whole document; they belong in `<head>`, where they also start sooner.
 */
function splitHints(html: string): { hints: string; body: string } {
  const lead = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  return { hints: lead, body: html.slice(lead.length) };
}
