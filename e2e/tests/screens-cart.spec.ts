import { expect, test, untilLive } from '../support/test';
import { addFirstFeaturedProduct } from '../support/shopper';

// SPEC §2 Cart page: the 'You might also like' shelf, without what is already in the cart.
test('the cart shows a You might also like shelf without the items in it', async ({ page }) => {
  await page.goto('/listing/tidepool-wave-tee');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The live page's dialog, or the listing the store server's form came back to: each links it.
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  const shelf = page.getByRole('region', { name: 'You might also like' });
  const links = shelf.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(4);
  await expect(shelf.getByText('Tidepool Wave Tee')).toHaveCount(0);
  await expect(links.first().getByRole('img')).toBeVisible();

  const name = (await links.first().getByRole('img').getAttribute('alt')) ?? '';
  await links.first().click();
  await expect(page).toHaveURL(/\/listing\/[^?]+\?pid=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shelf shows two products a row under an empty cart', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const links = page.getByRole('region', { name: 'You might also like' }).getByRole('link');
    await expect(links).toHaveCount(4);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => links.nth(i).boundingBox()));
    expect(a && b && c).toBeTruthy();
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

// Cart → checkout in one round trip: the create-checkout request goes out beside the
// revalidation, and the checkout page starts from its answer instead of reading it again.
test('Checkout opens the new checkout from the answer to its creation, without reading it again', async ({
  page,
}) => {
  await addFirstFeaturedProduct(page);
  await page.goto('/cart');
  // The live cart's way (a press before it is live is the form's: tests/html-first-*).
  await untilLive(page);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/checkout/checkout') || path.endsWith('/v1/listings'))
      calls.push(`${r.method()} ${path.split('/').slice(-2).join('/')}`);
  });
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  expect(calls.sort()).toEqual(['GET v1/listings', 'POST checkout/checkout']);

  // A later visit reads what the checkout is now: the store server for the page it renders
  // (never from its cache), or the browser when the page was left to it.
  const again = await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  const via = /desc="([^"]+)"/.exec(again?.headers()['server-timing'] ?? '')?.[1];
  expect(via).not.toBe('cache');
  if (via !== 'render') expect(calls).toContain('GET checkout/checkout');
});
