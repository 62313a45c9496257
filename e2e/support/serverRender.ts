import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * The e2e store servers' render budget: a page is the server's whenever it can render it at all.
 * Two workers' browsers and stores share two cores, where a render now and then takes longer than
 * production's 400 ms, and a page then left to the browser is not the page a spec is about. The
 * budget's own fallback is proven by the store that has 1 ms (ssr-failures.spec.ts) and by
 * api/test/server-render.test.ts.
 */
export const E2E_RENDER_ENV = { SSR_BUDGET_MS: '3000' };

/** How the store server made a page's body: render, cache, or fallback-<reason> (Server-Timing). */
export function renderedBy(res: APIResponse): string | undefined {
  return /desc="([^"]+)"/.exec(res.headers()['server-timing'] ?? '')?.[1];
}

/**
 * The page as the store server renders it, asked for until its server code is warm (a new
 * generation renders in the browser while it warms): its HTML and how it was made.
 */
export async function serverRendered(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; via: string }> {
  let last: APIResponse | null = null;
  await expect(async () => {
    last = await request.get(url, { headers: { accept: 'text/html', ...headers } });
    expect(renderedBy(last)).toMatch(/^(render|cache)$/);
  }).toPass({ timeout: 30_000 });
  const res = last as unknown as APIResponse;
  return { html: await res.text(), via: renderedBy(res) ?? '' };
}

/** Asks for a page until the generation serving it is warm; returns how it was made then. */
export async function whenWarm(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  let via = '';
  await expect(async () => {
    via =
      renderedBy(await request.get(url, { headers: { accept: 'text/html', ...headers } })) ?? '';
    expect(via).not.toBe('fallback-warming');
  }).toPass({ timeout: 30_000 });
  return via;
}
