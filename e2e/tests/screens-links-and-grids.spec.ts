import { interactive } from '../support/plainPage';
import { expect, test, untilLive } from '../support/test';
import { STORE_PORT } from '../support/ports';
import { confirmAdded } from '../support/shopper';
import { checkoutAffiliate } from '../support/storeDb';

test("the home hero's call to action opens its collection", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop the collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
  await expect(page).toHaveURL(/\/apparel$/);
});

test('a theme link in the platform style (/collections/{slug}) lands on the collection, not "Page not found"', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'FREESHIP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
  await expect(page).toHaveURL(/\/apparel$/);
});

test("the store's extra routes: a campaign page over a collection, and a moved link", async ({
  page,
}) => {
  await page.goto('/gifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift mugs' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tidepool Wave Mug/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/gifts$/);

  await page.goto('/shop?utm_source=flyer');
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
  await expect(page).toHaveURL(/\/apparel\?utm_source=flyer$/);
});

test('a listing deep link on a locked store goes to the password page, not "listing not found"', async ({
  page,
}) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/listing/backstage-pass-tee`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('product grids show two tiles per row', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Featured products' }).getByRole('listitem');
    await expect(tiles.nth(3)).toBeVisible();
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => tiles.nth(i).boundingBox()));
    expect(a && b && c).toBeTruthy();
    // The first two share a row; the third starts the next one.
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
  });
});

test('About: a header link on a store that shows it; "Page not found" at /about on one that does not', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

  await page.goto(`http://locked.localhost:${STORE_PORT}/?accessCode=letmein`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crew and friends only' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toHaveCount(0);
  await page.goto(`http://locked.localhost:${STORE_PORT}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('every store answers /favicon.ico; a theme favicon (afterdark) replaces it in the page', async ({
  page,
}) => {
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\//);

  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  expect(missing).toEqual([]);

  await page.goto(`http://afterdark.localhost:${STORE_PORT}/`);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /after-dark-logo/);
});

test('a wrong access code says so on the password page', async ({ page }) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password').fill('not-the-code');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('That access code is not correct. Please try again.')).toBeVisible();
  await page.getByLabel('Password').fill('letmein');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crew and friends only' }),
  ).toBeVisible();
});

test("social icons from the store's profiles in the header and footer (demo)", async ({ page }) => {
  await page.goto('/');
  for (const where of [
    page.getByRole('banner').getByRole('list', { name: 'Social media' }),
    page.getByRole('contentinfo').getByRole('list', { name: /on social media$/ }),
  ]) {
    await expect(where.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/tidepoolsupply',
    );
    await expect(where.getByRole('link', { name: 'TikTok' })).toBeVisible();
    await expect(where.getByRole('link', { name: 'YouTube' })).toHaveAttribute('target', '_blank');
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled });

    test('an affiliate link to a listing is kept for the checkout, whichever path took the add', async ({
      page,
    }) => {
      // Add to cart as soon as it is on screen: the live page's, or the store server's form.
      await page.goto('/listing/tidepool-wave-tee?aid=partner-7');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await confirmAdded(page, 'Tidepool Wave Tee');
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
      const checkoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
      expect(checkoutAffiliate(checkoutId)).toBe('partner-7');
    });
  });
}

test('opening a listing tells the tracking service (viewed_campaign)', async ({ page }) => {
  const tracked = page.waitForRequest((r) => r.url().endsWith('/tracking/viewed_campaign'));
  await page.goto('/listing/tidepool-wave-tee?utm_source=newsletter');
  const body = (await tracked).postDataJSON() as { campaign_id: string; get_vars: object };
  expect(body.campaign_id).toMatch(/\S/);
  expect(body.get_vars).toMatchObject({ utm_source: 'newsletter' });
});

test('tiles on screen push product-impression and a tile click product-click to the dataLayer', async ({
  page,
}) => {
  await page.goto('/');
  // Its HTML pushed the impressions at paint; the click is the live grid's (home's scripts wait
  // for the shopper's first move).
  await untilLive(page);
  const featured = page.getByRole('region', { name: 'Featured products' });
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
        (e) => e.event,
      ),
    );
  await expect.poll(events).toContain('product-impression');
  await featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(events).toContain('product-click');
});

test.describe('the header on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides while scrolling down past 15 px and returns on scroll up', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(
      page.getByRole('region', { name: 'Featured products' }).getByRole('article').first(),
    ).toBeVisible();
    // The server's markup is on screen before the page listens to scrolling.
    await interactive(page);
    await page.mouse.wheel(0, 600);
    await expect(header).not.toBeInViewport();
    await expect(page.locator('body')).toHaveClass(/\bscrolled\b/);
    await page.mouse.wheel(0, -100);
    await expect(header).toBeInViewport();
  });

  test('the hamburger menu holds the collections, About and the social icons; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    // The narrow header shows only the button: no link of the menu, no social icon.
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(header.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Apparel' })).toBeVisible();
    const social = nav.getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link').first()).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
