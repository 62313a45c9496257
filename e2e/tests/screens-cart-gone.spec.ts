import { expect, test } from '../support/test';
import { STORE_URL } from '../support/ports';

// SPEC §4 Cart: "A listing that errors while in the cart removes that cart item" — when the API
// says the listing is gone (404). An outage must not empty the cart.
test('a cart item whose listing is gone is removed, with the SPEC notice', async ({
  page,
  context,
}) => {
  // A line of a listing the store no longer has (deleted since it was added). The cart page is
  // rendered from the cookie, so the store server is the first to ask for that listing.
  const item = {
    slug: 'no-such-listing-here',
    listingId: '9999',
    productId: '5001',
    colorId: '70001',
    sizeId: 's',
    quantity: 1,
    sku: '9999-70001-s',
  };
  await context.addCookies([
    {
      name: 'cart_demo',
      value: encodeURIComponent(JSON.stringify({ items: { [item.sku]: item }, region: 'USA' })),
      url: STORE_URL,
    },
  ]);
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
