import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Shell's mark on `<html>` once the page answers clicks (shared's INTERACTIVE_ATTRIBUTE). */
const LIVE = 'data-interactive';
/** The server-rendered page's state block (shared's SSR_STATE_ID). */
const SERVER_STATE = 'store-ssr';

/**
 * Tests act as a quick shopper does: as soon as what they look for is on screen, whether or not
 * the page's scripts have made it live (a server-rendered page works before them: forms, links,
 * and early taps and typing kept and replayed). A spec about what only a live page does (a modal,
 * a panel that opens in place) says so by name: `test.use({ livePage: true })` makes each
 * navigation of `page` wait, as a patient shopper's eye would, until a server-rendered page is
 * live. The wait never fails the test: a spec that stages a broken shell sees the page as it is.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      ([live, state]) =>
        document.documentElement.hasAttribute(live) || !document.getElementById(state),
      [LIVE, SERVER_STATE] as const,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
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
