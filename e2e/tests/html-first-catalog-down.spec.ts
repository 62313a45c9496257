import { expect, test } from '../support/test';
import { serverRendered } from '../support/serverRender';

// The catalog's scripts do not load at all (a CDN outage, a blocked file): the server-rendered
// listing still sells. Its pickers and Add to cart are a form the store server answers.

test('with the catalog remote unreachable, Add to cart on a server-rendered listing still works', async ({
  page,
  context,
  request,
}) => {
  // Server-rendered (the store server's own code renders it; only the browser's load fails).
  await serverRendered(request, '/listing/tidepool-wave-tee');
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort());
  await page.goto('/listing/tidepool-wave-tee', { waitUntil: 'commit' });
  await page
    .getByRole('radiogroup', { name: 'Color' })
    .getByRole('radio', { name: 'Navy' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'L', exact: true })
    .check();
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/variation=70003&size=l&added=2&action=[0-9a-f]{16}&notice=added$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'cart_demo');
  const cart = JSON.parse(decodeURIComponent(cookie?.value ?? 'null')) as {
    items: Record<string, { colorId: string; sizeId: string; quantity: number }>;
  };
  expect(Object.values(cart.items)).toEqual([
    expect.objectContaining({ colorId: '70003', sizeId: 'l', quantity: 2 }),
  ]);
  // The header, the shell's own, counts it.
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
});
