import { expect, test } from '../support/test';
import { STORE_PORT } from '../support/ports';

// The live tile's options panel and modals. Before the page is live, Quick add is a form that
// leads to the listing (html-first-quick-shopper-quick-add.spec.ts).
test.use({ livePage: true });

// SPEC §4 Quick add: options panel, quick-add-confirmation closing itself after 6 s, +1 for a SKU
// already in the cart, single-variation items added at once, quick-add-out-of-stock.
test('quick add from a tile: options, confirmation that closes after 6 s, +1 for the same SKU', async ({
  page,
}) => {
  await page.goto('/search?searchterm=tidepool%20wave%20tee');
  const tile = page.getByRole('article').filter({ hasText: 'Tidepool Wave Tee' }).first();
  await tile.getByRole('button', { name: 'Quick add Tidepool Wave Tee' }).click();
  const panel = page.getByRole('form', { name: 'Options for Tidepool Wave Tee' });
  await expect(panel.getByRole('combobox', { name: 'Color for Tidepool Wave Tee' })).toBeVisible();
  await panel.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(dialog).toHaveAttribute('data-modal', 'quick-add-confirmation');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  // Closes itself after 6 s.
  await expect(dialog).toBeHidden({ timeout: 9_000 });

  // The same colour and size again: the line goes to 2, not a second line.
  await tile.getByRole('button', { name: 'Quick add Tidepool Wave Tee' }).click();
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('a single-variation item is added at once', async ({ page }) => {
  await page.goto('/search?searchterm=tide%20chart%20wallpaper');
  const tile = page.getByRole('article').filter({ hasText: 'Tide Chart Wallpaper Pack' }).first();
  await tile.getByRole('button', { name: 'Quick add Tide Chart Wallpaper Pack' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('form', { name: /Options for/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
});

test('an item out of stock opens quick-add-out-of-stock', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/search?searchterm=closing%20time`);
  const tile = page.getByRole('article').filter({ hasText: 'Closing Time Tee' }).first();
  await tile.getByRole('button', { name: 'Quick add Closing Time Tee' }).click();
  await page
    .getByRole('form', { name: 'Options for Closing Time Tee' })
    .getByRole('button', { name: 'Add' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Out of stock' });
  await expect(dialog).toHaveAttribute('data-modal', 'quick-add-out-of-stock');
  await expect(dialog.getByText('This product is out of stock.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
});

test('quick add on a pre-order item leads to its pre-order form instead of the cart', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
  await page.goto(
    `http://afterdark.localhost:${STORE_PORT}/search?searchterm=neon%20skyline%20hoodie`,
  );
  const tile = page.getByRole('article').filter({ hasText: 'Neon Skyline Hoodie' }).first();
  await tile.getByRole('button', { name: 'Quick add Neon Skyline Hoodie' }).click();
  await expect(tile.getByText(/is available to pre-order/)).toBeVisible();
  await tile.getByRole('link', { name: 'Pre-order it here' }).click();
  await expect(page).toHaveURL(/\/listing\/neon-skyline-hoodie\?pid=/);
  await expect(page.getByRole('button', { name: 'Pre-order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
});
