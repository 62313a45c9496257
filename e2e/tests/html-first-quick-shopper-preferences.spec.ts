import { expect, test } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { quickShopperTests, whenLive } from '../support/quickShopper';

// The quick shopper's Preferences: the footer's "USA / USD" opened from first paint, then region,
// currency and language chosen and Submit. Before the page is live it is a disclosure holding a
// form the store server saves; once live, a button opening the Preferences modal; a form opened
// before hydration stays in the shopper's hands. Either way the choice is saved and the page
// comes back in it.

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/');
});

quickShopperTests(
  (when) => `Preferences, ${when}: region, currency and language chosen from first paint are saved`,
  async ({ context, page, point, reached, release }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await reached();
    const footer = page.getByRole('contentinfo');
    // The disclosure's summary or the live button: the same name, "USA / USD".
    await footer.getByText('USA / USD').first().click();
    // The modal's selects or the disclosure's (never both shown).
    const choice = (label: string) => page.getByRole('combobox', { name: label, exact: true });
    await choice('Shipping region').selectOption('EU');
    await choice('Currency').selectOption('EUR');
    await choice('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    release();

    await expect(page.locator('html'), point).toHaveAttribute('lang', 'de', { timeout: 20_000 });
    const saved = (await context.cookies()).find((c) => c.name === 'localization_demo');
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}'))).toMatchObject({
      region: 'EU',
      currency: 'EUR',
      locale: 'de',
    });
    await whenLive(page);
    await expect(footer.getByRole('button', { name: 'EU / EUR (Einstellungen)' })).toBeVisible();
  },
);
