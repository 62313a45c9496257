import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import {
  addFirstFeaturedProduct,
  choosePaymentMethod,
  fillCustomerDetails,
  goToCheckout,
} from '../support/shopper';

// The checkout forms on the shared form kit, in a real browser: the address validates on submit,
// the card form on change (SPEC §5), and the page passes axe with the messages showing.

test('address validates on submit; the card form on change', async ({ page }) => {
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);

  const firstName = page.getByLabel('First name');
  await firstName.fill('Ada');
  await firstName.fill('');
  await page.getByLabel('Last name').focus();
  await expect(page.getByText('Please enter your first name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(firstName).toHaveAccessibleDescription('Please enter your first name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('State')).toHaveAccessibleDescription('Please select your state');
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  // After a submit, a fixed field loses its message without another submit.
  await firstName.fill('Ada');
  await expect(page.getByText('Please enter your first name')).toHaveCount(0);
  await expect(firstName).not.toHaveAttribute('aria-invalid');

  // The payment step opens once the address is saved.
  await fillCustomerDetails(page);
  await expect(page.getByRole('button', { name: 'Edit address' })).toBeVisible();
  await choosePaymentMethod(page, 'Card');
  const number = page.getByLabel('Card number');
  await number.pressSequentially('4242');
  await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
  await expect(number).toBeFocused();

  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('the phone check fetches its library once the shopper starts on the address form', async ({
  page,
}) => {
  const phoneChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/phone-numbers\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname))
      phoneChunks.push(r.url());
  });
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  await page.waitForLoadState('networkidle');
  expect(phoneChunks, 'not with the checkout page').toEqual([]);

  const phone = page.getByLabel('Phone');
  await phone.fill('555-000');
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
  await phone.fill('650-253-0000');
  await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
  expect(phoneChunks).toHaveLength(1);
});

test("the 'Deliver to this address' click reports the fields still wrong to the dataLayer", async ({
  page,
}) => {
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  const reported = () =>
    page.evaluate(() =>
      (
        (window as unknown as { dataLayer?: { event?: string; fields?: string[] }[] }).dataLayer ??
        []
      )
        .filter((e) => e.event === 'checkout_field_errors')
        .map((e) => e.fields ?? []),
    );
  await expect.poll(reported).toContainEqual(expect.arrayContaining(['email', 'lastName']));
  const [fields] = await reported();
  expect(fields).not.toContain('firstName');
});
