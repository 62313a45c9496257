import { expect, test } from '../support/test';

// SPEC §2 "Listing and product page": size guide, report link, the related carousel, the sticky
// add bar on mobile, and the scroll reset on a product switch.
const TEE = '/listing/tidepool-wave-tee';

test.describe('listing at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the size guide opens sizechart-modal and switches inches to cm', async ({ page }) => {
    await page.goto(TEE);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-modal', 'sizechart-modal');
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Size', 'Width', 'Length']);
    const small = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'S' }) });
    const inches = await small.getByRole('cell').allTextContents();
    await dialog.getByRole('radio', { name: 'Centimetres' }).check();
    const cm = await small.getByRole('cell').allTextContents();
    expect(cm.map(Number)).toEqual(inches.map((v) => Math.round(Number(v) * 25.4) / 10));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeFocused();
  });

  test("'Report this product' opens the contact form about this listing", async ({ page }) => {
    await page.goto(TEE);
    await page.getByRole('link', { name: 'Report this product' }).click();
    await expect(page).toHaveURL(/\/contact\?reason=report&listing=tidepool-wave-tee$/);
    await expect(page.getByLabel('Reason for contact')).toHaveValue('report');
    await expect(page.getByLabel('Message')).toHaveValue(/\/tidepool-wave-tee/);
  });

  test('You might also like: 3 a page, Next and Previous, a click opens it at the top', async ({
    page,
  }) => {
    await page.goto(TEE);
    const related = page.getByRole('region', { name: 'You might also like' });
    await expect(related.getByRole('article')).toHaveCount(3);
    await expect(related.getByText('1–3 of 4')).toBeVisible();
    await related.getByRole('button', { name: 'Next products' }).click();
    await expect(related.getByRole('article')).toHaveCount(1);
    await expect(related.getByText('4–4 of 4')).toBeVisible();
    await related.getByRole('button', { name: 'Previous products' }).click();
    await expect(related.getByRole('article')).toHaveCount(3);

    const first = related.getByRole('article').first();
    const name = (await first.getByRole('img').getAttribute('alt')) ?? '';
    await first.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await first.getByRole('link').first().click();
    await expect(page).not.toHaveURL(/tidepool-wave-tee/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('listing at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the carousel shows 2 a page and the sticky add bar adds once the button scrolled away', async ({
    page,
  }) => {
    await page.goto(TEE);
    const bar = page.getByTestId('sticky-add-bar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden(); // the page's own button is on screen or ahead
    const related = page.getByRole('region', { name: 'You might also like' });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article')).toHaveCount(2);
    await expect(related.getByText('1–2 of 4')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(2);
    await expect(bar).toBeVisible();
    await expect(bar.getByText('Tidepool Wave Tee')).toBeVisible();
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('one scroll down at first paint, nothing more: once live the body is marked scrolled and the sticky add bar shows', async ({
    page,
  }) => {
    await page.goto(TEE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The shopper's first move (it wakes the page's scripts), and the only scroll.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.locator('body')).toHaveClass(/(^|\s)scrolled(\s|$)/);
    const bar = page.getByTestId('sticky-add-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByText('Tidepool Wave Tee')).toBeVisible();
  });

  test('no sticky bar on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(TEE);
    await page.getByRole('region', { name: 'You might also like' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('sticky-add-bar')).toBeHidden();
  });
});
