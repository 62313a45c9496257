import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import {
  busTypes,
  loadedSharedVersions,
  watchBusAndErrors,
  storeErrors,
} from '../support/federation';
import { CDN_URL, NEXT_API_PORT, NEXT_PORT } from '../support/ports';
import { setRemotes } from '../support/remotes';
import { interactive } from '../support/plainPage';
import { E2E_RENDER_ENV, serverRendered } from '../support/serverRender';
import { addFirstFeaturedProduct, goToCheckout } from '../support/shopper';
import { FRONTEND_NEXT } from '../support/skewBuilds';
import { startStorePair, type StorePair } from '../support/storeProcesses';

/** Every remote deploys alone (fixtures/skew/README.md): a shell and a remote built from
 * different @store/shared sources each run their own copy, and the page keeps working. */

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('a remote built against a newer shared, under the older shell', () => {
  test.afterEach(() => setRemotes());

  test('runs its own copy of shared from remotes.json alone: its new helper and bus event work', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await watchBusAndErrors(page);
    await addFirstFeaturedProduct(page);

    setRemotes({ 'mf-cart': `${CDN_URL}/mf-cart-next/mf-manifest.json` });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    // The label comes from a helper only the newer shared exports, announced with a new event.
    await expect(page.getByText('Cart build next · shared next')).toBeVisible();
    expect(await busTypes(page)).toContain('contract:probed');
    // Two copies of the contract code on the page: the shell's and the remote's own.
    expect(await loadedSharedVersions(page)).toHaveLength(2);

    // The cart (service and page of the new build) and the older shell still agree on the bus.
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Quantity for / }).selectOption('2');
    await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
    await goToCheckout(page);
    expect(errors).toEqual([]);
    expect(await storeErrors(page)).toEqual([]);
  });
});

test.describe('a catalog built against a newer shared, under the older shell, rendered on the server', () => {
  test.afterEach(() => setRemotes());

  test('renders on the server with its own copy of shared and hydrates in the browser', async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    await watchBusAndErrors(page);
    setRemotes({ 'mf-catalog': `${CDN_URL}/mf-catalog-next/mf-manifest.json` });
    const { html } = await serverRendered(request, '/?skew=next');
    expect(html).toContain('Catalog build next');
    await page.goto('/?skew=next');
    await interactive(page);
    await expect(page.getByText('Catalog build next')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
    expect(await loadedSharedVersions(page)).toHaveLength(2);
    expect(errors).toEqual([]);
    expect(await storeErrors(page)).toEqual([]);
  });
});

test.describe('older remotes under a newer shell', () => {
  let server: StorePair;
  let dbDir: string;

  test.beforeAll(async () => {
    dbDir = mkdtempSync(join(tmpdir(), 'store-e2e-next-'));
    server = await startStorePair(
      {
        port: NEXT_PORT,
        apiPort: NEXT_API_PORT,
        dbPath: join(dbDir, 'store.db'),
        serverEnv: { FRONTEND_ROOT: FRONTEND_NEXT, ...E2E_RENDER_ENV },
      },
      'answering',
    );
  });

  test.afterAll(() => {
    server?.stop();
    rmSync(dbDir, { recursive: true, force: true });
  });

  test.use({ baseURL: `http://localhost:${NEXT_PORT}` });

  test('browse, add to cart and reach checkout with remotes built against the older shared', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await watchBusAndErrors(page);
    const title = await addFirstFeaturedProduct(page);
    // The catalog and the cart service run their own (older) copy beside the shell's newer one.
    expect(await loadedSharedVersions(page)).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await goToCheckout(page);
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    expect(await storeErrors(page)).toEqual([]);
  });
});
