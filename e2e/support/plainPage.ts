import type { APIResponse, Page, Route } from '@playwright/test';

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

/**
 * Serves the store's pages without the boot data the store server writes into them (as a static
 * host or CDN serving the built index.html would), so the shell fetches config.json, the theme
 * and the store itself: the tests that stage a failure of those calls then see it happen.
 */
export async function servePlainPages(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await fetchForStoreHost(route);
      const html = (await res.text()).replace(
        /<script id="store-boot" type="application\/json">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response: res, body: html });
    },
  );
}
