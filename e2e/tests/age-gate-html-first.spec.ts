import { expect, test, type Page } from '../support/test';
import { STORE_PORT } from '../support/ports';
import { serverRendered } from '../support/serverRender';
import { whenLive } from '../support/quickShopper';
import { scriptsAsked } from '../support/scriptsAsked';

// The age-gated store (afterdark) is server-rendered (issue 39): the gate is in its first HTML, a
// real form the store server answers, so it works before and without script; a verified shopper
// (their cookie) gets the store itself. Its first page waits for a touch like every other (issue
// 60): a small script lets in a shopper verified in this browser's storage alone (SPEC §5).

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

test('the gate holds still while its HTML arrives and as it goes live: held by its top, at 390 and 1280 px', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${AFTERDARK}/`);
    const gate = page.getByRole('dialog', { name: 'Age verification' });
    await expect(gate).toBeVisible();
    const top = async () => Math.round((await gate.boundingBox())!.y);
    const painted = await top();
    expect(painted).toBeGreaterThan(0);
    // A first paint may come before the parser reaches the gate's last lines (its buttons):
    // without them the gate must start where it does whole (centred, it moved up as they came).
    const tail = await gate.evaluate((d) => {
      const buttons = d.querySelector('button')!.parentElement!;
      const hidden = buttons.style.display;
      buttons.style.display = 'none';
      const at = d.getBoundingClientRect().top;
      buttons.style.display = hidden;
      return Math.round(at);
    });
    expect(tail).toBe(painted);
    // Live (the first touch), the same gate is a modal in the top layer, in the same place.
    await page.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
    await expect.poll(() => gate.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await top()).toBe(painted);
  }
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

/** The scripts the page asked for to run (not a hint's or the idle prefetch's), by path. */
const scriptsRun = async (page: Page) => (await scriptsAsked(page)).map((s) => s.path).sort();

test("a new visitor's first page, only looked at, runs no script of the shell's: the gate is HTML until the first touch", async ({
  page,
}) => {
  await page.goto(`${AFTERDARK}/`);
  await page.waitForLoadState('networkidle');
  // Nobody touches it: a second more, and still only the small scripts.
  await page.waitForTimeout(1000);
  expect(await scriptsRun(page)).toEqual([
    '/store-after-paint.js',
    '/store-age-check.js',
    '/store-page-view.js',
  ]);
  await expect(page.getByRole('dialog', { name: 'Age verification' })).toBeVisible();
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  // The first tick is a touch: the shell comes, and the live gate keeps the box ticked.
  const gate = page.getByRole('dialog', { name: 'Age verification' });
  await gate.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
  await whenLive(page);
  expect(await scriptsRun(page)).toContain('/main.js');
  await expect(gate.getByRole('checkbox', { name: 'I am 18 years or older' })).toBeChecked();
  await expect(gate.getByRole('button', { name: 'Proceed' })).toBeDisabled();
});

test('a shopper verified in storage alone (before the cookie existed) is let in without a touch, and the cookie is written', async ({
  page,
}) => {
  await page.goto(AFTERDARK);
  await page.evaluate(() => localStorage.setItem('isVerified', 'true'));
  await page.goto(`${AFTERDARK}/`);
  await expect(page.getByRole('region', { name: 'Hero' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Age verification' })).toHaveCount(0);
  expect(await verifiedCookie(page)).toBe('true');
  // The page as the store server rendered it for the cookie, still waiting for a touch.
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  expect(await scriptsRun(page)).not.toContain('/main.js');
});
