import { expect, test } from '../support/test';

// Each run signs up new addresses: the store's database outlives a run.
const unique = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

test('"Get notified" in the header signs a shopper up; the same email again is already on the list', async ({
  page,
}) => {
  const email = unique('bell');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get notified' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get notified' });
  await expect(dialog).toHaveAttribute('data-modal', 'getnotified-modal');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await dialog.getByLabel('Email for updates').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();

  await dialog.getByLabel('Email for updates').fill(email);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "Thanks for signing up! We'll let you know when there's something new.",
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The footer form posts to the same list: one signup per store and email.
  // The footer's form arrives as the shopper scrolls down to it.
  const footer = page.getByRole('region', { name: 'Get notified' });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('Email for updates').fill(email.toUpperCase());
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    "You're already on our list. We'll keep you posted.",
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer newsletter form signs up without widening the page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('region', { name: 'Get notified' });
    await footer.scrollIntoViewIfNeeded();
    // Typed at once, as the footer hydrates on its way into view: the address is kept either way.
    await footer.getByLabel('Email for updates').fill(unique('footer'));
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      "Thanks for signing up! We'll let you know when there's something new.",
    );
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(390);
    // The bell stays in the header on a phone.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Get notified' }),
    ).toBeVisible();
  });
});

test('when the newsletter form cannot load, the footer says so and the page keeps working', async ({
  page,
}) => {
  await page.route(/\/newsletter\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  // The form loads when the footer nears the screen: scroll there once the products have pushed
  // the footer to its place (scrolling earlier races the catalog's render moving it away again).
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('link').first(),
  ).toBeVisible();
  const footer = page.getByRole('region', { name: 'Get notified' });
  // Reaching the end of the products loads more of them, which can push the footer off the
  // screen before its form has started loading (the footer hydrates on its own, HydrateOnDemand):
  // the shopper scrolls on to it, as here, until the form has tried.
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('alert')).toHaveText(
      "We couldn't sign you up right now. Please try again.",
      { timeout: 2_000 },
    );
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
});
