import { expect, test, type BrowserContext, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { madePrivate, soldOut, withCatalogChange } from '../support/storeDb';

// The purchase path is HTML first: with JavaScript off, search, the listing's pickers and Add to
// cart, the cart's quantity, Remove and Checkout are real forms and links answered by the store
// server, with the same rules, messages and cart cookie as the browser path. A page whose render
// is late asks again by itself (a <noscript> refresh), so nothing here waits for a warm cache.

test.use({ javaScriptEnabled: false });

/** The store's cart cookie, as the browser holds it (null: no cart). */
async function cartCookie(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cart_demo');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

async function cartLines(context: BrowserContext) {
  const items = ((await cartCookie(context))?.items ?? {}) as Record<
    string,
    { colorId: string; sizeId: string; quantity: number }
  >;
  return Object.values(items).map(({ colorId, sizeId, quantity }) => ({
    colorId,
    sizeId,
    quantity,
  }));
}

/** The words of one language: the shopper's browser asks for it (Accept-Language). */
interface Words {
  search: string;
  submit: string;
  colour: string;
  size: string;
  quantity: string;
  add: string;
  added: string;
  viewCart: string;
  quantityFor: (title: string) => string;
  update: string;
  remove: string;
  checkout: string;
  empty: string;
  cart: (n: number) => string;
  checkoutTitle: string;
  totalSoFar: string;
  /** An amount in the shopper's currency. */
  totalSoFarValue: RegExp;
  steps: string[];
  addressForm: string;
  deliverHere: string;
}

const EN: Words = {
  search: 'Search products',
  submit: 'Search',
  colour: 'Color',
  size: 'Size',
  quantity: 'Quantity',
  add: 'Add to cart',
  added: 'Added to cart',
  viewCart: 'View cart',
  quantityFor: (t) => `Quantity for ${t}`,
  update: 'Update',
  remove: 'Remove',
  checkout: 'Checkout',
  empty: 'Your cart is empty.',
  cart: (n) => `Cart (${n})`,
  checkoutTitle: 'Checkout',
  totalSoFar: 'Total so far',
  totalSoFarValue: /^\$\d+\.\d\d$/,
  steps: ['Customer details', 'Delivery options', 'Payment methods'],
  addressForm: 'Delivery address',
  deliverHere: 'Deliver to this address',
};

const DE: Words = {
  search: 'Produkte suchen',
  submit: 'Suchen',
  colour: 'Farbe',
  size: 'Größe',
  quantity: 'Menge',
  add: 'In den Warenkorb',
  added: 'Zum Warenkorb hinzugefügt',
  viewCart: 'Warenkorb ansehen',
  quantityFor: (t) => `Menge für ${t}`,
  update: 'Aktualisieren',
  remove: 'Entfernen',
  checkout: 'Zur Kasse',
  empty: 'Dein Warenkorb ist leer.',
  cart: (n) => `Warenkorb (${n})`,
  checkoutTitle: 'Kasse',
  totalSoFar: 'Bisherige Summe',
  totalSoFarValue: /^\d+,\d\d\s€$/,
  steps: ['Kundendaten', 'Versandoptionen', 'Zahlungsarten'],
  addressForm: 'Lieferadresse',
  deliverHere: 'An diese Adresse liefern',
};

async function pick(page: Page, w: Words, colour: string, size: string, quantity: string) {
  await page
    .getByRole('radiogroup', { name: w.colour })
    .getByRole('radio', { name: colour })
    .check();
  await page
    .getByRole('radiogroup', { name: w.size })
    .getByRole('radio', { name: size, exact: true })
    .check();
  await page.getByLabel(w.quantity, { exact: true }).selectOption(quantity);
  await page.getByRole('button', { name: w.add }).click();
  await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();
}

for (const [language, w, locale] of [
  ['en', EN, 'en-US'],
  ['de', DE, 'de-DE'],
] as const) {
  test.describe(`without JavaScript, in ${language}`, () => {
    test.use({ locale });

    test('search → listing → pick → Add to cart → cart → quantity → Remove → Checkout', async ({
      page,
      context,
      request,
    }) => {
      await whenWarm(request, '/');
      await page.goto('/search');
      await page.getByRole('combobox', { name: w.search }).fill('tidepool wave');
      await page.getByRole('button', { name: w.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/search\?searchterm=tidepool\+wave$/);
      await page
        .getByRole('link', { name: /Tidepool Wave Tee/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/listing\/tidepool-wave-tee\?pid=5001$/);

      await pick(page, w, 'Heather Grey', 'XL', '3');
      expect(await cartLines(context)).toEqual([{ colorId: '70004', sizeId: 'xl', quantity: 3 }]);
      await expect(page.getByRole('link', { name: w.cart(3) })).toBeVisible();
      // The picks the shopper made are the page's again (the address carries them).
      await expect(page).toHaveURL(
        /variation=70004&size=xl&added=3&action=[0-9a-f]{16}&notice=added$/,
      );
      await pick(page, w, 'Navy', 'M', '1');

      await page
        .getByRole('status')
        .filter({ hasText: w.added })
        .getByRole('link', { name: w.viewCart })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText('Heather Grey / XL')).toBeVisible();
      await expect(page.getByText('Navy / M')).toBeVisible();

      const grey = page.getByRole('listitem').filter({ hasText: 'Heather Grey / XL' });
      await grey.getByLabel(w.quantityFor('Tidepool Wave Tee')).selectOption('2');
      await grey.getByRole('button', { name: `${w.update} Tidepool Wave Tee` }).click();
      await expect(page.getByRole('link', { name: w.cart(3) })).toBeVisible();
      expect(await cartLines(context)).toContainEqual({
        colorId: '70004',
        sizeId: 'xl',
        quantity: 2,
      });

      const navy = page.getByRole('listitem').filter({ hasText: 'Navy / M' });
      await navy.getByRole('button', { name: `${w.remove} Tidepool Wave Tee` }).click();
      await expect(page.getByText('Navy / M')).toHaveCount(0);
      expect(await cartLines(context)).toEqual([{ colorId: '70004', sizeId: 'xl', quantity: 2 }]);

      await page.getByRole('button', { name: w.checkout, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
      const checkoutId = (await context.cookies()).find((c) => c.name === 'checkout_demo')?.value;
      expect(page.url()).toContain(`/checkout/${checkoutId}`);
      // The checkout is the store server's page too: its line, total and steps, in the language.
      await expect(page.getByRole('heading', { level: 1, name: w.checkoutTitle })).toBeVisible();
      await expect(page.getByText('Heather Grey / XL')).toBeVisible();
      await expect(page.getByText(w.totalSoFar)).toBeVisible();
      await expect(page.getByText(w.totalSoFarValue)).not.toHaveCount(0);
      for (const step of w.steps) await expect(page.getByText(step, { exact: true })).toBeVisible();
      // Its forms post: without script, what is typed never goes into the address.
      await expect(page.getByRole('form', { name: w.addressForm })).toHaveAttribute(
        'method',
        'post',
      );
      // Sent without script, the store server says plainly that nothing was saved (never a 404
      // or a false "saved"), and the way back is to this checkout, as it was.
      await page
        .getByRole('form', { name: w.addressForm })
        .getByRole('textbox', { name: /^E-?mail$/i })
        .fill('quick@example.com');
      await page.getByRole('button', { name: w.deliverHere }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Checkout needs JavaScript' }),
      ).toBeVisible();
      await expect(page.getByText(/Nothing was saved/)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      await page.getByRole('link', { name: 'Back to checkout' }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}$`));
      await expect(page.getByRole('heading', { level: 1, name: w.checkoutTitle })).toBeVisible();
      await expect(page.getByText('Heather Grey / XL')).toBeVisible();
    });
  });
}

test('a sold-out size picked without script: the SPEC message, nothing added', async ({
  page,
  context,
}) => {
  const stock = (await (
    await page.request.get('/api/backend/v1/inventory?colorId=70004&sizeId=xl')
  ).json()) as { inventoryCount: number };
  await withCatalogChange(soldOut('70004', 'xl', stock.inventoryCount), async () => {
    // The page was rendered for its first colour and size: the shopper picks another, sold out.
    await page.goto('/listing/tidepool-wave-tee');
    await page
      .getByRole('radiogroup', { name: 'Color' })
      .getByRole('radio', { name: 'Heather Grey' })
      .check();
    await page
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: 'XL', exact: true })
      .check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/variation=70004&size=xl&notice=out-of-stock$/);
    await expect(page.getByRole('alert')).toHaveText('This product is out of stock.');
    // The page now shows the sold-out size as the SPEC says: the button reads Out of stock.
    await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(await cartCookie(context)).toBeNull();
  });
});

test('an item gone private before Checkout: no checkout, the SPEC notice, the item removed', async ({
  page,
  context,
}) => {
  await page.goto('/listing/tidepool-wave-mug');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('listitem').filter({ hasText: 'Tidepool Wave Mug' })).toBeVisible();
  await withCatalogChange(madePrivate('tidepool-wave-mug'), async () => {
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/cart\?notice=unavailable$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Some items were removed from your cart because they are not available at this time.',
    );
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
  expect(await cartLines(context)).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'checkout_demo')).toBeUndefined();
});

test('a private listing is not added, and says it is not available', async ({ page, context }) => {
  await page.goto('/listing/crew-only-tee');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/notice=unavailable$/);
  await expect(page.getByRole('alert')).toHaveText('This product is not available.');
  expect(await cartCookie(context)).toBeNull();
});

// A malformed post (a 400 page, nothing written) and a post from another site (403) are proven over
// HTTP, where nothing but the store server takes part: api/test/cart-forms.test.ts ("a malformed
// post (…) is a 400 page and writes nothing", "a post from another site is refused…") and
// api/test/cart-page-forms.test.ts (update, remove and checkout from another site).
