import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { STORE_PORT } from '../support/ports';

// Every text meets WCAG AA contrast on every seeded theme: the light demo, the dark afterdark,
// megastore. axe's colour-contrast rule on each screen a shopper reads, listing tabs and the size
// guide included.
const STORES: Record<string, string> = {
  demo: '/listing/tidepool-wave-tee',
  afterdark: '/listing/last-call-tee',
  megastore: '',
};
const PAGES = [
  '/',
  '/cart',
  '/search?searchterm=tee',
  '/support',
  '/support/return-policy',
  '/track',
  '/track/recover',
  '/contact',
  '/login',
  '/404',
];

async function contrastProblems(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${where} ${n.target.join(' ')}: ${n.any[0]?.message ?? v.id}`),
  );
}

for (const [store, listing] of Object.entries(STORES)) {
  test(`${store}: every text meets AA contrast`, async ({ page }) => {
    test.setTimeout(120_000);
    // Past the age gate the way a verified shopper is (SPEC §5: isVerified in local storage).
    await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
    const base = `http://${store}.localhost:${STORE_PORT}`;
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(base + path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      problems.push(...(await contrastProblems(page, path)));
    }
    if (listing) {
      await page.goto(base + listing);
      for (const tab of ['Description', 'Product Details', 'Delivery Details']) {
        await page.getByRole('tab', { name: tab }).click();
        problems.push(...(await contrastProblems(page, `${listing} (${tab})`)));
      }
      await page.getByRole('button', { name: 'Size guide' }).click();
      await expect(page.getByRole('dialog', { name: 'Size guide' })).toBeVisible();
      problems.push(...(await contrastProblems(page, `${listing} (size guide)`)));
    }
    expect(problems).toEqual([]);
  });
}
