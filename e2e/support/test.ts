import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Shell's mark on `<html>` once the page answers clicks (shared's INTERACTIVE_ATTRIBUTE). */
const LIVE = 'data-interactive';
/** The server-rendered page's state block (shared's SSR_STATE_ID). */
const SERVER_STATE = 'store-ssr';

/**
 * A server-rendered page is on screen before its scripts run, and a shopper acts on it then: by
 * default a test does too, as soon as the element it wants is on screen. A spec whose subject is
 * the live page itself (what only script does: a modal's focus trap, a client-side check of a
 * form, a chunk fetched on demand) says `test.use({ livePage: true })`, and each navigation of
 * `page` then waits until a server-rendered page is live. That wait never fails the test, so a
 * spec that stages a broken shell sees the page as it is; a navigation told to return at commit
 * never waits.
 */
async function settle(page: Page): Promise<void> {
  await showIntent(page);
  await page
    .waitForFunction(
      ([live, state]) =>
        document.documentElement.hasAttribute(live) || !document.getElementById(state),
      [LIVE, SERVER_STATE] as const,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/**
 * The shopper's first sign of using the page: a catalog page's scripts wait for it (the
 * after-paint script's `data-release="intent"`). A Shift key press: it fires `keydown` and
 * changes nothing on the page (no hover, no focus, no text).
 */
export async function showIntent(page: Page): Promise<void> {
  await page.keyboard.press('Shift').catch(() => undefined);
}

/**
 * Shows intent until the page is live: a key pressed while the next page is still loading (its
 * after-paint script not yet listening) is not seen, so it is pressed again every few seconds.
 */
export async function untilLive(page: Page, timeout = 60_000): Promise<void> {
  await expect(async () => {
    await showIntent(page);
    await page.locator(`html[${LIVE}]`).waitFor({ state: 'attached', timeout: 3_000 });
  }).toPass({ timeout });
}

/** A navigation told to return at commit means to look at the page before it is live. */
function asksForCommitOnly(arg: unknown): boolean {
  return (
    typeof arg === 'object' && arg !== null && 'waitUntil' in arg && arg.waitUntil === 'commit'
  );
}

export const test = base.extend<{ livePage: boolean }>({
  livePage: [false, { option: true }],
  page: async ({ page, livePage, javaScriptEnabled }, run) => {
    if (livePage && javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        // Assigning the wrapped navigation is how a fixture decorates the page it hands on.
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            if (!args.some(asksForCommitOnly)) await settle(page);
            return response;
          },
        });
      }
    }
    await run(page);
  },
});
