import { expect, type Page } from '@playwright/test';

export const SHOPPER = {
  email: 'shopper@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  state: 'California',
  zip: '94043',
  phone: '650-253-0000',
};

/** The cookie of a shopper past a store's age gate (the store server reads it; SPEC §5's mirror). */
export const ageVerifiedCookie = (url: string, store = 'afterdark') => ({
  name: `age_verified_${store}`,
  value: 'true',
  url,
});

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  processingError: '4000 0000 0000 0119',
  invalidNumber: '4242 4242 4242 4241',
};

/** Picks a payment method by its radio (only shown when more than one method is offered). */
export async function choosePaymentMethod(page: Page, label: string): Promise<void> {
  const radio = page.getByRole('radio', { name: label, exact: true });
  // The step may still be opening (the delivery options arrive after the address is saved): the
  // choice, or a store's only method's own button, is on screen before it is read as absent.
  const onlyMethod = page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('button', { name: /^(Place order|Pay now)/ });
  await expect(radio.or(onlyMethod).first()).toBeVisible();
  if (await radio.count()) await radio.check();
}

/**
 * The add's confirmation, whichever path took the tap: the live page's dialog (closed with
 * Continue shopping), or the listing the store server's form came back to, saying so.
 */
export async function confirmAdded(page: Page, title: string): Promise<void> {
  await expect(page.getByText(`${title} was added to your cart.`)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Added to cart' });
  if (await dialog.isVisible())
    await dialog.getByRole('button', { name: 'Continue shopping' }).click();
}

/** Opens the first featured product and adds it with the chosen options; returns its title. */
export async function addFirstFeaturedProduct(page: Page): Promise<string> {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  const firstTile = featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first();
  await firstTile.click();
  await expect(page).toHaveURL(/\/listing\/[^?]+\?.*pid=/);
  // The address changes as the app starts the move; the home page shows until the listing is
  // ready, so its title is read once the listing's own button is on screen.
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await addToCart.click();
  await confirmAdded(page, title);
  return title;
}

export async function fillCustomerDetails(page: Page, email = SHOPPER.email): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill(SHOPPER.firstName);
  await page.getByLabel('Last name').fill(SHOPPER.lastName);
  await page.getByLabel('Street address').fill(SHOPPER.street);
  await page.getByLabel('City').fill(SHOPPER.city);
  await page.getByLabel('State').selectOption({ label: SHOPPER.state });
  await page.getByLabel('Zip code').fill(SHOPPER.zip);
  await page.getByLabel('Phone').fill(SHOPPER.phone);
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
}

export async function payByCard(page: Page, number: string): Promise<void> {
  await choosePaymentMethod(page, 'Card');
  await page.getByLabel('Name on card').fill(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** From a filled cart to the checkout page, through the real create-checkout call. */
export async function goToCheckout(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** A cart with the first featured product, a checkout, the address and standard delivery. */
export async function checkoutReadyToPay(page: Page, email = SHOPPER.email): Promise<string> {
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  const checkoutId = page.url().split('/checkout/')[1] ?? '';
  expect(checkoutId).not.toBe('');
  await fillCustomerDetails(page, email);
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  return checkoutId;
}

/** The thank-you page of a placed order, and the order the API holds for the checkout. */
export async function expectOrderPlaced(page: Page, checkoutId: string): Promise<void> {
  await expect(page).toHaveURL(/\/thankyou/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  const order = await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`);
  expect(order.status()).toBe(200);
}
