import { isIdlePrefetch } from '../support/prefetch';
import { expect, test, type Page } from '../support/test';

// Issue 39, "hydrate on demand": a remote the page does not need yet downloads nothing but its
// manifest. mf-cart's part of a catalog page is the headless cart service (the header's count is
// the store server's, from the cookie): its code comes with the shopper's first tap, and the
// touch that needed it (Add to cart) still takes effect.

// About what the live page fetches, and what it does not.
test.use({ livePage: true });

const LISTING = '/listing/tidepool-wave-tee';

/**
 * Paths of a remote's files the page asked for to run them, as they are asked for; a prefetch
 * (fetched, never run: a catalog page's hints for the cart service) goes in `prefetched`.
 */
function filesAsked(page: Page, remote = 'mf-cart', prefetched: string[] = []): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith(`/remotes/${remote}/`)) return;
    (isIdlePrefetch(r) ? prefetched : asked).push(path);
  });
  return asked;
}

/** Whether any script of the remote is in the page (the federation runtime runs one by a tag). */
const ranAny = (page: Page, remote: string) =>
  page.evaluate((r) => document.querySelector(`script[src*="/remotes/${r}/"]`) !== null, remote);

const codeOnly = (asked: string[]) => asked.filter((p) => !p.endsWith('/mf-manifest.json'));

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/', LISTING]) {
      test(`${path}: live and left alone, mf-cart runs nothing; its cart service is only prefetched`, async ({
        page,
      }) => {
        const prefetched: string[] = [];
        const asked = filesAsked(page, 'mf-cart', prefetched);
        await page.goto(path);
        await expect(page.locator('html[data-interactive]')).toHaveCount(1);
        // Whatever the page fetches once live (idle-time work included) has been asked for.
        await page.waitForLoadState('networkidle');
        expect(codeOnly(asked)).toEqual([]);
        // Fetched for the first tap (Add to cart, quick add may need it), never run.
        expect(prefetched).toContain('/remotes/mf-cart/remoteEntry.js');
        expect(await ranAny(page, 'mf-cart')).toBe(false);
        await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
      });
    }

    test('the first tap on Add to cart brings mf-cart, and the item is added', async ({ page }) => {
      const asked = filesAsked(page);
      await page.goto(LISTING);
      await page.waitForLoadState('networkidle');
      expect(codeOnly(asked)).toEqual([]);

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();
      expect(asked).toContain('/remotes/mf-cart/remoteEntry.js');
    });
  });
}

test('a checkout page starts the cart service at once (its completion empties the cart untouched)', async ({
  page,
}) => {
  const asked = filesAsked(page);
  await page.goto('/thankyou');
  await expect.poll(() => asked).toContain('/remotes/mf-cart/remoteEntry.js');
});

test("the cart page left alone fetches none of the catalog's code; a finger on a shelf product fetches it", async ({
  page,
}) => {
  const asked = filesAsked(page, 'mf-catalog');
  await page.goto('/cart');
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(codeOnly(asked)).toEqual([]);
  const product = page
    .getByRole('region', { name: 'You might also like' })
    .getByRole('link')
    .first();
  await product.hover();
  await expect.poll(() => asked).toContain('/remotes/mf-catalog/remoteEntry.js');
  await product.click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

// The parts of a server-rendered page below its first screen (the footer, tiles past the first
// four, a listing's tabs and shelf) hydrate after the page, each on its own: as they near the
// viewport, at the shopper's first touch inside them, or when the browser is idle. A phone
// hydrating home no longer takes in every tile and the footer in one go.
test.describe('parts below the first screen (390 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const isLive = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));

  for (const path of ['/', LISTING]) {
    test(`${path}: the parts below wait out the page's hydration, then go live untouched`, async ({
      page,
    }) => {
      // What was live the moment the page went live (html[data-interactive]).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute('data-interactive')) return;
          observer.disconnect();
          const live = (el: Element | null) =>
            el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
          const parts = [...document.querySelectorAll('[data-hydrate-part]')];
          (window as unknown as { atLive: unknown }).atLive = {
            header: live(document.querySelector('header')),
            footer: live(document.querySelector('footer')),
            parts: parts.length,
            liveParts: parts.filter(live).length,
          };
          // The document, not <html>: the script runs before <html> exists.
        }).observe(document, {
          attributes: true,
          subtree: true,
          attributeFilter: ['data-interactive'],
        });
      });
      await page.goto(path);
      await expect(page.locator('html[data-interactive]')).toHaveCount(1);
      const atLive = await page.evaluate(() => (window as unknown as { atLive: unknown }).atLive);
      expect(atLive).toMatchObject({ header: true, footer: false, liveParts: 0 });
      expect((atLive as { parts: number }).parts).toBeGreaterThanOrEqual(path === '/' ? 17 : 3);

      // Nobody scrolls or touches: they hydrate when the browser is idle, one by one.
      await expect.poll(() => page.locator('footer').evaluate(isLive)).toBe(true);
      const waiting = page.locator('[data-hydrate-part]');
      await expect
        .poll(async () =>
          (
            await waiting.evaluateAll((els) =>
              els.map((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
            )
          ).every(Boolean),
        )
        .toBe(true);
    });
  }

  test("a tap on the footer's Preferences as soon as the page is live opens them", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    // The server's disclosure or the live button, "USA / USD": either way the tap takes effect.
    await page.getByRole('contentinfo').getByText('USA / USD').first().click();
    await expect(
      page.getByRole('combobox', { name: 'Shipping region', exact: true }),
    ).toBeVisible();
    await expect.poll(() => page.locator('footer').evaluate(isLive)).toBe(true);
  });

  test('quick add on the last tile as soon as the page is live opens its options', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    const tile = page.getByRole('main').getByRole('article').last();
    const quickAdd = tile.getByRole('button', { name: /^Quick add / });
    const title = (await quickAdd.getAttribute('aria-label'))!.replace(/^Quick add /, '');
    await quickAdd.click();
    await expect(
      page
        .getByRole('form', { name: `Options for ${title}` })
        .or(page.getByRole('dialog', { name: 'Added to cart' })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client navigation right after the page is live leaves the footer whole and live', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/tide chart first/);
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Track Order' })).toBeVisible();
    await footer.getByRole('button', { name: /USA \/ USD/ }).click();
    await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
  });
});
