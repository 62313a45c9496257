import { expect, test } from '../support/test';
import { addFirstFeaturedProduct } from '../support/shopper';

// What the live page does when mf-cart never loads. (Before it is live, Add to cart is the store
// server's form, which needs no remote: html-first-catalog-down.spec.ts.)
test.use({ livePage: true });

test('cart service down: the pill reads the cart cookie and an add is an error, not a confirmation', async ({
  page,
}) => {
  // One item stored while everything is up.
  await addFirstFeaturedProduct(page);
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  // Now mf-cart's CDN is down: the cart service never starts.
  await page.route('**/remotes/mf-cart/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  // The pill still tells the truth from the cookie, not "Cart (0)".
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  // Adding cannot be stored: an error toast, and never "Added to cart".
  const featured = page.getByRole('region', { name: 'Featured products' });
  await featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\//);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('alert')).toContainText(
    /Sorry, we couldn't add .+ to your cart\. Please try again\./,
  );
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();
});
