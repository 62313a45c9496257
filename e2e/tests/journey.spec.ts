import { expect, test } from '../support/test';
import {
  CARDS,
  addFirstFeaturedProduct,
  fillCustomerDetails,
  goToCheckout,
  payByCard,
} from '../support/shopper';

test('a shopper browses, fills a cart and pays by card', async ({ page }) => {
  // 1. Home: store name and featured tiles with images and prices from the API.
  await page.goto('/');
  const config = await (await page.request.get('/config.json')).json();
  const store = await (
    await page.request.get(`/api/backend/v1/stores?slug=${config.storeSlug}`)
  ).json();
  await expect(page.getByRole('banner').getByRole('link', { name: store.name })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured products' });
  const tiles = featured.getByRole('link').filter({ has: page.getByRole('img') });
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThanOrEqual(4);
  await expect(featured.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  const firstImg = tiles.first().getByRole('img');
  await expect
    .poll(() => firstImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // 2. Listing: title, price, colour and size choices that update the URL.
  await tiles.first().click();
  await expect(page).toHaveURL(/\/listing\/[^?]+\?.*pid=/);
  // The address changes as the app starts the move; the home page shows until the listing is ready.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  expect(title).toBeTruthy();
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  const colours = page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio');
  if ((await colours.count()) > 1) {
    const second = colours.nth(1);
    await second.check();
    await expect(page).toHaveURL(/variation=/);
  }
  const sizeGroup = page.getByRole('radiogroup', { name: 'Size' });
  if (await sizeGroup.count()) {
    const sizes = sizeGroup.getByRole('radio');
    await sizes.nth((await sizes.count()) > 1 ? 1 : 0).check();
  } else {
    const select = page.getByLabel('Size');
    const options = await select.locator('option').allTextContents();
    await select.selectOption({ index: options.length > 1 ? 1 : 0 });
  }
  await expect(page).toHaveURL(/size=/);

  // 3. Add to cart: the pill shows 1, and a reload keeps it (per-store cookie).
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Added to cart' })
    .getByRole('button', { name: 'Continue shopping' })
    .click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain(`cart_${config.storeSlug}`);

  // 4. Cart: quantity, line total and subtotal follow a quantity change.
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const qty = page.getByLabel(`Quantity for ${title}`);
  await expect(qty).toHaveValue('1');
  const summary = page.getByText('Subtotal').locator('..');
  const before = await summary.textContent();
  const unit = Number(/\$(\d+\.\d{2})/.exec(before ?? '')?.[1]);
  expect(unit).toBeGreaterThan(0);
  await qty.selectOption('2');
  const doubled = `$${(Math.round(unit * 200) / 100).toFixed(2)}`;
  await expect(summary).toContainText(doubled);
  await expect(page.getByText(doubled).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();

  // 5. Checkout: created by the API, customer details, delivery option, card 4242.
  await goToCheckout(page);
  const checkoutId = page.url().split('/checkout/')[1];
  await fillCustomerDetails(page);
  const standard = page.getByRole('radio', { name: /Standard delivery/ });
  await expect(standard).toBeVisible();
  await standard.check();
  await payByCard(page, CARDS.success);

  // 6. Thank-you page with the order number; the cart is empty.
  await expect(page).toHaveURL(/\/thankyou/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await expect(page.getByText(/Order number: \S+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  const order = await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`);
  expect(order.status()).toBe(200);
  const orderNumber = (await order.json()).orderNumber as string;
  await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();
  // The items come from the order read by the checkout id the thank-you URL carries.
  await expect(page).toHaveURL(new RegExp(`[?&]cart=${checkoutId}`));
  await expect(page.getByRole('heading', { name: 'Your items' })).toBeVisible();
});

test('a declined test card shows the card error and places no order', async ({ page }) => {
  await addFirstFeaturedProduct(page);
  await goToCheckout(page);
  const checkoutId = page.url().split('/checkout/')[1];
  await fillCustomerDetails(page);
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  await payByCard(page, CARDS.declined);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}$`));
  const order = await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`);
  expect(order.status()).toBe(404);
  // The cart is untouched: the shopper can try another card.
  await expect(page.getByRole('link', { name: /Cart \([1-9]/ })).toBeVisible();
  await payByCard(page, CARDS.insufficientFunds);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }),
  ).toBeVisible();
});
