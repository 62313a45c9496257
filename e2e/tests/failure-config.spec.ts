import { expect, test } from '../support/test';
import { servePlainPages } from '../support/plainPage';
import { STORE_PORT } from '../support/ports';

test('config.json failing on a store host: "Store unavailable" for that host, never another store', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  // The page as a static host serves it: the shell has to fetch config.json itself.
  await servePlainPages(page);
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Store unavailable' })).toBeVisible();
  await expect(main).toContainText(`afterdark.localhost:${STORE_PORT}`);
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Not the demo store, not sellable: no store name, no products, no API call at all.
  await expect(page.getByText('Tidepool Supply Co.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Featured products' })).toHaveCount(0);
  expect(apiCalls).toEqual([]);

  // config.json recovers: Retry brings this host's own store.
  await page.unroute('**/config.json');
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveTitle(/After Dark Social Club/);
  await expect(page.getByRole('heading', { name: 'Store unavailable' })).toHaveCount(0);
});
