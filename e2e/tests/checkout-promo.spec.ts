import { expect, test, type Page, type Response } from '../support/test';
import { addFirstFeaturedProduct, fillCustomerDetails, goToCheckout } from '../support/shopper';

// SPEC §8, word for word.
const CANNOT_APPLY = 'Sorry, this promo code cannot be applied to your order.';
const NEEDS_ADDRESS = 'Please enter your address before you enter a promo code.';

interface CostsAnswer {
  promoCode: string | null;
  costs: Record<'total' | 'lineItems' | 'shipping' | 'tax', { value: number }> & {
    discount: { value: number; type: string | null };
  };
}

const isPromoPut = (r: Response) =>
  r.request().method() === 'PUT' &&
  r.url().endsWith('/v1/checkout') &&
  (r.request().postData() ?? '').includes('promoCode');

const usd = (v: number) => `$${v.toFixed(2)}`;

/** A cart with one item, at checkout, with the address saved and a delivery option priced. */
async function checkoutWithAddress(page: Page) {
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  await fillCustomerDetails(page);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Shipping').locator('+ dd')).toHaveText(/^\$\d+\.\d{2}$/);
  return summary;
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Promo code', { exact: true }).fill(code);
  const answer = page.waitForResponse(isPromoPut);
  await page.getByRole('button', { name: 'Apply' }).click();
  return answer;
}

test('FREESHIP applied: the server takes the shipping off, with Remove and Change code', async ({
  page,
}) => {
  const summary = await checkoutWithAddress(page);
  const res = await applyCode(page, 'freeship');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as CostsAnswer;
  expect(body.promoCode).toBe('FREESHIP');
  expect(body.costs.discount.type).toBe('free_shipping');
  // The shipping the shopper pays is 0: the server's discount is exactly its shipping.
  expect(body.costs.shipping.value).toBeGreaterThan(0);
  expect(body.costs.shipping.value - body.costs.discount.value).toBe(0);

  await expect(
    page.getByRole('status').filter({ hasText: 'Promo code FREESHIP applied' }),
  ).toBeVisible();
  await expect(summary.getByText('Free shipping (FREESHIP)').locator('+ dd')).toHaveText(
    `-${usd(body.costs.discount.value)}`,
  );
  // The total shown is the server's, which no longer includes shipping.
  await expect(summary.getByText('Total', { exact: true }).locator('+ dd')).toHaveText(
    usd(body.costs.total.value),
  );
  expect(body.costs.total.value).toBeCloseTo(body.costs.lineItems.value + body.costs.tax.value, 2);

  await page.getByRole('button', { name: 'Change code' }).click();
  await expect(page.getByLabel('Promo code', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Keep FREESHIP' }).click();

  const removed = page.waitForResponse(isPromoPut);
  await page.getByRole('button', { name: 'Remove' }).click();
  const after = (await (await removed).json()) as CostsAnswer;
  expect(after.promoCode).toBeNull();
  expect(after.costs.discount.value).toBe(0);
  await expect(page.getByLabel('Promo code', { exact: true })).toBeVisible();
  await expect(summary.getByText('Free shipping (FREESHIP)')).toHaveCount(0);
  await expect(summary.getByText('Total', { exact: true }).locator('+ dd')).toHaveText(
    usd(after.costs.total.value),
  );
});

test('an invalid code shows the SPEC error and clears the code', async ({ page }) => {
  const summary = await checkoutWithAddress(page);
  const totalBefore = await summary
    .getByText('Total', { exact: true })
    .locator('+ dd')
    .textContent();
  // SUMMER20 is seeded but inactive: the server refuses it like any unknown code.
  const res = await applyCode(page, 'SUMMER20');
  expect(res.status()).toBe(422);
  await expect(page.getByRole('alert').filter({ hasText: CANNOT_APPLY })).toHaveText(CANNOT_APPLY);
  await expect(page.getByLabel('Promo code', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Promo code', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(summary.getByText('Total', { exact: true }).locator('+ dd')).toHaveText(
    totalBefore ?? '',
  );
});

test('a code before an address shows the SPEC warning and sends nothing', async ({ page }) => {
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  const promoPuts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && (r.postData() ?? '').includes('promoCode')) promoPuts.push(r.url());
  });
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Promo code', { exact: true }).fill('FREESHIP');
  await expect(apply).toHaveAttribute('aria-disabled', 'false');
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: NEEDS_ADDRESS })).toHaveText(
    NEEDS_ADDRESS,
  );
  await expect(page.getByLabel('Promo code', { exact: true })).toHaveValue('FREESHIP');
  expect(promoPuts).toEqual([]);

  // Once the address is in, the warning goes and the same code applies.
  await fillCustomerDetails(page);
  await expect(page.getByText(NEEDS_ADDRESS)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  const res = page.waitForResponse(isPromoPut);
  await apply.click();
  expect((await res).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'Promo code FREESHIP applied' }),
  ).toBeVisible();
});
