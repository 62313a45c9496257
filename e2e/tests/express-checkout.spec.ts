import { expect, test } from '../support/test';
import { ageVerifiedCookie } from '../support/shopper';
import { STORE_PORT, STORE_URL } from '../support/ports';

// The cart as mf-cart stores it (shared/src/cart): flagship tee Black M ×2 and the wallpaper pack.
const CART = {
  region: 'USA',
  items: {
    '1001-70001-m': {
      slug: 'tidepool-wave-tee',
      sku: '1001-70001-m',
      listingId: '1001',
      productId: '5001',
      colorId: '70001',
      sizeId: 'm',
      quantity: 2,
    },
    '1006-70015-digital': {
      slug: 'tide-chart-wallpaper-pack',
      sku: '1006-70015-digital',
      listingId: '1006',
      productId: '5007',
      colorId: '70015',
      sizeId: 'digital',
      quantity: 1,
    },
  },
};

const cartCookie = (slug: string, url: string) => ({
  name: `cart_${slug}`,
  value: encodeURIComponent(JSON.stringify(CART)),
  url,
});

test('the legacy express entry lands on a server-priced checkout with the cart and the chosen method', async ({
  page,
  context,
}) => {
  await context.addCookies([cartCookie('demo', STORE_URL)]);
  const expressRequest = page.waitForRequest((r) => r.url().includes('/buy/express_checkout'));
  await page.goto('/checkout/express?deviceId=dev-e2e&method=googlepay');
  const sent = new URL((await expressRequest).url());
  expect(sent.searchParams.get('skus')).toBe('1001-70001-m_2,1006-70015-digital_1');
  expect(sent.searchParams.get('device_id')).toBe('dev-e2e');
  expect(sent.searchParams.get('ship_method')).toBe('1');

  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const summary = page
    .getByRole('complementary', { name: 'Order summary' })
    .or(page.getByLabel('Order summary'));
  await expect(summary.first().getByText('Tidepool Wave Tee')).toBeVisible();
  await expect(summary.first().getByText('Tide Chart Wallpaper Pack')).toBeVisible();

  // Priced by the API from its catalog, with the method the link asked for.
  const c = await (await page.request.get(`/api/checkout/checkout?id=${id}&storeSlug=demo`)).json();
  expect(c.paymentMethod).toBe('google-pay');
  expect(c.platform).toBe('stripe');
  expect(c.costs.lineItems.value).toBeCloseTo(2 * 24.99 + 9.99, 2);
  expect(c.lineItems.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
    ['1001-70001-m', 2],
    ['1006-70015-digital', 1],
  ]);
});

test('a store that hides PayPal (afterdark) does not start PayPal express', async ({
  page,
  context,
}) => {
  const url = `http://afterdark.localhost:${STORE_PORT}`;
  // Past the age gate, as a verified shopper is (the gate hides the page it covers).
  await context.addCookies([cartCookie('afterdark', url), ageVerifiedCookie(url)]);
  await page.goto(`${url}/checkout/express?method=paypal`);
  // The browser resolves *.localhost itself; Node's request context would not.
  const flags = await page.evaluate(async () => (await (await fetch('/config.json')).json()).flags);
  expect(flags).toMatchObject({ hidePaypal: true, hideCard: true });
  // The page's own message; the demo items in this afterdark cart may also raise the cart's
  // "Some items were removed" toast (they are not afterdark listings), which is not under test.
  await expect(page.getByRole('main').getByRole('alert')).toContainText('not available');
  await expect(page).toHaveURL(/\/checkout\/express/);
});
