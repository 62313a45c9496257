import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, showIntent, test, untilLive } from './test';
import { isShellEntry } from './shellEntry';

// The quick shopper: acts on a server-rendered page before, while and after its scripts make it
// live. Issue 38's timing matrix (pauses × widths × CPU rates, 192 fresh shoppers) found the faults;
// the same property is proven here by holding the page's scripts at named points and acting at
// each (`quickShopperTests`): nothing the shopper does is lost or changed, whichever path took it.

/**
 * Where the page's boot is held while the shopper acts:
 * - `before any script`: the after-paint script (`/store-after-paint.js`) and the entry are held,
 *   so every action meets the server's HTML and its inline early capture alone (a phone on which
 *   the page paints before its first script has arrived);
 * - `scripts held`: the shell's entry (`/main.js`) is held at the network, so every action meets
 *   the server's HTML and the after-paint script alone (forms, kept presses and typing);
 * - `mid-boot`: the entry has run (the federation runtime is up) and the remotes' files are held,
 *   so the shell is booting and the page is not live;
 * - `live`: the page has hydrated before the first action.
 * What was held is let through once the shopper is done, and the page then goes live.
 */
export const HOLD_POINTS = ['before any script', 'scripts held', 'mid-boot', 'live'] as const;
export type HoldPoint = (typeof HOLD_POINTS)[number];

/** The mobile width every quick-shopper case runs at: the width does not change the replay path. */
const WIDTH = 390;
/** The real-timing smoke's CPU: a mid-range phone. */
const PHONE_CPU = 4;

/** A fresh shopper (no cookies) at this width and CPU slowdown, on a page not yet loaded. */
export async function quickShopper(
  browser: import('@playwright/test').Browser,
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

/** Requests matching `url` wait until `open()` is called; every later one goes straight through. */
async function gate(page: Page, url: (url: URL) => boolean): Promise<() => void> {
  let opened = false;
  const waiting: (() => void)[] = [];
  await page.route(url, async (route: Route) => {
    if (!opened) await new Promise<void>((resolve) => waiting.push(resolve));
    // The page may have moved on meanwhile (a form's answer): its request is then gone.
    await route.continue().catch(() => undefined);
  });
  return () => {
    opened = true;
    for (const resume of waiting.splice(0)) resume();
  };
}

const isFirstScript = (url: URL) => url.pathname === '/store-after-paint.js' || isShellEntry(url);
const isRemoteFile = (url: URL) => url.pathname.startsWith('/remotes/');

/** What a journey is handed: its page, and the hold it acts under. */
export interface HeldShopper {
  context: BrowserContext;
  page: Page;
  point: HoldPoint | 'real timing';
  /**
   * Called once the journey's page is on screen (navigated with `waitUntil: 'commit'`): brings
   * the page to its hold point (the entry run, or the page live) before the first action.
   */
  reached(): Promise<void>;
  /** Lets the held scripts through: called after the shopper's last action. */
  release(): void;
}

/** The hold a journey acts under, set up on a fresh page before its first navigation. */
async function holdAt(page: Page, point: HoldPoint | 'real timing') {
  if (point === 'before any script') {
    const open = await gate(page, isFirstScript);
    return { reached: async () => undefined, release: open };
  }
  if (point === 'scripts held') {
    const open = await gate(page, isShellEntry);
    return { reached: async () => undefined, release: open };
  }
  if (point === 'mid-boot') {
    const open = await gate(page, isRemoteFile);
    return {
      reached: async () => {
        // A page waiting for the shopper's first move is released by it (a key that changes
        // nothing); the shell's entry then runs, and stops at the remotes held.
        await expect(async () => {
          await showIntent(page);
          await page.waitForFunction(() => '__FEDERATION__' in window, undefined, {
            timeout: 2_000,
          });
        }).toPass({ timeout: 20_000 });
        expect(await page.locator('html[data-interactive]').count(), 'not live yet').toBe(0);
      },
      release: open,
    };
  }
  if (point === 'live') return { reached: () => untilLive(page), release: () => undefined };
  return { reached: async () => undefined, release: () => undefined };
}

/**
 * The quick shopper's cases of one journey: one per hold point at a phone's width, and one at
 * real timing on a phone's CPU (4×), acting from first paint without a hold.
 */
export function quickShopperTests(
  title: (when: string) => string,
  journey: (shopper: HeldShopper) => Promise<void>,
): void {
  const cases = [
    ...HOLD_POINTS.map((point) => ({ point, speed: 1, name: point })),
    {
      point: 'real timing' as const,
      speed: PHONE_CPU,
      name: `real timing at ${PHONE_CPU}× CPU`,
    },
  ];
  for (const { point, speed, name } of cases) {
    test(title(name), async ({ browser }) => {
      test.setTimeout(90_000);
      const { context, page } = await quickShopper(browser, WIDTH, speed);
      try {
        const hold = await holdAt(page, point);
        await journey({ context, page, point, ...hold });
      } finally {
        await context.close();
      }
    });
  }
}

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

/** The demo listing every quick-shopper spec adds from. */
export const TEE = 'Tidepool Wave Tee';

/** A cart of one tee (Black, S), put there by the listing's form as any shopper's add is. */
export async function addTeeByForm(page: Page): Promise<void> {
  const added = await page.request.post('/cart/add', {
    form: { slug: 'tidepool-wave-tee', pid: '5001', variation: '70001', size: 's' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

/**
 * On the tee's listing: Heather Grey, XL and (when given) a quantity, then Add to cart; done once
 * the add is confirmed (the live page's dialog, or the store server's notice after its form: both
 * say so in these words).
 */
export async function pickOnListing(page: Page, quantity?: string): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'Color' })
    .getByRole('radio', { name: 'Heather Grey' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'XL', exact: true })
    .check();
  if (quantity) await page.getByLabel('Quantity', { exact: true }).selectOption(quantity);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
}

/** The add confirmed: the live page's dialog, or the store server's notice after its form. */
export async function addConfirmed(page: Page): Promise<void> {
  await expect(page.getByText(`${TEE} was added to your cart.`)).toBeVisible({ timeout: 20_000 });
}
