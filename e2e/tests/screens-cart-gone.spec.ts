import { expect, test, untilLive } from '../support/test';
import { ageVerifiedCookie } from '../support/shopper';
import { STORE_PORT, STORE_URL } from '../support/ports';

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

// SPEC §5: "The cart count includes only items with quantity, inventory above 0 and non-private
// visibility." From the first HTML on: the store server counts as the live cart does.
test('2 available and 3 sold out: the header says "Cart (2)" from first paint, and after it is live', async ({
  page,
  context,
  request,
}) => {
  const AFTERDARK = `http://afterdark.localhost:${STORE_PORT}`;
  /** A cart line of the listing's first colour and size, as the listing form would add it. */
  const line = async (slug: string, quantity: number) => {
    const res = await request.get(`/api/backend/v1/listings?slug=${slug}&storeSlug=afterdark`);
    expect(res.status()).toBe(200);
    const listing = (await res.json()) as {
      listingId: string;
      products: {
        productId: string;
        variations: { variationId: string; sizes: { id: string }[] }[];
      }[];
    };
    const product = listing.products[0]!;
    const variation = product.variations[0]!;
    const sizeId = variation.sizes[0]!.id;
    const sku = `${listing.listingId}-${variation.variationId}-${sizeId}`;
    const item = { slug, listingId: listing.listingId, productId: product.productId };
    return { ...item, colorId: variation.variationId, sizeId, quantity, sku };
  };
  const items = [await line('last-call-tee', 2), await line('closing-time-tee', 3)];
  await context.addCookies([
    ageVerifiedCookie(AFTERDARK),
    {
      name: 'cart_afterdark',
      value: encodeURIComponent(
        JSON.stringify({ items: Object.fromEntries(items.map((i) => [i.sku, i])), region: 'USA' }),
      ),
      url: AFTERDARK,
    },
  ]);
  await page.goto(`${AFTERDARK}/`, { waitUntil: 'commit' });
  const pill = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(pill).toHaveAccessibleName('Cart (2)');
  await untilLive(page);
  await expect(pill).toHaveAccessibleName('Cart (2)');
  // The cart lists the one it can sell and says the other is not available.
  await pill.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
});
