import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { storeErrors, watchBusAndErrors } from '../support/federation';
import { startLiveStore, type LiveStore } from '../support/liveStore';
import { DEFAULT_REMOTES } from '../support/paths';
import { CDN_URL, livePort } from '../support/ports';
import { renderedBy, whenWarm } from '../support/serverRender';

// Every way the server render can fail falls back to today's page, rendered in the browser: the
// page works, and the failure is reported once (the store server's log), however many pages
// meet it. Each runs on a store server of its own, whose remotes.json the spec writes.

const FALLBACK = 'This part of the store is unavailable right now.';
const dir = mkdtempSync(join(tmpdir(), 'store-e2e-ssr-'));
const remotesFile = join(dir, 'remotes.json');
let store: LiveStore;
let slow: LiveStore;

/** Deploys a catalog build (a CDN copy) for this spec's store server only. */
function deployCatalog(build: string | null): void {
  writeFileSync(
    remotesFile,
    JSON.stringify({
      ...DEFAULT_REMOTES,
      ...(build ? { 'mf-catalog': `${CDN_URL}/${build}/mf-manifest.json` } : {}),
    }),
  );
}

/** Lines of the server's JSON log reporting a fallback of this kind. */
const reports = (server: LiveStore, reason: string) =>
  server.logs.filter(
    (l) =>
      l.includes('server render fell back to the browser') && l.includes(`"reason":"${reason}"`),
  );

async function askAgain(request: APIRequestContext, url: string, times = 3) {
  for (let i = 0; i < times; i++)
    expect(
      renderedBy(await request.get(`${url}?again=${i}`, { headers: { accept: 'text/html' } })),
    ).toMatch(/^fallback-/);
}

/**
 * Deploys `build`; its pages fall back for `reason` however often they are asked for, and the
 * server reports that once.
 */
async function expectReportedOnce(request: APIRequestContext, build: string, reason: string) {
  const before = reports(store, reason).length;
  deployCatalog(build);
  expect(await whenWarm(request, `${store.url}/`)).toBe(`fallback-${reason}`);
  await askAgain(request, `${store.url}/`);
  expect(reports(store, reason)).toHaveLength(before + 1);
}

test.beforeAll(async () => {
  deployCatalog(null);
  store = await startLiveStore(livePort(5), { REMOTES_FILE: remotesFile });
  slow = await startLiveStore(livePort(6), { SSR_BUDGET_MS: '1' });
});
test.afterAll(() => {
  store.stop();
  slow.stop();
});

test("a remote's server entry missing (404): the page renders in the browser, reported once", async ({
  page,
  request,
}) => {
  await expectReportedOnce(request, 'mf-catalog-no-server-entry', 'server-code');

  await page.goto(`${store.url}/`);
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('article').first(),
  ).toBeVisible();
});

test('a render that throws: the browser renders the page, and the error is reported once on each side', async ({
  page,
  request,
}) => {
  await expectReportedOnce(request, 'broken-catalog', 'error');

  await watchBusAndErrors(page);
  await page.goto(`${store.url}/`);
  await expect(page.getByRole('main').getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  // The browser's own render reports its failure; nothing about hydrating (there was none).
  const errors = await storeErrors(page);
  expect(errors.filter((e) => e.remote === 'mf-catalog')).toHaveLength(1);
  expect(errors.some((e) => e.message.includes('did not hydrate'))).toBe(false);
});

test('a remote built before server builds: its pages get the frame, the browser mounts it as today', async ({
  page,
  request,
}) => {
  deployCatalog('mf-catalog-browser-only');
  expect(await whenWarm(request, `${store.url}/`)).toMatch(/^(render|cache)$/);
  const html = await (
    await request.get(`${store.url}/`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('"main":"frame"');
  expect(html).not.toContain('Featured products');

  await watchBusAndErrors(page);
  await page.goto(`${store.url}/`);
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('article').first(),
  ).toBeVisible();
  expect(await storeErrors(page)).toEqual([]);
});

test('a remote keeping another contract version: refused on the server and in the browser, reported once', async ({
  page,
  request,
}) => {
  await expectReportedOnce(request, 'contract-v2-catalog', 'server-code');

  await watchBusAndErrors(page);
  await page.goto(`${store.url}/`);
  await expect(page.getByRole('main').getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Catalog on contract v2')).toHaveCount(0);
  expect(await storeErrors(page)).toEqual([
    expect.objectContaining({ kind: 'remote-load', remote: 'mf-catalog' }),
  ]);
});

test('a render slower than the budget: the browser renders that page; the late render serves the next', async ({
  page,
  request,
}) => {
  expect(await whenWarm(request, `${slow.url}/apparel`)).toBe('fallback-budget');
  expect(reports(slow, 'budget')).toHaveLength(1);
  await page.goto(`${slow.url}/t-shirts`);
  await expect(page.getByRole('heading', { level: 1, name: 'T-Shirts' })).toBeVisible();
  // The render went on in its worker, and what it made is the next shopper's page.
  await expect(async () => {
    const again = await request.get(`${slow.url}/t-shirts`, { headers: { accept: 'text/html' } });
    expect(renderedBy(again)).toBe('cache');
  }).toPass({ timeout: 10_000 });
  expect(reports(slow, 'budget')).toHaveLength(1);
});
