import { expect, test } from '../support/test';
import { STORE_PORT } from '../support/ports';

// SPEC §5 Pre-order and §7 "POST / as a form-urlencoded body": afterdark's Neon Skyline hoodie.
const STORE = `http://afterdark.localhost:${STORE_PORT}`;

for (const width of [1280, 390]) {
  test(`a pre-order listing takes the pre-order form (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Past the age gate the way a verified shopper is (SPEC §5: isVerified in local storage).
    await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
    await page.goto(`${STORE}/listing/neon-skyline-hoodie`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pre-order' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pre-order' });
    await expect(dialog).toHaveAttribute('data-modal', 'preorderform-modal');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Full name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example');
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Street address').fill('1 Harbor Way');
    await dialog.getByLabel('City').fill('Monterey');
    await dialog.getByLabel('Zipcode').fill('9394');
    await expect(dialog.getByText('Please enter a valid zipcode')).toBeVisible();
    await dialog.getByLabel('Zipcode').fill('93940');
    await dialog.getByLabel('State').selectOption('California');
    await expect(dialog.getByLabel('Country')).toHaveValue('United States');
    await expect(submit).toBeEnabled();

    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/backend/'),
    );
    await submit.click();
    const request = await posted;
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('fullname')).toBe('Ada Lovelace');
    expect(body.get('zip')).toBe('93940');
    expect(body.get('colorId')).toBeTruthy();
    expect(body.get('sizeId')).toBeTruthy();
    await expect(
      dialog.getByText("Thanks! Your pre-order is in. We'll email you before it ships."),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
