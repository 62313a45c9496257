import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { checkoutWithAddress } from '../support/checkouts';
import { expect, test } from '../support/test';
import { ROOT, STORE_DB } from '../support/paths';

/** Mints the encrypted ?id= with the API's CLI, against the e2e server's database and secret. */
function mintLink(checkoutId: string): string {
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'checkout-link.js'), checkoutId, '1'],
    { env: { ...process.env, DB_PATH: STORE_DB }, encoding: 'utf8' },
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
