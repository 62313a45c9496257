import { expect, test } from '../support/test';
import { renderInBrowser } from '../support/plainPage';

test('a products API answering garbage: the SPEC error, no phantom "$0.00" tile', async ({
  page,
}) => {
  // The browser's own read of the products (the server's render would have read them first).
  await renderInBrowser(page);
  await page.route('**/api/backend/v1/stores/products**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ products: [{ id: 'ghost' }, { title: 42 }], page: 1, next: null }),
    }),
  );
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('alert')).toContainText('Failed to fetch products');
  await expect(featured.getByText('$0.00')).toHaveCount(0);
  await expect(featured.getByRole('article')).toHaveCount(0);
  // Only the catalog's area is affected.
  await expect(page.getByRole('banner')).toBeVisible();
});
