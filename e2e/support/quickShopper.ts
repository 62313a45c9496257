import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, untilLive } from './test';

// The quick shopper (issue 38's matrix): acts from first paint, before the page's scripts have
// made it live, on a phone's CPU or a desktop's, with a pause between actions that may or may not
// let hydration land in between (`matrixTests`).

/** CPU slowdowns: a desktop, a mid-range phone, a low-end phone. */
const SPEEDS = [1, 4, 6] as const;
/** Milliseconds between two of the shopper's actions, the first at first paint. */
const GAPS = [0, 50, 200, 500, 1000, 2000] as const;
const WIDTHS = [390, 1280] as const;

/** Every width × speed of the matrix, named for a test's title. */
const MATRIX = WIDTHS.flatMap((width) =>
  SPEEDS.map((speed) => ({ width, speed, name: `${width}px, ${speed}× CPU` })),
);

/** The time a test of one width × speed may take: a fresh shopper per gap. */
const matrixTimeout = (actions: number, gaps: readonly number[]) =>
  gaps.reduce<number>((total, gap) => total + 40_000 + actions * gap, 0);

/** A fresh shopper (no cookies) at this width and CPU slowdown, on a page not yet loaded. */
export async function quickShopper(
  browser: Browser,
  width: number,
  speed: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (speed > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: speed });
  }
  return { context, page };
}

/**
 * The matrix for one action: a test per width × speed (`title` gets their name), and in it a
 * fresh shopper per gap, closed when done. `actions` counts the shopper's pauses, for the time
 * the test may take.
 */
export function matrixTests(
  title: (name: string) => string,
  actions: number,
  shop: (shopper: { context: BrowserContext; page: Page; gap: number }) => Promise<void>,
  /** Less of the matrix for a long action (each shopper costs seconds). */
  { gaps = GAPS, speeds = SPEEDS }: { gaps?: readonly number[]; speeds?: readonly number[] } = {},
): void {
  for (const { width, speed, name } of MATRIX) {
    if (!speeds.includes(speed)) continue;
    test(title(name), async ({ browser }) => {
      test.setTimeout(matrixTimeout(actions, gaps));
      for (const gap of gaps) {
        const { context, page } = await quickShopper(browser, width, speed);
        try {
          await shop({ context, page, gap });
        } finally {
          await context.close();
        }
      }
    });
  }
}

/** The shopper's pause between two actions. */
export const pause = (page: Page, ms: number) =>
  ms > 0 ? page.waitForTimeout(ms) : Promise.resolve();

/** Once the page is live (shared's INTERACTIVE_ATTRIBUTE on `<html>`). */
export const whenLive = (page: Page) =>
  // A page only looked at runs no script (home's, a collection's and search's wait for a move).
  untilLive(page);

/** The demo store's cart as its cookie holds it: colour, size and quantity of each line. */
export async function cartItems(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cart_demo');
  if (!cookie) return [];
  const cart = JSON.parse(decodeURIComponent(cookie.value)) as {
    items: Record<string, { colorId: string; sizeId: string; quantity: number }>;
  };
  return Object.values(cart.items).map(({ colorId, sizeId, quantity }) => ({
    colorId,
    sizeId,
    quantity,
  }));
}

/** The demo listing every matrix spec adds from. */
export const TEE = 'Tidepool Wave Tee';

/**
 * On the tee's listing: Heather Grey, XL and (when given) a quantity, then Add to cart, with the
 * shopper's pause between each; done once the add is confirmed (the live page's dialog, or the
 * store server's notice after its form: both say so in these words).
 */
export async function pickOnListing(page: Page, gap: number, quantity?: string): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'Color' })
    .getByRole('radio', { name: 'Heather Grey' })
    .check();
  await pause(page, gap);
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'XL', exact: true })
    .check();
  await pause(page, gap);
  if (quantity) {
    await page.getByLabel('Quantity', { exact: true }).selectOption(quantity);
    await pause(page, gap);
  }
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText(`${TEE} was added to your cart.`)).toBeVisible({ timeout: 20_000 });
}
