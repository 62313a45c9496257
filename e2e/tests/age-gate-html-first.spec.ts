import { expect, test, type Page } from '../support/test';
import { STORE_PORT } from '../support/ports';
import { serverRendered } from '../support/serverRender';
import { whenLive } from '../support/quickShopper';

// The age-gated store (afterdark) is server-rendered (issue 39): the gate is in its first HTML, a
// real form the store server answers, so it works before and without script; a verified shopper
// (their cookie) gets the store itself.

const AFTERDARK = `http://afterdark.localhost:${STORE_PORT}`;
const HOST = { 'x-forwarded-host': `afterdark.localhost:${STORE_PORT}` };

test.beforeAll(async ({ request }) => {
  await serverRendered(request, '/', HOST);
  await serverRendered(request, '/', { ...HOST, cookie: 'age_verified_afterdark=true' });
});

const verifiedCookie = async (page: Page) =>
  (await page.context().cookies(AFTERDARK)).find((c) => c.name === 'age_verified_afterdark')?.value;

test('the first HTML holds the gate over the rendered store; a verified shopper’s holds the store alone', async ({
  request,
}) => {
  const gated = await serverRendered(request, '/', HOST);
  expect(gated.html).toMatch(/<dialog open=""[^>]*data-modal="age-verification"/);
  expect(gated.html).toContain('action="/age-gate"');
  // The store behind it is rendered too (and inert until the gate is passed).
  expect(gated.html).toContain('<div inert=""');
  const verified = await serverRendered(request, '/', {
    ...HOST,
    cookie: 'age_verified_afterdark=true',
  });
  expect(verified.html).not.toContain('data-modal="age-verification"');
  expect(verified.html).not.toContain('inert=""');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gate is keyboard-operable: both boxes, Proceed, and the store is shown (verified by its cookie)', async ({
    page,
  }) => {
    await page.goto(`${AFTERDARK}/`);
    const gate = page.getByRole('dialog', { name: 'Age verification' });
    await expect(gate).toBeVisible();
    // Tab reaches the gate's controls only: the store behind is inert.
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('checkbox', { name: 'I am 18 years or older' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(
      gate.getByRole('checkbox', { name: 'I do not live in Louisiana or Utah' }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('button', { name: 'Proceed' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Hero' })).toBeVisible();
    expect(await verifiedCookie(page)).toBe('true');
    // The next page too.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
  });

  test('Proceed with one box unticked goes nowhere and verifies nothing', async ({ page }) => {
    await page.goto(`${AFTERDARK}/`);
    const gate = page.getByRole('dialog', { name: 'Age verification' });
    await gate.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
    await gate.getByRole('button', { name: 'Proceed' }).click();
    await expect(gate).toBeVisible();
    // The browser's own check of the required box: it says what is missing.
    expect(
      await gate
        .getByRole('checkbox', { name: 'I do not live in Louisiana or Utah' })
        .evaluate((box: HTMLInputElement) => box.validity.valueMissing),
    ).toBe(true);
    expect(await verifiedCookie(page)).toBeUndefined();
  });

  test('Exit leaves the store', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
    );
    await page.goto(`${AFTERDARK}/`);
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('https://www.google.com/');
    expect(await verifiedCookie(page)).toBeUndefined();
  });
});

test('a quick shopper ticks both boxes and proceeds from first paint: let in, verified both ways', async ({
  page,
}) => {
  await page.goto(`${AFTERDARK}/`, { waitUntil: 'commit' });
  const gate = page.getByRole('dialog', { name: 'Age verification' });
  await gate.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
  await gate.getByRole('checkbox', { name: 'I do not live in Louisiana or Utah' }).check();
  await gate.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hero' })).toBeVisible();
  await whenLive(page);
  expect(await verifiedCookie(page)).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('isVerified'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hero' })).toBeVisible();
  await whenLive(page);
  await expect(page.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
});
