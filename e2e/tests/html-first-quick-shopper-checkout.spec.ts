import { expect, test } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { SHOPPER } from '../support/shopper';
import { matrixTests, pause, whenLive } from '../support/quickShopper';

// The quick shopper on a checkout's first step: the customer's details typed from first paint,
// before the page's scripts come (they wait for the shopper's first move), with pauses that let
// the page go live before, between or after them, then 'Deliver to this address'. Whichever way
// it is answered (the store server's form, or the live page), the checkout holds every detail
// typed, and its delivery options come next.

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/checkout/checkout', {
    data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
  });
  await whenWarm(request, `/checkout/${(await created.json()).id}`);
});

matrixTests(
  (name) => `checkout at ${name}: the details typed from first paint are the checkout's`,
  3,
  async ({ page, gap }) => {
    const created = await page.request.post('/api/checkout/checkout', {
      data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    await page.goto(`/checkout/${id}`, { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(SHOPPER.email);
    await pause(page, gap);
    await page.getByLabel('First name').fill(SHOPPER.firstName);
    await page.getByLabel('Last name').fill(SHOPPER.lastName);
    await page.getByLabel('Street address').fill(SHOPPER.street);
    await page.getByLabel('City').fill(SHOPPER.city);
    await pause(page, gap);
    await page.getByLabel('State').selectOption({ label: SHOPPER.state });
    await page.getByLabel('Zip code').fill(SHOPPER.zip);
    await page.getByLabel('Phone').fill(SHOPPER.phone);
    await pause(page, gap);
    await page.getByRole('button', { name: 'Deliver to this address' }).click();

    await expect(
      page.getByRole('radio', { name: /Standard delivery/ }),
      `${gap} ms between actions`,
    ).toBeVisible({ timeout: 20_000 });
    const saved = await page.request.get('/api/checkout/checkout', {
      params: { id, storeSlug: 'demo' },
    });
    expect(await saved.json()).toMatchObject({
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
  // Eight fields and a save per shopper (the whole matrix took over six minutes): no pause, one
  // that hydration may land in, one it lands before; a desktop's CPU and a phone's 4× slowdown.
  { gaps: [0, 500, 2000], speeds: [1, 4] },
);
