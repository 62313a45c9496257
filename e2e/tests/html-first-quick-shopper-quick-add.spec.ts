import { expect, test, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';
import {
  TEE,
  addConfirmed,
  cartItems,
  pickOnListing,
  quickShopperTests,
  whenLive,
} from '../support/quickShopper';

// The quick shopper's quick add: a featured tile's Quick add tapped from first paint, then a
// colour, a size and Add. On the live page the tile opens its options panel; before it, Quick add
// is a form that leads to the product's listing, where the same picks are its radios. Either way
// the cart gets the colour and size picked, once.

/** The options panel's picks and Add (the live page). */
async function pickInPanel(page: Page) {
  const panel = page.getByRole('form', { name: `Options for ${TEE}` });
  await panel.getByRole('combobox', { name: `Color for ${TEE}` }).selectOption('Heather Grey');
  await panel.getByRole('combobox', { name: `Size for ${TEE}` }).selectOption('XL');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({
    timeout: 20_000,
  });
}

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/');
  await whenWarm(request, '/listing/tidepool-wave-tee');
});

quickShopperTests(
  (when) => `quick add, ${when}: the colour and size picked are added once`,
  async ({ context, page, point, reached, release }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await reached();
    await page
      .getByRole('region', { name: 'Featured products' })
      .getByRole('button', { name: `Quick add ${TEE}` })
      .first()
      .click();
    // The tap is the page's to answer (a kept press, or the form to the listing) before any pick.
    release();
    const panel = page.getByRole('form', { name: `Options for ${TEE}` });
    const listing = page.getByRole('heading', { level: 1, name: TEE });
    await expect(panel.or(listing), point).toBeVisible({ timeout: 20_000 });
    if (await panel.isVisible()) await pickInPanel(page);
    else {
      await pickOnListing(page);
      await addConfirmed(page);
    }
    expect(await cartItems(context), point).toEqual([
      { colorId: '70004', sizeId: 'xl', quantity: 1 },
    ]);
    await whenLive(page);
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  },
);
