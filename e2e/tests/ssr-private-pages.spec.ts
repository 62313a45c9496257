import { expect, test, type Browser, type BrowserContext } from '../support/test';
import { checkoutWithAddress, saveCustomer } from '../support/checkouts';
import { renderedBy, whenWarm } from '../support/serverRender';

// The cart and the checkout are rendered by the store server from the shopper's own cart cookie
// and checkout id. Renders run side by side in its worker threads: pages made for two shoppers at
// once never share a line, a name or a total, neither page is kept by any shared cache, and a
// checkout's render is served again only while the checkout is what it was rendered from (a save
// changes it).

const TEE = { slug: 'tidepool-wave-tee', pid: '5001', variation: '70001', size: 's' };
const MUG = { slug: 'tidepool-wave-mug', pid: '5004', variation: '70011', size: '11oz' };

const mainOf = (html: string) => /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
/** The cart's lines (the shelf below them shows other products, the mug among them). */
const linesOf = (html: string) =>
  /<ul aria-label="Cart items"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';

/** A shopper of their own: a browser context holding only the cookies its forms were answered with. */
async function shopperWith(browser: Browser, form: Record<string, string>, quantity: string) {
  const context = await browser.newContext();
  const added = await context.request.post('/cart/add', {
    form: { ...form, quantity },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  return context;
}

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/cart');
});

test("two shoppers' carts rendered at once never cross, and neither is kept by a cache", async ({
  browser,
}) => {
  const tee = await shopperWith(browser, TEE, '3');
  const mug = await shopperWith(browser, MUG, '2');
  const noCart = await browser.newContext();
  try {
    // All in flight together, interleaved, several times over (each shopper's later pages may come
    // from the render cache, which keeps a render per cart's contents, never per shopper).
    const asked = Array.from({ length: 12 }, (_, i) => [tee, mug, noCart][i % 3]!);
    const answers = await Promise.all(
      asked.map(async (context) => {
        const res = await context.request.get('/cart', { headers: { accept: 'text/html' } });
        return { context, res, html: await res.text() };
      }),
    );
    const mine = (context: BrowserContext, html: string) => {
      const main = mainOf(html);
      const lines = linesOf(html);
      if (context === tee) {
        expect(lines).toContain('Tidepool Wave Tee');
        expect(lines).not.toContain('Tidepool Wave Mug');
        expect(main).toContain('$74.97');
      } else if (context === mug) {
        expect(lines).toContain('Tidepool Wave Mug');
        expect(lines).not.toContain('Tidepool Wave Tee');
        expect(main).not.toContain('$74.97');
      } else {
        expect(main).toContain('Your cart is empty.');
        expect(lines).toBe('');
      }
    };
    for (const { context, res, html } of answers) {
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-store');
      // A render late on this busy machine leaves the page to the browser: nothing to compare.
      if (/^(render|cache)$/.test(renderedBy(res) ?? '')) mine(context, html);
    }
    // And each shopper's own page, once rendered, is theirs.
    for (const context of [tee, mug, noCart])
      await expect(async () => {
        const res = await context.request.get('/cart', { headers: { accept: 'text/html' } });
        expect(renderedBy(res)).toMatch(/^(render|cache)$/);
        mine(context, await res.text());
      }).toPass({ timeout: 15_000 });
  } finally {
    await Promise.all([tee.close(), mug.close(), noCart.close()]);
  }
});

test('two checkouts rendered at once never cross; a render is served again only while its checkout is unchanged', async ({
  request,
}) => {
  const ada = await checkoutWithAddress(request, { firstName: 'Ada', lastName: 'Lovelace' });
  const grace = await checkoutWithAddress(request, { firstName: 'Grace', lastName: 'Hopper' });
  await whenWarm(request, `/checkout/${ada}`);

  const people = [
    { id: ada, own: 'ada@example.com', other: 'grace@example.com' },
    { id: grace, own: 'grace@example.com', other: 'ada@example.com' },
  ];
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const who = people[i % 2]!;
      const res = await request.get(`/checkout/${who.id}`, { headers: { accept: 'text/html' } });
      return { who, res, html: await res.text() };
    }),
  );
  let shown = 0;
  for (const { who, res, html } of answers) {
    expect(res.headers()['cache-control']).toBe('no-store');
    if (!/^(render|cache)$/.test(renderedBy(res) ?? '')) continue;
    shown += 1;
    expect(html).toContain(who.own);
    expect(html).not.toContain(who.other);
    const main = mainOf(html);
    for (const step of ['Customer details', 'Delivery options', 'Payment methods'])
      expect(main).toContain(step);
    expect(main).toContain('Standard delivery');
  }
  expect(shown).toBeGreaterThan(0);
  // Unchanged, the checkout's render is kept and served again (its own, as above).
  await expect(async () => {
    const res = await request.get(`/checkout/${ada}`, { headers: { accept: 'text/html' } });
    expect(renderedBy(res)).toBe('cache');
    expect(await res.text()).toContain('ada@example.com');
  }).toPass({ timeout: 15_000 });

  // Changed since: no page shows the old checkout again, and the next render shows the change.
  await saveCustomer(request, ada, { firstName: 'Augusta', lastName: 'King' });
  let current = false;
  for (let i = 0; i < 30 && !current; i++) {
    const res = await request.get(`/checkout/${ada}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).not.toContain('ada@example.com');
    current =
      /^(render|cache)$/.test(renderedBy(res) ?? '') && html.includes('augusta@example.com');
    if (!current) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(current).toBe(true);
});
