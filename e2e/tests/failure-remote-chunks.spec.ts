import { expect, test, type Page, type Route } from '../support/test';
import { servePlainPages } from '../support/plainPage';
import { REMOTES, type RemoteName as Remote } from '../../shared/src/routes/remotes.js';

// One remote's code chunks failing (its manifest and entry load) costs that remote's own area
// only, on the boot path that fetches the page's data (access-coded stores, previews, a page
// without the inline block: stripped here). Bundles share libraries, and the first to register
// one (the page's own remote; mf-cart on its pages, or once its cart service starts at the first
// touch) provides it to the others: the shell's shared-fallback runtime plugin makes a consumer
// load its own copy when the provider's fails.

const FALLBACK = 'This part of the store is unavailable right now.';

// About the live shell's in-place navigation across a broken remote: each page is used once live.
test.use({ livePage: true });

let checkoutId = '';

/** Where each remote's page is opened, and what shows once it has rendered. */
const PAGES: Record<Remote, { path: () => string; ready(page: Page): Promise<void> }> = {
  'mf-catalog': {
    path: () => '/',
    ready: (page) => expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible(),
  },
  'mf-cart': {
    path: () => '/cart',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible(),
  },
  'mf-checkout': {
    path: () => `/checkout/${checkoutId}`,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(),
  },
  'mf-support': {
    path: () => '/support',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible(),
  },
};

/** The shell's own links to each remote's page (the checkout has none: it is reached by id). */
const NAVIGATION: Partial<Record<Remote, (page: Page) => Promise<void>>> = {
  'mf-catalog': (page) =>
    page.getByRole('banner').getByRole('link', { name: 'Tidepool Supply Co.' }).click(),
  'mf-cart': (page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click(),
  'mf-support': (page) =>
    page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click(),
};

type Fail = (route: Route) => Promise<void>;

const MODES = {
  'chunk abort': (route) => route.abort('failed'),
  'chunk 500': (route) => route.fulfill({ status: 500, body: 'upstream error' }),
  // Half a file, as a CDN cut off mid-transfer answers it: a syntax error, no chunk registered.
  'chunk truncated': async (route) => {
    const res = await route.fetch();
    const body = await res.body();
    await route.fulfill({ response: res, body: body.subarray(0, body.length >> 1) });
  },
} satisfies Record<string, Fail>;
type Mode = keyof typeof MODES;

/** Every file of `remote` but its manifest and entry: the remote registers, its code never runs. */
async function breakChunks(page: Page, remote: Remote, fail: Fail) {
  await page.route(`**/remotes/${remote}/**`, (route) =>
    /\/(remoteEntry\.js|mf-manifest\.json)(\?|$)/.test(route.request().url())
      ? route.fallback()
      : fail(route),
  );
}

async function expectWorking(page: Page, remote: Remote, { stalled = false } = {}) {
  await PAGES[remote].ready(page);
  await expect(page.getByRole('main').getByText(FALLBACK)).toHaveCount(0);
  // Done loading before the next link: a footer link followed while home still took in its
  // products was seen to leave the shopper on home (a lost navigation, not a remote's failure:
  // this spec is about the latter). With a remote's files stalled the network is never idle (a
  // catalog page prefetches mf-cart's cart service for its first tap): the page live is the sign.
  if (stalled) await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  else await page.waitForLoadState('networkidle');
}

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/checkout/checkout', {
    data: { lineItems: [{ sku: '1001-70001-m', quantity: 1 }], storeSlug: 'demo' },
  });
  expect(created.status()).toBe(201);
  checkoutId = (await created.json()).id as string;
});

/**
 * The fetched boot path with every failure mode, and the inline one (the page's data written by
 * the store server) with the first: the two reach the remotes in a different order. A 500 reaches
 * the loader as an aborted file does (the script's error event, no code run), so it is tried on
 * one remote: mf-cart, which provides the libraries the others share on its pages.
 */
const CASES: { boot: 'fetched' | 'inline'; mode: Mode; remotes: readonly Remote[] }[] = [
  { boot: 'fetched', mode: 'chunk abort', remotes: REMOTES },
  { boot: 'fetched', mode: 'chunk 500', remotes: ['mf-cart'] },
  { boot: 'fetched', mode: 'chunk truncated', remotes: REMOTES },
  { boot: 'inline', mode: 'chunk abort', remotes: REMOTES },
];

for (const { boot, mode, remotes } of CASES) {
  for (const broken of remotes) {
    test(`${boot} boot, ${broken} ${mode}: every other remote's page loads, in place and from the shell's links`, async ({
      page,
    }) => {
      if (boot === 'fetched') await servePlainPages(page);
      await breakChunks(page, broken, MODES[mode]);
      const others = REMOTES.filter((r) => r !== broken);

      // The broken remote's own page: its fallback, inside the working frame.
      await page.goto(PAGES[broken].path());
      await expect(page.getByRole('main').getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('banner')).toBeVisible();

      // From there, through the header and footer, without a reload.
      for (const remote of others) {
        const go = NAVIGATION[remote];
        if (!go) continue;
        await go(page);
        await expectWorking(page, remote);
      }

      // Each opened as the first page of a visit.
      for (const remote of others) {
        await page.goto(PAGES[remote].path());
        await expectWorking(page, remote);
      }
    });
  }
}

test('mf-cart chunks hanging: home, the cart pill and the help centre still come up', async ({
  page,
}) => {
  await servePlainPages(page);
  // Accepted and never answered, as a CDN that stalls.
  await breakChunks(page, 'mf-cart', () => new Promise<void>(() => {}));
  await page.goto('/');
  await expectWorking(page, 'mf-catalog', { stalled: true });
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await expectWorking(page, 'mf-support', { stalled: true });
  // (The cart page's own area gives up after the 10 s load deadline: failure-remote-hangs.)
});
