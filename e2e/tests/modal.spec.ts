import { expect, test, type Page } from '../support/test';
import { STORE_PORT } from '../support/ports';

// About the live page's dialogs (the cart confirmation, quick add, Preferences): pages used once live.
test.use({ livePage: true });

/** True when focus sits on the page behind the dialog (not in it, not on the document itself). */
const focusBehindDialog = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return Boolean(el && el !== document.body && !el.closest('dialog'));
  });

test('the cart confirmation is a modal dialog: the page behind is out of reach, Escape returns focus', async ({
  page,
}) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusBehindDialog(page)).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});

test('the age gate (afterdark) is a modal that Escape cannot dismiss; Proceed lets the shopper in', async ({
  page,
}) => {
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/`);
  const gate = page.getByRole('dialog', { name: 'Age verification' });
  await expect(gate).toBeVisible();
  expect(await gate.evaluate((d) => d.matches(':modal'))).toBe(true);
  await expect(page.getByRole('checkbox', { name: 'I am 18 years or older' })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusBehindDialog(page)).toBe(false);
  }
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
  await page.getByRole('checkbox', { name: 'I do not live in Louisiana or Utah' }).check();
  await proceed.click();
  await expect(gate).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
});
