import { expect, test, type Page } from '../support/test';

// Issue 39, "hydrate on demand": a remote the page does not need yet downloads nothing but its
// manifest. mf-cart's part of a catalog page is the headless cart service (the header's count is
// the store server's, from the cookie): its code comes with the shopper's first tap, and the
// touch that needed it (Add to cart) still takes effect.

// About what the live page fetches, and what it does not.
test.use({ livePage: true });

const LISTING = '/listing/tidepool-wave-tee';

/** Paths of a remote's files the page asked for, as they are asked for. */
function filesAsked(page: Page, remote = 'mf-cart'): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(`/remotes/${remote}/`)) asked.push(path);
  });
  return asked;
}

const codeOnly = (asked: string[]) => asked.filter((p) => !p.endsWith('/mf-manifest.json'));

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/', LISTING]) {
      test(`${path}: live and left alone, mf-cart fetches nothing but its manifest`, async ({
        page,
      }) => {
        const asked = filesAsked(page);
        await page.goto(path);
        await expect(page.locator('html[data-interactive]')).toHaveCount(1);
        // Whatever the page fetches once live (idle-time work included) has been asked for.
        await page.waitForLoadState('networkidle');
        expect(codeOnly(asked)).toEqual([]);
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
