import { interactive } from '../support/plainPage';
import { expect, test, type Page } from '../support/test';
import { CARDS, SHOPPER } from '../support/shopper';

// Issue 12: prices in the shopper's currency, decided by the server. After Preferences EU / EUR /
// Deutsch, every price the shopper sees from home to thank-you is in euros written the German way
// ("22,99 €"), and the order the API records is in EUR for the amount the checkout showed.
const EUROS = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;

async function chooseEuros(page: Page) {
  await page.goto('/');
  // The Preferences modal is the live page's (before it, a disclosure with the server's form).
  await interactive(page);
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'USA / USD (Preferences)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  await dialog.getByLabel('Shipping region').selectOption('EU');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Submit' }).click(),
  ]);
  // The page comes back in the choice: live once the shopper moves (its scripts wait for that).
  await interactive(page);
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'EU / EUR (Einstellungen)' }),
  ).toBeVisible();
}

/**
 * What home showed, for the failure message. CI failed here once (December 2026) with no euro
 * price in the featured region; 7 runs here, alone, two at a time, rendered in the browser and
 * after the specs before it, did not show it. The next failure says what the region held, how
 * the page was made and which choice its cookie carried.
 */
async function homeSeen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].map((h) => h.textContent).join(' | ');
    const section = document.getElementById('featured-heading')?.closest('section');
    // The store server's own account of the page (Server-Timing: render, cache, fallback-…).
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const via = nav?.serverTiming.map((t) => t.description).join(' ') || 'unknown';
    return `home (made by: ${via}, lang ${document.documentElement.lang}, cookie ${document.cookie}): h2s ${heading}; featured: ${(section?.textContent ?? 'none').slice(0, 300)}`;
  });
}

test('EU / EUR / Deutsch: € prices on home, listing, cart and checkout; the order is placed in EUR', async ({
  page,
}) => {
  await chooseEuros(page);
  await interactive(page);

  // Home: the featured tiles' prices, converted by the server (no dollar price anywhere).
  const featured = page.getByRole('region', { name: 'Ausgewählte Produkte' });
  await expect(featured.getByText(EUROS).first())
    .toBeVisible()
    .catch(async (e: Error) => {
      throw new Error(`${e.message}\n${await homeSeen(page)}`);
    });
  await expect(featured.getByText(/\$/)).toHaveCount(0);

  // Listing: the price the server gave for EUR (the API answers the same number for the page).
  await featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\/([^?]+)\?.*pid=/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const api = await (
    await page.request.get(`/api/backend/v0/listing/${slug}?store_slug=demo&currency=EUR`)
  ).json();
  expect(api.currency).toBe('EUR');
  const shown = api.price.toFixed(2).replace('.', ',');
  await expect(page.getByRole('main').getByText(`${shown} €`).first()).toBeVisible();
  // The listing page speaks German too.
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const added = page.getByRole('dialog', { name: 'Zum Warenkorb hinzugefügt' });
  await added.getByRole('button', { name: 'Weiter einkaufen' }).click();

  // Cart: line and subtotal in euros.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Warenkorb' })).toBeVisible();
  await expect(page.getByTestId('subtotal')).toHaveText(EUROS);
  await expect(page.getByTestId('subtotal')).toHaveText(`${shown} €`);

  // Checkout: created in EUR by the server; lines, delivery and total in euros.
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  const checkoutId = page.url().split('/checkout/')[1]!;
  // The checkout speaks German: its labels, delivery names and buy button.
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await page.getByLabel('E-Mail', { exact: true }).fill(SHOPPER.email);
  await page.getByLabel('Vorname').fill(SHOPPER.firstName);
  await page.getByLabel('Nachname').fill(SHOPPER.lastName);
  await page.getByLabel('Straße und Hausnummer').fill(SHOPPER.street);
  await page.getByLabel('Stadt').fill(SHOPPER.city);
  await page.getByLabel('Bundesstaat').selectOption({ label: SHOPPER.state });
  await page.getByLabel('Postleitzahl').fill(SHOPPER.zip);
  await page.getByLabel('Telefon').fill(SHOPPER.phone);
  await page.getByRole('button', { name: 'An diese Adresse liefern' }).click();
  await page.getByRole('radio', { name: /Standardversand/ }).check();
  const read = async () =>
    (await page.request.get(`/api/checkout/checkout?id=${checkoutId}&storeSlug=demo`)).json();
  await expect.poll(async () => (await read()).deliveryOption?.id).toBe('standard');
  const checkout = await read();
  expect(checkout.costs.total.currency).toBe('EUR');
  const total = `${checkout.costs.total.value.toFixed(2).replace('.', ',')} €`;
  await expect(page.getByText(total).filter({ visible: true }).first()).toBeVisible();
  // Afterpay (US dollars only) is not offered for a euro checkout.
  await expect(page.getByRole('radio', { name: 'Afterpay', exact: true })).toHaveCount(0);

  const card = page.getByRole('radio', { name: 'Karte', exact: true });
  if (await card.count()) await card.check();
  await page.getByLabel('Name auf der Karte').fill(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  await page.getByLabel('Kartennummer').fill(CARDS.success);
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/thankyou/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' }),
  ).toBeVisible();
  const order = await (
    await page.request.get(`/api/backend/v1/orders?cartId=${checkoutId}`)
  ).json();
  expect(order.totalCost).toEqual({ amount: checkout.costs.total.value, currency: 'EUR' });
  await expect(page.getByText(total).filter({ visible: true }).first()).toBeVisible();
});

test('a tampered currency in the address bar leaves the page in a supported currency', async ({
  page,
}) => {
  // SPEC route table: a listing URL's currency applies for the visit, but only a supported one.
  await page.goto('/listing/tidepool-wave-tee?currency=XYZ');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The footer's Preferences, as the HTML words it (a disclosure) and the live page (a button).
  await expect(page.getByRole('contentinfo')).toContainText('USA / USD (Preferences)');
  await expect(
    page
      .getByRole('main')
      .getByText(/^\$\d+\.\d{2}$/)
      .first(),
  ).toBeVisible();
});
