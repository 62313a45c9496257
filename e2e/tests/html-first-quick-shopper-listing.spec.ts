import { expect, test, type Browser, type BrowserContext, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';

// The quick shopper acts before the page is live.
test.use({ livePage: false });

// The quick shopper: acts as soon as a control is on screen, before the page's scripts have made
// it live, at phone CPU speeds. Nothing they do is lost or changed: the cart gets exactly the
// colour, size and quantity they picked, whichever path took the tap (the store server's form, or
// the page once live, which adopts what was picked before it hydrated).

const SPEEDS = [1, 4, 6];
const GAPS = [0, 50, 200, 500, 1000, 2000];
const WIDTHS = [390, 1280];

/** A fresh shopper (no cookies) at this width and CPU slowdown, on a page not yet loaded. */
async function shopper(browser: Browser, width: number, speed: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (speed > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: speed });
  }
  return { context, page };
}

async function cartItems(context: BrowserContext) {
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

const pause = (page: Page, ms: number) => (ms > 0 ? page.waitForTimeout(ms) : Promise.resolve());

test.beforeAll(async ({ request }) => {
  for (const url of ['/listing/tidepool-wave-tee', '/search', '/cart'])
    await whenWarm(request, url);
});

for (const width of WIDTHS) {
  for (const speed of SPEEDS) {
    test(`listing at ${width}px, ${speed}× CPU: colour, size, quantity and Add to cart land as picked`, async ({
      browser,
    }) => {
      test.setTimeout(GAPS.length * 45_000);
      for (const gap of GAPS) {
        const { context, page } = await shopper(browser, width, speed);
        // Acting from first paint: the navigation returns as soon as the page is committed.
        await page.goto('/listing/tidepool-wave-tee', { waitUntil: 'commit' });
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
        await page.getByLabel('Quantity', { exact: true }).selectOption('3');
        await pause(page, gap);
        await page.getByRole('button', { name: 'Add to cart' }).first().click();
        // The live page's confirmation, or the store server's notice after its form.
        await expect(page.getByText('Tidepool Wave Tee was added to your cart.')).toBeVisible({
          timeout: 20_000,
        });
        expect(await cartItems(context), `${gap} ms between taps`).toEqual([
          { colorId: '70004', sizeId: 'xl', quantity: 3 },
        ]);
        // What the shopper sees once the page is live is still what they picked.
        await page.locator('html[data-interactive]').waitFor({ timeout: 30_000 });
        await expect(page.getByRole('radio', { name: 'Heather Grey' })).toBeChecked();
        await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();

        await page.goto('/cart', { waitUntil: 'commit' });
        const line = page.getByRole('listitem').filter({ hasText: 'Heather Grey / XL' });
        await expect(line.getByLabel('Quantity for Tidepool Wave Tee')).toHaveValue('3');
        await expect(page.getByRole('listitem').filter({ hasText: /Black \/ / })).toHaveCount(0);
        await context.close();
      }
    });
  }
}

for (const speed of SPEEDS) {
  test(`search at 390px, ${speed}× CPU: every letter typed from first paint is searched`, async ({
    browser,
  }) => {
    test.setTimeout(3 * 45_000);
    for (const gap of [0, 300, 1000]) {
      const { context, page } = await shopper(browser, 390, speed);
      await page.goto('/search', { waitUntil: 'commit' });
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.waitFor();
      await pause(page, gap);
      await box.pressSequentially('hoodie', { delay: 60 });
      await expect(page, `typed ${gap} ms after paint`).toHaveURL(/\/search\?searchterm=hoodie$/, {
        timeout: 20_000,
      });
      await page.locator('html[data-interactive]').waitFor({ timeout: 30_000 });
      await expect(box).toHaveValue('hoodie');
      await expect(page.getByRole('region', { name: 'Search results' })).toContainText(
        /results for "hoodie"/,
      );
      await context.close();
    }
  });

  test(`cart at 390px, ${speed}× CPU: a quantity changed from first paint is the cart's`, async ({
    browser,
  }) => {
    test.setTimeout(3 * 45_000);
    for (const gap of [0, 300, 1000]) {
      const { context, page } = await shopper(browser, 390, speed);
      // A cart of one (Black, S), put there by the listing's form as any shopper's add is.
      const added = await page.request.post('/cart/add', {
        form: { slug: 'tidepool-wave-tee', pid: '5001', variation: '70001', size: 's' },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      await page.goto('/cart', { waitUntil: 'commit' });
      const quantity = page.getByLabel('Quantity for Tidepool Wave Tee');
      await quantity.waitFor({ timeout: 30_000 });
      await pause(page, gap);
      await quantity.selectOption('3');
      // Without a live page yet the shopper presses Update; once live the change applies itself.
      const update = page.getByRole('button', { name: 'Update Tidepool Wave Tee' });
      if (await update.isVisible()) await update.click({ timeout: 2_000 }).catch(() => undefined);
      await expect
        .poll(() => cartItems(context), {
          message: `changed ${gap} ms after paint`,
          timeout: 20_000,
        })
        .toEqual([{ colorId: '70001', sizeId: 's', quantity: 3 }]);
      await page.locator('html[data-interactive]').waitFor({ timeout: 30_000 });
      await expect(quantity).toHaveValue('3');
      await expect(page.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
      await context.close();
    }
  });
}

test('quick add before the page is live opens the listing of that product', async ({ browser }) => {
  const { context, page } = await shopper(browser, 390, 6);
  await page.goto('/', { waitUntil: 'commit' });
  const featured = page.getByRole('region', { name: 'Featured products' });
  await featured
    .getByRole('button', { name: /^Quick add/ })
    .first()
    .click();
  // Whichever came first: the options panel of the live page, or the listing the form leads to.
  await expect(
    page
      .getByRole('form', { name: 'Options for Tidepool Wave Tee' })
      .or(page.getByRole('heading', { level: 1, name: 'Tidepool Wave Tee' })),
  ).toBeVisible({ timeout: 20_000 });
  await context.close();
});
