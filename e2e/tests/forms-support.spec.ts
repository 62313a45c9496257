import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

// The support forms on the shared form kit, in a real browser: SPEC §5 timing, messages tied
// to their fields, and no serious axe violation with every message showing (contrast included).

// About the live form's validation (on blur, on change): pages used once live.
test.use({ livePage: true });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CONTACT_MESSAGES = [
  'Please enter your order number',
  'Please enter a valid email',
  'Please enter your full name',
  'Please select the reason for your contact',
  'Please tell us why you are contacting us',
];

test('contact validates on change, then shows every message on submit', async ({ page }) => {
  await page.goto('/contact');
  const email = page.getByLabel('Email', { exact: true });
  await email.pressSequentially('ada');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(page.getByText('Please enter your full name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send message' }).click();
  for (const m of CONTACT_MESSAGES) await expect(page.getByText(m)).toBeVisible();
  await expect(page.getByLabel('Reason for contact')).toHaveAccessibleDescription(
    'Please select the reason for your contact',
  );
  await expect(page).toHaveURL(/\/contact$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('track asks for the order number on an empty submit', async ({ page }) => {
  await page.goto('/track');
  await page.getByRole('button', { name: 'Track order' }).click();
  const number = page.getByLabel('Order number');
  await expect(number).toHaveAccessibleDescription('Please enter your order number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('recover shows its message once the email field is left', async ({ page }) => {
  await page.goto('/track/recover');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await email.fill('shopper@example.com');
  await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  expect(await seriousViolations(page)).toEqual([]);
});
