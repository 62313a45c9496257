import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { interactive } from '../support/plainPage';
import { ageVerifiedCookie } from '../support/shopper';
import { STORE_PORT } from '../support/ports';

// SPEC §2 Footer / §4 Preferences (`localization-modal`): region, currency and language, saved
// per store; Submit reloads the page in the new choice.
for (const width of [1280, 390]) {
  test(`Preferences: EU / EUR / Deutsch is saved, the page reloads in German, another store is untouched (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The Preferences modal is the live page's (before it, a disclosure with the server's form).
    await interactive(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'USA / USD (Preferences)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Preferences' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Shipping region').selectOption('EU');
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Submit' }).click(),
    ]);

    // After the reload: the page's language (written by the server, before any script), the
    // header and footer in German, the region and currency; prices are written the German way.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await interactive(page);
    const german = footer.getByRole('button', { name: 'EU / EUR (Einstellungen)' });
    await expect(german).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Bestellung verfolgen' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Rückerstattungsrichtlinie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Suche' })).toBeVisible();
    // The catalog remote too: its headings and promises, its prices in euros, converted by the server and written the German way.
    const featured = page.getByRole('region', { name: 'Ausgewählte Produkte' });
    await expect(featured.getByText(/^\d+,\d{2}\s€$/).first()).toBeVisible();
    await expect(page.getByText('30 Tage kostenlose Rückgabe')).toBeVisible();

    // The cart remote speaks German too (its own catalogs, the same choice).
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Warenkorb/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Warenkorb' })).toBeVisible();
    await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
    await page.goBack();

    // A reload keeps the choice.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await interactive(page);
    await german.click();
    const einstellungen = page.getByRole('dialog', { name: 'Einstellungen' });
    await expect(einstellungen.getByLabel('Währung')).toHaveValue('EUR');
    await expect(einstellungen.getByLabel('Sprache')).toHaveValue('de');

    // Another store is not affected (past its age gate, which hides the page it covers).
    const afterdark = `http://afterdark.localhost:${STORE_PORT}`;
    await page.context().addCookies([ageVerifiedCookie(afterdark)]);
    await page.goto(`${afterdark}/`);
    await interactive(page);
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'USA / USD (Preferences)' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('a German browser with nothing saved starts in EU / EUR / de (buyer localization)', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await interactive(page);
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'EU / EUR (Einstellungen)' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The German page is as accessible as the English one (a valid lang, named controls).
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await context.close();
});

test('the Preferences modal: focus moves in, the page behind is inert, no serious axe finding, Escape returns focus', async ({
  page,
}) => {
  await page.goto('/');
  await interactive(page);
  const button = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'USA / USD (Preferences)' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});
