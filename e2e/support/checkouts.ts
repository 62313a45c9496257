import { expect, type APIRequestContext } from '@playwright/test';

/** The demo store's tee (Black, M): one line of a checkout made through the API. */
const LINE = { sku: '1001-70001-m', quantity: 1 };

/** A US address with every part (SPEC §2's "all address parts filled"). */
export const WHOLE_ADDRESS = {
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  state: 'California',
  stateCode: 'CA',
  zip: '94043',
  country: 'United States',
  countryCode: 'US',
};

/** Saves a customer with the whole address on the demo checkout `id`, as the checkout page does. */
export async function saveCustomer(
  request: APIRequestContext,
  id: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  const customer = {
    ...name,
    email: `${name.firstName.toLowerCase()}@example.com`,
    phone: '650-253-0000',
    address: WHOLE_ADDRESS,
  };
  const put = await request.put('/api/checkout/v1/checkout', {
    data: { id, data: { storeSlug: 'demo', customer } },
  });
  expect(put.status()).toBe(200);
}

/** A demo checkout of one tee whose customer has the whole address; its id. */
export async function checkoutWithAddress(
  request: APIRequestContext,
  name = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<string> {
  const created = await request.post('/api/checkout/checkout', {
    data: { lineItems: [LINE], storeSlug: 'demo' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  await saveCustomer(request, id, name);
  return id;
}
