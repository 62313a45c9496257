import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { STORE_PORT } from '../support/ports';

/** axe's serious and critical findings, one line each (empty when clean). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
    );
}

for (const path of ['/', '/cart', '/support', '/404']) {
  test(`${path} has landmarks, one h1 and no serious axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// A new visitor's first page of an age-gated store: the gate, open over the store behind it
// (inert, and not laid out while covered), as HTML and once live.
test('the age gate over a gated store has no serious axe violations, before and after it is live', async ({
  page,
}) => {
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/`);
  const gate = page.getByRole('dialog', { name: 'Age verification' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('heading', { name: 'Age verification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The first touch makes it live: the same gate, now a modal dialog.
  await page.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
  await expect.poll(() => gate.evaluate((d) => d.matches(':modal'))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
