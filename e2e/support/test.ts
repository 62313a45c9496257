import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Shell's mark on `<html>` once the page answers clicks (shared's INTERACTIVE_ATTRIBUTE). */
const LIVE = 'data-interactive';
/** The server-rendered page's state block (shared's SSR_STATE_ID). */
const SERVER_STATE = 'store-ssr';

/**
 * A server-rendered page is on screen before its scripts run. By default each navigation of
 * `page` waits, as a patient shopper's eye would, until a server-rendered page is live
 * (`livePage`); the wait never fails the test, so a spec that stages a broken shell sees the
 * page as it is. A spec about the quick shopper (acting as soon as a control is on screen, before
 * the page is live: forms, early taps and typing) says `test.use({ livePage: false })`, and a
 * navigation told to return at commit never waits.
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
  livePage: [true, { option: true }],
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
