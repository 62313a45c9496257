import { expect, test, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { fillCustomerDetails, SHOPPER } from '../support/shopper';
import { addTeeByForm, quickShopperTests, whenLive } from '../support/quickShopper';

// The quick shopper on a checkout's first step: the customer's details typed from first paint,
// before the page's scripts come (they wait for the shopper's first move), while they boot or once
// the page is live, then 'Deliver to this address'. Whichever way it is answered (the store
// server's form, or the live page), the checkout holds every detail typed, and its delivery
// options come next.

/** The checkout the API holds, read once its delivery options are on screen (the address saved). */
async function savedOnceDeliveryShows(page: Page, id: string, point: string): Promise<unknown> {
  await expect(page.getByRole('radio', { name: /Standard delivery/ }), point).toBeVisible({
    timeout: 20_000,
  });
  const saved = await page.request.get('/api/checkout/checkout', {
    params: { id, storeSlug: 'demo' },
  });
  return saved.json();
}

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/checkout/checkout', {
    data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
  });
  await whenWarm(request, `/checkout/${(await created.json()).id}`);
});

quickShopperTests(
  (when) => `checkout, ${when}: the details typed from first paint are the checkout's`,
  async ({ page, point, reached, release }) => {
    const created = await page.request.post('/api/checkout/checkout', {
      data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    await page.goto(`/checkout/${id}`, { waitUntil: 'commit' });
    await reached();
    await fillCustomerDetails(page);
    release();

    expect(await savedOnceDeliveryShows(page, id, point)).toMatchObject({
      customer: {
        email: SHOPPER.email,
        firstName: SHOPPER.firstName,
        lastName: SHOPPER.lastName,
        phone: expect.stringContaining('253'),
        address: { address1: SHOPPER.street, city: SHOPPER.city, zip: SHOPPER.zip },
      },
    });
    await whenLive(page);
    await expect(page.getByRole('button', { name: 'Edit address' })).toBeVisible();
  },
);

quickShopperTests(
  (when) =>
    `cart to checkout, ${when}: the details typed the moment the checkout shows are the checkout's`,
  async ({ page, point, reached, release }) => {
    await addTeeByForm(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await reached();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit' });
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    // Typed as soon as each box is on screen, Email first, then 'Deliver to this address'.
    await fillCustomerDetails(page);
    release();

    expect(await savedOnceDeliveryShows(page, id, point)).toMatchObject({
      customer: { email: SHOPPER.email, firstName: SHOPPER.firstName, lastName: SHOPPER.lastName },
    });
  },
);
