import { expect, test } from '../support/test';

// SPEC §4 Cart: "A listing that errors while in the cart removes that cart item" — when the API
// says the listing is gone (404). An outage must not empty the cart.
test('a cart item whose listing is gone is removed, with the SPEC notice', async ({ page }) => {
  await page.goto('/listing/tidepool-wave-tee');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to cart' })
    .getByRole('button', { name: 'Continue shopping' })
    .click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  const gone = await page.request.get(
    '/api/backend/v1/listings?slug=no-such-listing-here&storeSlug=demo',
  );
  expect(gone.status()).toBe(404);
  const body = await gone.text();
  await page.route('**/v1/listings?*slug=tidepool-wave-tee*', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body }),
  );
  await page.goto('/cart');
  await expect(
    page.getByText(
      'Some items were removed from your cart because they are not available at this time.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('an outage while reading a listing keeps the item in the cart', async ({ page }) => {
  await page.goto('/listing/tidepool-wave-tee');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await page.route('**/v1/listings?*slug=tidepool-wave-tee*', (route) => route.abort());
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.unroute('**/v1/listings?*slug=tidepool-wave-tee*');
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});
