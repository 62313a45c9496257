import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { ROOT, STORE_DB } from '../support/paths';
import { STORE_URL } from '../support/ports';
import { checkoutReadyToPay } from '../support/shopper';

/** A preview link signed with the running store server's secret (the owner's CLI, SPEC §1). */
function previewUrl(): string {
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'preview-link.js'), 'demo', '1'],
    { env: { ...process.env, DB_PATH: STORE_DB, STORE_URL }, encoding: 'utf8' },
  );
  return out.trim().split('\n').pop() ?? '';
}

test('in preview mode the cart checkout button and every payment button are disabled', async ({
  page,
}) => {
  const url = previewUrl();
  expect(url).toContain('#preview=');
  const token = new URL(url).hash;

  // A shopper's checkout, ready to pay...
  const checkoutId = await checkoutReadyToPay(page);
  await expect(page.getByRole('button', { name: 'Pay now with afterpay' })).toBeEnabled();

  // ...seen by the owner through a preview link: the cart cannot start a checkout...
  await page.goto(`/cart${token}`);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // ...and on the checkout page no method can pay.
  await page.goto(`/checkout/${checkoutId}${token}`);
  await expect(page.getByText('Checkout is disabled in preview mode.')).toBeVisible();
  const labels: Record<string, string> = {
    Afterpay: 'Pay now with afterpay',
    PayPal: 'PayPal',
    Card: 'Place order',
    'Google Pay': 'Pay with Google Pay (sandbox)',
    'Apple Pay': 'Pay with Apple Pay (sandbox)',
  };
  for (const [method, label] of Object.entries(labels)) {
    await page.getByRole('radio', { name: method, exact: true }).check();
    await expect(page.getByRole('button', { name: label, exact: true })).toBeDisabled();
  }
});
