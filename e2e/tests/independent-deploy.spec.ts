import { expect, test } from '../support/test';
import { storeErrors, watchBusAndErrors } from '../support/federation';
import { interactive } from '../support/plainPage';
import { CDN_URL } from '../support/ports';
import { setRemotes } from '../support/remotes';
import { serverRendered } from '../support/serverRender';
import { addFirstFeaturedProduct } from '../support/shopper';

test.afterEach(() => setRemotes());

test('repointing the runtime manifest switches the running store to another mf-cart build', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Cart build canary')).toHaveCount(0);

  // Deploy: only the manifest changes; shell and other remotes are not rebuilt or restarted.
  setRemotes({ 'mf-cart': `${CDN_URL}/mf-cart-canary/mf-manifest.json` });
  await page.reload();
  await expect(page.getByText('Cart build canary')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart \(\d+\+?\)$/ })).toBeVisible();

  // Roll back the same way.
  setRemotes();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Cart build canary')).toHaveCount(0);
});

test('rollback is one edit of remotes.json, and the cart and the page survive it both ways', async ({
  page,
}) => {
  // A shopper mid-visit: one product, quantity 3, on the cart page.
  const title = await addFirstFeaturedProduct(page);
  await page.goto('/cart');
  const quantity = page.getByRole('combobox', { name: `Quantity for ${title}` });
  await quantity.selectOption('3');
  await expect(page.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
  const subtotal = await page.getByTestId('subtotal').textContent();

  const expectSameCart = async () => {
    await expect(page).toHaveURL(/\/cart/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Quantity for ${title}` })).toHaveValue('3');
    await expect(page.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
    await expect(page.getByTestId('subtotal')).toHaveText(subtotal ?? '');
  };

  // The new build goes out…
  setRemotes({ 'mf-cart': `${CDN_URL}/mf-cart-canary/mf-manifest.json` });
  await page.reload();
  await expect(page.getByText('Cart build canary')).toBeVisible();
  await expectSameCart();

  // …and is rolled back to the build before it: the same edit, reversed.
  setRemotes();
  await page.reload();
  await expect(page.getByText('Cart build canary')).toHaveCount(0);
  await expectSameCart();

  // The rolled-back build keeps working: the quantity changes and checkout opens.
  await page.getByRole('combobox', { name: `Quantity for ${title}` }).selectOption('2');
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test("remotes.json rolls the catalog forward and back for the server's render and the browser together", async ({
  page,
  request,
}) => {
  await watchBusAndErrors(page);
  const label = 'Catalog build canary';

  setRemotes({ 'mf-catalog': `${CDN_URL}/mf-catalog-canary/mf-manifest.json` });
  // The store server loads the new build's server code (a new generation) and renders with it.
  expect((await serverRendered(request, '/?deploy=forward')).html).toContain(label);
  await page.goto('/?deploy=forward');
  await interactive(page);
  await expect(page.getByText(label)).toBeVisible();
  // The browser loaded the same build: its first render is the server's markup, no mismatch.
  expect(await storeErrors(page)).toEqual([]);

  setRemotes();
  expect((await serverRendered(request, '/?deploy=back')).html).not.toContain(label);
  await page.goto('/?deploy=back');
  await interactive(page);
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByText(label)).toHaveCount(0);
  expect(await storeErrors(page)).toEqual([]);
});
