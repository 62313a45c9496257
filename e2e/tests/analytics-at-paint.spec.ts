import { expect, test, untilLive, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { vitalsWatching } from '../support/vitals';
import { dataLayerCount } from '../support/dataLayer';
import { isShellEntry } from '../support/shellEntry';

// SPEC §7 analytics for a page only looked at (issue 58): a server-rendered page that waits for
// the shopper's first touch pushes its page view, its lists' product impressions and its
// listing's view_item from the HTML at paint (store-page-view.js). When the shopper touches it and
// it goes live, the app does not push them again: each once per page view, touched or not. The
// app's later events (another page) are its own.

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/');
  await whenWarm(request, LISTING);
});

/** A listing's address naming its product, as its tiles link to it (the address stays as it is). */
const LISTING = '/listing/tidepool-wave-tee?pid=5001';

/** The `ecommerce` object of the first event of this name the page pushed. */
const ecommerceOf = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      (
        window as unknown as { dataLayer: { event?: string; ecommerce?: unknown }[] }
      ).dataLayer.find((e) => e.event === name)?.ecommerce,
    event,
  );

/**
 * An untouched page left a while: the network quiet and a second more. The test is about that
 * time: nothing runs and nothing is pushed while nobody touches the page.
 */
async function leftUntouched(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

test('home only looked at: its view and its featured tiles are pushed once from the HTML; live, not again', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => dataLayerCount(page, 'page_view')).toBe(1);
  await expect.poll(() => dataLayerCount(page, 'product-impression')).toBeGreaterThan(0);
  const impressions = await dataLayerCount(page, 'product-impression');
  await leftUntouched(page);
  // Nothing touched: no app ran (its scripts wait for the shopper), and nothing else was pushed.
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  expect(await dataLayerCount(page, 'page_view')).toBe(1);

  await untilLive(page);
  await vitalsWatching(page);
  expect(await dataLayerCount(page, 'page_view')).toBe(1);
  expect(await dataLayerCount(page, 'product-impression')).toBe(impressions);

  // The next page is the app's own view.
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => dataLayerCount(page, 'page_view')).toBe(2);
});

test('a listing only looked at: page view and view_item once each from the HTML; live, not again', async ({
  page,
}) => {
  await page.goto(LISTING);
  await expect.poll(() => dataLayerCount(page, 'view_item')).toBe(1);
  const item = await ecommerceOf(page, 'view_item');
  expect(item).toEqual({
    currency: 'USD',
    value: expect.any(Number),
    items: [expect.objectContaining({ item_id: '5001', item_name: 'Tidepool Wave Tee' })],
  });
  expect(await dataLayerCount(page, 'page_view')).toBe(1);

  await untilLive(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await vitalsWatching(page);
  expect(await dataLayerCount(page, 'view_item')).toBe(1);
  expect(await dataLayerCount(page, 'page_view')).toBe(1);
});

test("an add the store server did for the form (the shell's script failed, the 3 s bound passed): add_to_cart once on the listing it lands on, not again on a reload", async ({
  page,
}) => {
  // The page's own scripts never come: the held Add to cart is sent as HTML once the bound passes.
  await page.route(isShellEntry, (route) => route.abort());
  await page.goto(LISTING);
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'XL', exact: true })
    .check();
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Tidepool Wave Tee was added to your cart.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/notice=added$/);
  await expect.poll(() => dataLayerCount(page, 'add_to_cart')).toBe(1);
  const added = await ecommerceOf(page, 'add_to_cart');
  expect(added).toEqual({
    currency: 'USD',
    value: expect.any(Number),
    items: [
      expect.objectContaining({ item_id: '5001', item_name: 'Tidepool Wave Tee', quantity: 2 }),
    ],
  });
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);

  // The same address again (a reload): the page's view, not the add a second time.
  await page.reload();
  await expect.poll(() => dataLayerCount(page, 'page_view')).toBe(1);
  await expect(page.getByText('Tidepool Wave Tee was added to your cart.')).toBeVisible();
  expect(await dataLayerCount(page, 'add_to_cart')).toBe(0);
});
