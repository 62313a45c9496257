import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { ROOT, STATE_FILE } from '../support/paths';

/** A demo checkout whose customer has every address part (SPEC §2's condition). */
async function checkoutWithAddress(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/checkout/checkout', {
    data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const customer = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'shopper@example.com',
    phone: '650-253-0000',
    address: {
      address1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'California',
      stateCode: 'CA',
      zip: '94043',
      country: 'United States',
      countryCode: 'US',
    },
  };
  const put = await request.put('/api/checkout/v1/checkout', {
    data: { id, data: { storeSlug: 'demo', customer } },
  });
  expect(put.status()).toBe(200);
  return id;
}

/** Mints the encrypted ?id= with the API's CLI, against the e2e server's database and secret. */
function mintLink(checkoutId: string): string {
  const { dbDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dbDir: string };
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'checkout-link.js'), checkoutId, '1'],
    { env: { ...process.env, DB_PATH: join(dbDir, 'store.db') }, encoding: 'utf8' },
  );
  return out.split('\n')[0]?.trim() ?? '';
}

test('a valid encrypted ?id= with a full address goes on to /thankyou; a tampered one stays', async ({
  page,
}) => {
  const id = await checkoutWithAddress(page.request);
  const token = mintLink(id);

  const raw = Buffer.from(token, 'base64url');
  raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
  const refused = page.waitForResponse((r) => r.url().includes('/v1/checkout_links'));
  await page.goto(`/checkout/${id}?id=${encodeURIComponent(raw.toString('base64url'))}`);
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}`));

  await page.goto(`/checkout/${id}?id=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(new RegExp(`/thankyou\\?.*cart=${id}`));
});
