import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { ROOT, STORE_DB } from '../support/paths';
import { STORE_URL } from '../support/ports';

/** A preview link signed with the running store server's secret (the owner's CLI, SPEC §1). */
function previewHash(): string {
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'preview-link.js'), 'demo', '1'],
    { env: { ...process.env, DB_PATH: STORE_DB, STORE_URL }, encoding: 'utf8' },
  );
  return new URL(out.trim().split('\n').pop() ?? '').hash;
}

test("a preview link lists the private listing for the owner; the shoppers' search does not", async ({
  page,
}) => {
  await page.goto('/search?searchterm=crew');
  await expect(page.getByText(/No results for "crew"|results? for "crew"/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Crew Only Tee/ })).toHaveCount(0);

  const hash = previewHash();
  // A new page load (the same URL plus a hash would only scroll): the shell reads the token at start.
  await page.goto('about:blank');
  await page.goto(`/search?searchterm=crew${hash}`);
  await expect(page.getByRole('link', { name: /Crew Only Tee/ }).first()).toBeVisible();
  await page.goto(`/listing/crew-only-tee${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crew Only Tee' })).toBeVisible();
  await expect(page.getByText('Listing is currently set as Private')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px a preview offers the listing's private colour, named as private; a shopper never sees it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/listing/low-tide-club-tee');
    const shopper = page.getByRole('radiogroup', { name: 'Color' });
    await expect(shopper.getByRole('radio', { name: 'Navy' })).toBeVisible();
    await expect(shopper.getByRole('radio')).toHaveCount(2);
    await expect(shopper.getByRole('radio', { name: /White/ })).toHaveCount(0);

    await page.goto('about:blank');
    await page.goto(`/listing/low-tide-club-tee${previewHash()}`);
    const owner = page.getByRole('radiogroup', { name: 'Color' });
    await expect(owner.getByRole('radio')).toHaveCount(3);
    const white = owner.getByRole('radio', { name: 'White (private: only shown in preview)' });
    await white.check();
    await expect(white).toBeChecked();
    await expect(owner.getByText('White (private: only shown in preview)')).toBeVisible();
    await expect(page).toHaveURL(/[?&]variation=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Low Tide Club Tee' })).toBeVisible();

    // Turning the phone or resizing the window keeps the choice and the offer.
    await page.setViewportSize({ width: width === 390 ? 1280 : 390, height: 900 });
    await expect(white).toBeChecked();
    await expect(owner.getByRole('radio')).toHaveCount(3);
  });
}
