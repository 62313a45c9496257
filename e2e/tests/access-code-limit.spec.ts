import { expect, test, type Page } from '../support/test';
import { ACCESS_CODE_LIMIT, STORE_PORT } from '../support/ports';

// Guessing an access code is slowed by the API (wrong codes per client and store, then 429 with
// Retry-After); the password page says so and when to try again. The e2e server allows
// ACCESS_CODE_LIMIT: 3 wrong codes per 15 s.

const LOCKED = `http://locked.localhost:${STORE_PORT}/`;

async function submitCode(page: Page, code: string) {
  await page.getByLabel('Password').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
}

for (const width of [1280, 390]) {
  test(`at ${width} px: after too many wrong codes the password page says when to try again; the right code works after it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LOCKED);
    await expect(page).toHaveURL(/\/login$/);
    const alert = page.getByRole('main').getByRole('alert');
    for (let i = 0; i < ACCESS_CODE_LIMIT.maxFailures; i++) {
      await submitCode(page, `guess-${i}`);
      await expect(page).toHaveURL(/\/login$/);
      await expect(alert).toHaveText('That access code is not correct. Please try again.');
    }
    await submitCode(page, 'one-more-guess');
    await expect(page).toHaveURL(/\/login$/);
    await expect(alert).toHaveText(
      /^Too many wrong access codes\. Please try again in \d{1,2} seconds?\.$/,
    );
    // Refused while the wait lasts, right code or not: guessing gains nothing.
    await submitCode(page, 'letmein');
    await expect(page).toHaveURL(/\/login$/);
    await expect(alert).toHaveText(/^Too many wrong access codes\. Please try again in/);

    await expect(alert).toHaveText(
      'Too many wrong access codes were entered. You can try again now.',
      { timeout: (ACCESS_CODE_LIMIT.windowSeconds + 2) * 1000 },
    );
    await submitCode(page, 'letmein');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Backstage Pass Merch' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  });
}
