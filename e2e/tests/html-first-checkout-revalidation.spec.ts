import { expect, test } from '../support/test';
import { madePrivate, withCatalogChange } from '../support/storeDb';

// SPEC §4: each cart item is revalidated before checkout, and no checkout is created for a cart
// with an item that is no longer sold: not even one left unused. (The same through the store
// server's Checkout form: html-first-no-script.spec.ts.)

test('an item gone private after the cart loaded: Checkout creates no checkout and says why', async ({
  page,
}) => {
  await page.goto('/listing/tidepool-wave-sticker');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Tidepool Wave Sticker was added to your cart.')).toBeVisible();
  await page.goto('/cart');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Tidepool Wave Sticker' }),
  ).toBeVisible();

  const creations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout/checkout')
      creations.push(r.url());
  });
  await withCatalogChange(madePrivate('tidepool-wave-sticker'), async () => {
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Some items were removed from your cart because they are not available at this time.',
    );
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
  await expect(page).toHaveURL(/\/cart(\?|$)/);
  expect(creations).toEqual([]);
});
