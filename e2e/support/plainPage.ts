import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIResponse, type Page, type Route } from '@playwright/test';
import { ROOT } from './paths';
import { untilLive } from './test';

/**
 * The routed request, fetched by the test runner. Node cannot resolve `<store>.localhost`: it asks
 * 127.0.0.1, naming the store's host the way a proxy in front would (X-Forwarded-Host).
 */
export function fetchForStoreHost(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({
    url: url.href,
    headers: { ...route.request().headers(), 'x-forwarded-host': host },
  });
}

const isPage = (url: URL) =>
  !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname);

/** The built shell page's own `#root` and what follows it: the static "store unavailable" page. */
function builtRoot(): string {
  const built = readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  return built.slice(built.search(/<div id=(?:"root"|root)>/));
}

/**
 * The page as the browser would get it without the server's render: no `#store-ssr` state and
 * the built page's own `#root` in place of the server's markup. The browser then renders the
 * whole page itself, as it does on a page the server left to it.
 */
export function withoutServerRenderHtml(html: string): string {
  if (!html.includes('id="store-ssr"')) return html;
  const root = html.search(/<div id=(?:"root"|root)>/);
  const head = html
    .slice(0, root)
    .replace(/<script id="store-ssr" type="application\/json">.*?<\/script>/s, '')
    // The render's hints for the pictures it painted: a page the server did not paint has none.
    .replace(/<link rel="preload"[^>]*as="image"[^>]*>/g, '')
    // Its scripts asked for at once, as on a page the server did not paint.
    .replace(
      /<script defer src="\/store-after-paint\.js(?:\?v=[\w-]+)?"><\/script>(?:<script defer src="\/store-[a-z-]+\.js(?:\?v=[\w-]+)?"><\/script>)*<template id="store-after-paint"[^>]*>(.*?)<script src="([^"]+)"><\/script><\/template>/s,
      (_all, links: string, main: string) => `${links}<script defer src="${main}"></script>`,
    );
  return `${head}${builtRoot()}`;
}

async function rewritePages(page: Page, rewrite: (html: string) => string): Promise<void> {
  await page.route(isPage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await fetchForStoreHost(route);
    await route.fulfill({ response: res, body: rewrite(await res.text()) });
  });
}

/**
 * Serves the store's pages without the boot data the store server writes into them, and without
 * its render (as a static host or CDN serving the built index.html would), so the shell fetches
 * config.json, the theme and the store itself: the tests that stage a failure of those calls then
 * see it happen.
 */
export async function servePlainPages(page: Page): Promise<void> {
  await rewritePages(page, (html) =>
    withoutServerRenderHtml(html)
      .replace(/<script id="store-boot" type="application\/json">.*?<\/script>/s, '')
      // The built template's own icon: the theme's is the store server's (pageMarkup.ts).
      .replace(/<link rel="icon" href="[^"]*">/, '<link rel=icon href=/favicon.ico>'),
  );
}

/**
 * The store server's pages with their boot data but rendered in the browser: for tests that stage
 * a failure of a call the browser makes (the server's render would have read it already).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await rewritePages(page, withoutServerRenderHtml);
}

/** Waits until the page answers clicks (hydrated, or rendered in the browser). */
export async function interactive(page: Page): Promise<void> {
  // Home's, a collection's and search's scripts wait for the shopper's first move (test.ts).
  await untilLive(page, 15_000);
}
