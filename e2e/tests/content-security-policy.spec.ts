import { interactive } from '../support/plainPage';
import { expect, test, type Page } from '../support/test';
import { CARDS, fillCustomerDetails, goToCheckout, payByCard } from '../support/shopper';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  url: string;
}

/**
 * Everything the page reports as wrong: CSP violations (the `securitypolicyviolation` event,
 * registered before any store script runs), console errors and uncaught exceptions.
 */
async function watchProblems(page: Page) {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: unknown): void })
        .__reportCspViolation;
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        url: location.href,
      });
    });
  });
  page.on('console', (m) => {
    // The browser's own /favicon.ico probe 404s on stores without a theme favicon (not a CSP matter).
    if (m.type() !== 'error' || m.location().url.endsWith('/favicon.ico')) return;
    errors.push(`${page.url()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { violations, errors };
}

const cspOf = async (page: Page, path: string) => {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  return res.headers()['content-security-policy'] ?? '';
};

test('with the CSP on, the store, a listing and a card checkout work without a violation', async ({
  page,
}) => {
  const { violations, errors } = await watchProblems(page);

  // The policy is really on the pages: strict scripts, no framing of the checkout.
  const home = await cspOf(page, '/');
  // Its own origin, and the one inline script by its hash (the early capture of taps).
  expect(home).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(home).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(await cspOf(page, '/checkout/x')).toContain("frame-ancestors 'none'");

  // Home: header, featured tiles whose mockups (served by the API host) load.
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Tidepool Supply Co.' }),
  ).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured products' });
  const tiles = featured.getByRole('link').filter({ has: page.getByRole('img') });
  await expect(tiles.first()).toBeVisible();
  const firstImg = tiles.first().getByRole('img');
  await expect
    .poll(() => firstImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Listing page (another remote chunk, styles injected by emotion at run time).
  await tiles.first().click();
  await expect(page).toHaveURL(/\/listing\/[^?]+\?.*pid=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The live listing (its chunks and emotion's run-time styles) is what the policy must allow.
  await interactive(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue shopping' }).click();

  // Sandbox card checkout, on the page that may not be framed.
  await goToCheckout(page);
  await fillCustomerDetails(page);
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  await payByCard(page, CARDS.success);
  await expect(page).toHaveURL(/\/thankyou/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await expect(page.getByText(/Order number: \S+/)).toBeVisible();

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy is enforced and reported: an injected inline script does not run', async ({
  page,
}) => {
  const { violations } = await watchProblems(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
});
