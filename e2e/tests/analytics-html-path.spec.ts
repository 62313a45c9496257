import { expect, test, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { TEE, addTeeByForm } from '../support/quickShopper';
import { isShellEntry } from '../support/shellEntry';

// SPEC §7 events of actions that went through the HTML path (issue 58 §3): the page's scripts
// never come, so a held press goes to the store server as a form once the bound passes, and the
// page the shopper lands on pushes the event the live page would have pushed, once. A tile link
// followed before the page is live pushes its product-click from the grid's HTML. Each event is
// recorded as it is pushed, across page loads (the dataLayer goes with each page).

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/');
  await whenWarm(request, '/cart');
});

interface Pushed {
  page: string;
  event: string;
  ecommerce?: { value?: number; currency?: string; items?: Record<string, unknown>[] };
}

/** Every dataLayer event the store pushes, with the path of the page that pushed it. */
async function recordPushes(page: Page): Promise<Pushed[]> {
  const pushed: Pushed[] = [];
  await page.exposeFunction('__recordPush', (json: string) =>
    pushed.push(JSON.parse(json) as Pushed),
  );
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const e of entries) {
        const event = (e as { event?: unknown } | null)?.event;
        if (typeof event === 'string')
          (window as unknown as { __recordPush(j: string): void }).__recordPush(
            JSON.stringify({ ...(e as object), page: location.pathname }),
          );
      }
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}
const named = (pushed: Pushed[], event: string) => pushed.filter((p) => p.event === event);

/** The shell's entry never arrives: the page stays as the store server wrote it. */
const scriptsNeverCome = (page: Page) => page.route(isShellEntry, (route) => route.abort());

/** A cart of one tee, opened with its scripts never coming; its pushes recorded. */
async function cartWithoutScripts(page: Page): Promise<Pushed[]> {
  await addTeeByForm(page);
  const pushed = await recordPushes(page);
  await scriptsNeverCome(page);
  await page.goto('/cart');
  return pushed;
}

test('Remove pressed, the scripts never come: the form takes the line out, and the cart it lands on pushes remove_from_cart once', async ({
  page,
}) => {
  const pushed = await cartWithoutScripts(page);
  await page.getByRole('button', { name: `Remove ${TEE}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => named(pushed, 'remove_from_cart').length).toBe(1);
  expect(named(pushed, 'remove_from_cart')[0]).toMatchObject({
    page: '/cart',
    ecommerce: {
      items: [expect.objectContaining({ item_name: TEE, item_variant: 'Black / S', quantity: 1 })],
    },
  });
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  // A reload is the cart's view again, not the removal.
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect.poll(() => named(pushed, 'page_view').length).toBe(3);
  expect(named(pushed, 'remove_from_cart')).toHaveLength(1);
});

test('Checkout pressed, the scripts never come: the form opens the checkout, which pushes begin_checkout once', async ({
  page,
}) => {
  const pushed = await cartWithoutScripts(page);
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect.poll(() => named(pushed, 'begin_checkout').length).toBe(1);
  const [begin] = named(pushed, 'begin_checkout');
  expect(begin?.page).toMatch(/^\/checkout\//);
  expect(begin?.ecommerce).toEqual({
    currency: 'USD',
    value: expect.any(Number),
    items: [expect.objectContaining({ item_name: TEE, quantity: 1 })],
  });
  expect(begin?.ecommerce?.value).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(named(pushed, 'begin_checkout')).toHaveLength(1);
});

for (const held of [true, false]) {
  test(`a tile followed as soon as home is on screen${held ? ', its scripts never coming' : ''}: product-click once, then the listing's view`, async ({
    page,
  }) => {
    const pushed = await recordPushes(page);
    if (held) await scriptsNeverCome(page);
    await page.goto('/', { waitUntil: 'commit' });
    const featured = page.getByRole('region', { name: 'Featured products' });
    const tile = featured
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first();
    await tile.click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => named(pushed, 'view_item').length).toBe(1);
    const clicks = named(pushed, 'product-click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      page: '/',
      ecommerce: { currency: 'USD', items: [expect.objectContaining({ index: 0 })] },
    });
    // The item clicked is the listing opened.
    const id = String(clicks[0]?.ecommerce?.items?.[0]?.item_id);
    expect(named(pushed, 'view_item')[0]?.ecommerce?.items?.[0]).toMatchObject({ item_id: id });
  });
}
