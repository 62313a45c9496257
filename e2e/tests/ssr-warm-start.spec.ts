import { expect, test } from '../support/test';
import { startLiveStore, type LiveStore } from '../support/liveStore';
import { livePort } from '../support/ports';

// Warm before ready (issue 39): a store server that has just started says it is not ready until
// its first pages render on the server, so the first shopper after a start or a deploy gets the
// server's page, not the browser's render while the render threads load.

let store: LiveStore;

test.beforeAll(async () => {
  store = await startLiveStore(livePort(7), {}, 'answering');
});
test.afterAll(() => store.stop());

const readyz = async () => {
  const r = await fetch(`${store.url}/readyz`);
  return {
    status: r.status,
    checks: ((await r.json()) as { checks: Record<string, string> }).checks,
  };
};

test('not ready while its pages warm; then the first shopper’s home and listing are rendered on the server', async ({
  page,
}) => {
  const first = await readyz();
  expect(first.status).toBe(503);
  expect(first.checks.pages).toMatch(/^warming/);
  // Nothing else holds it back: its bundles are there (the API is asked by the warm-up itself).
  expect(first.checks.bundles).toBe('ok');
  await expect(async () => expect((await readyz()).status).toBe(200)).toPass({ timeout: 60_000 });
  expect((await readyz()).checks).toEqual({ bundles: 'ok', api: 'ok', pages: 'ok' });

  const serverTiming = async (url: string) =>
    (await page.goto(store.url + url))?.headers()['server-timing'] ?? '';
  expect(await serverTiming('/')).toMatch(/^ssr;desc="(render|cache)"/);
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('article').first(),
  ).toBeVisible();
  expect(await serverTiming('/listing/tidepool-wave-tee')).toMatch(/^ssr;desc="(render|cache)"/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tidepool Wave Tee' })).toBeVisible();
});
