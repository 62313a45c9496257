import { expect, test } from '../support/test';
import { whenWarm } from '../support/serverRender';
import {
  addConfirmed,
  cartItems,
  pickOnListing,
  quickShopperTests,
  whenLive,
} from '../support/quickShopper';

// The quick shopper on a listing: colour, size and quantity picked and Add to cart tapped from
// first paint. The cart gets exactly what they picked, whichever path took each tap (the store
// server's form, or the page once live, which adopts what was picked before it hydrated).

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/listing/tidepool-wave-tee');
  await whenWarm(request, '/cart');
});

quickShopperTests(
  (when) => `listing, ${when}: colour, size, quantity and Add to cart land as picked`,
  async ({ context, page, point, reached, release }) => {
    // Acting from first paint: the navigation returns as soon as the page is committed.
    await page.goto('/listing/tidepool-wave-tee', { waitUntil: 'commit' });
    await reached();
    await pickOnListing(page, '3');
    await addConfirmed(page);
    release();
    expect(await cartItems(context), point).toEqual([
      { colorId: '70004', sizeId: 'xl', quantity: 3 },
    ]);
    // What the shopper sees once the page is live is still what they picked.
    await whenLive(page);
    await expect(page.getByRole('radio', { name: 'Heather Grey' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();

    await page.goto('/cart', { waitUntil: 'commit' });
    const line = page.getByRole('listitem').filter({ hasText: 'Heather Grey / XL' });
    await expect(line.getByLabel('Quantity for Tidepool Wave Tee')).toHaveValue('3');
    await expect(page.getByRole('listitem').filter({ hasText: /Black \/ / })).toHaveCount(0);
  },
);

quickShopperTests(
  (when) => `listing, ${when}: the Delivery Details tab tapped from first paint is the one shown`,
  async ({ page, point, reached, release }) => {
    await page.goto('/listing/tidepool-wave-tee', { waitUntil: 'commit' });
    await reached();
    const tab = page.getByRole('tab', { name: 'Delivery Details' });
    await tab.click();
    release();
    await expect(tab, point).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Delivery Details' })).toContainText(
      'Return it within 30 days for free.',
    );
    // Once live, it stays the shopper's choice.
    await whenLive(page);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
);
