import { JSDOM } from 'jsdom';
import Cookies from 'js-cookie';
import { parsePersistedCart } from '@store/shared/src/cart';
import { CHECKOUT_COOKIE_DAYS, storeCookieAttributes } from '@store/shared/src/cookies';
import type { Listing } from '@store/shared/src/types';
import { cartCookieValue } from '../src/actions/cartCookie';
import { startServer, withFrontend, type TestServer } from './helpers';
import { registered } from './support/registered';

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => withFrontend(dir));
  await registered(s);
});
afterAll(() => s.close());

const TEE = { slug: 'tidepool-wave-tee', pid: '5001', variation: '70004', size: 'xl' };
const TEE_SKU = '1001-70004-xl';

/** A form post as a browser without script sends it. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(s.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookie a reply set: its Set-Cookie line and raw value, or null. */
function cookieSet(r: Response, name: string) {
  const line = r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return null;
  return { line, raw: line.slice(name.length + 1).split(';')[0]! };
}

/** The cart cookie a reply set: its raw value (as sent) and the cart it holds. */
function cartSet(r: Response) {
  const set = cookieSet(r, 'cart_demo');
  return set ? { ...set, cart: parsePersistedCart(decodeURIComponent(set.raw)).cart } : null;
}

/** A real cart cookie (as `cart_demo=...`), built by the listing form's own /cart/add posts. */
async function cartWith(...lines: Record<string, string>[]): Promise<string> {
  let cookie = '';
  for (const line of lines) {
    const r = await post('/cart/add', line, cookie ? { cookie } : {});
    expect(r.headers.get('location')).toMatch(/notice=added$/);
    cookie = `cart_demo=${cartSet(r)!.raw}`;
  }
  return cookie;
}

/** The add-to-cart fields of a public listing's first colour and size in stock. */
async function lineOf(slug: string): Promise<Record<string, string>> {
  const res = await fetch(`${s.base}/api/backend/v1/listings?slug=${slug}&storeSlug=demo`);
  const listing = (await res.json()) as Listing;
  const product = listing.products[0]!;
  const variation = product.variations.find((v) => v.inventoryCount > 0)!;
  return {
    slug,
    pid: product.productId,
    variation: variation.variationId,
    size: variation.sizes[0]!.id,
  };
}

const checkoutCount = async () =>
  (await s.api.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM checkouts'))!.n;

function expectRefused(r: Response, status: number) {
  expect(r.status).toBe(status);
  expect(r.headers.getSetCookie()).toEqual([]);
}

describe('POST /cart/update: a line quantity without script', () => {
  test('sets the quantity and goes back to the cart', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' }, { ...TEE, size: 'm' });
    const r = await post('/cart/update', { sku: TEE_SKU, quantity: '7' }, { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/cart');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const set = cartSet(r)!;
    expect(set.line).toMatch(/; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(set.cart.items[TEE_SKU]?.quantity).toBe(7);
    expect(set.cart.items['1001-70004-m']?.quantity).toBe(1);
  });

  test('a quantity of 0 removes the line', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' }, { ...TEE, size: 'm' });
    const r = await post('/cart/update', { sku: TEE_SKU, quantity: '0' }, { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/cart');
    expect(Object.keys(cartSet(r)!.cart.items)).toEqual(['1001-70004-m']);
  });

  test('an SKU the cart does not hold changes nothing and writes nothing', async () => {
    const cookie = await cartWith({ ...TEE });
    const r = await post('/cart/update', { sku: '1001-70004-xxs', quantity: '3' }, { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/cart');
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test.each([
    ['no SKU', { quantity: '1' }],
    ['no quantity', { sku: TEE_SKU }],
    ['a quantity of 100', { sku: TEE_SKU, quantity: '100' }],
    ['a negative quantity', { sku: TEE_SKU, quantity: '-1' }],
    ['a quantity with a leading 0', { sku: TEE_SKU, quantity: '07' }],
    ['a quantity that is no number', { sku: TEE_SKU, quantity: 'lots' }],
    ['markup for an SKU', { sku: '<script>', quantity: '1' }],
    ['an SKU of 201 characters', { sku: 'a'.repeat(201), quantity: '1' }],
  ])('a malformed post (%s) is a 400 page and writes nothing', async (_name, fields) => {
    const cookie = await cartWith({ ...TEE });
    const r = await post('/cart/update', fields, { cookie });
    expectRefused(r, 400);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await r.text()).toContain('<h1>Your cart was not changed</h1>');
  });

  test('a post from another site is refused and writes nothing', async () => {
    const cookie = await cartWith({ ...TEE });
    const r = await post(
      '/cart/update',
      { sku: TEE_SKU, quantity: '0' },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expectRefused(r, 403);
  });
});

describe('POST /cart/remove: taking a line out without script', () => {
  test('removes the line and goes back to the cart', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' }, { ...TEE, size: 'm' });
    const r = await post('/cart/remove', { sku: '1001-70004-m' }, { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/cart');
    expect(Object.keys(cartSet(r)!.cart.items)).toEqual([TEE_SKU]);
  });

  test('removing the last line leaves an empty cart', async () => {
    const cookie = await cartWith({ ...TEE });
    const r = await post('/cart/remove', { sku: TEE_SKU }, { cookie });
    expect(r.status).toBe(303);
    expect(cartSet(r)!.cart.items).toEqual({});
  });

  test('an SKU the cart does not hold changes nothing and writes nothing', async () => {
    const r = await post('/cart/remove', { sku: 'no-such-sku' }, { cookie: await cartWith(TEE) });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/cart');
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test.each([
    ['no SKU', {}],
    ['an empty SKU', { sku: '' }],
    ['a path for an SKU', { sku: '../../etc' }],
  ])('a malformed post (%s) is a 400 page and writes nothing', async (_name, fields) => {
    const r = await post('/cart/remove', fields, { cookie: await cartWith(TEE) });
    expectRefused(r, 400);
    expect(await r.text()).toContain('<h1>Your cart was not changed</h1>');
  });

  test('a post from another site is refused and writes nothing', async () => {
    const r = await post(
      '/cart/remove',
      { sku: TEE_SKU },
      {
        cookie: await cartWith(TEE),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expectRefused(r, 403);
  });
});

describe('POST /cart/checkout: Checkout without script', () => {
  test('creates the checkout, remembers it as mf-cart does and opens it', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' }, { ...TEE, size: 'm' });
    const before = await checkoutCount();
    const r = await post('/cart/checkout', { search: '' }, { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const location = r.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/[A-Za-z0-9_-]+$/);
    const id = decodeURIComponent(location.slice('/checkout/'.length));
    expect(await checkoutCount()).toBe(before + 1);

    // The checkout holds the cart's lines, priced by the API.
    const res = await fetch(`${s.base}/api/checkout/checkout?id=${id}&storeSlug=demo`);
    expect(res.status).toBe(200);
    const checkout = (await res.json()) as { id: string; lineItems: unknown[] };
    expect(checkout.id).toBe(id);
    expect(checkout.lineItems).toHaveLength(2);

    // Remembered one day, with the very bytes and attributes js-cookie writes in mf-cart.
    const set = cookieSet(r, 'checkout_demo')!;
    expect(set.raw).toBe(id);
    expect(set.line).toMatch(/^checkout_demo=[^;]+; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(set.line)![1]!);
    expect(Math.abs(expires - (Date.now() + CHECKOUT_COOKIE_DAYS * 864e5))).toBeLessThan(60_000);
    const dom = new JSDOM('', { url: 'http://store.localhost/' });
    const global = globalThis as { document?: Document };
    const previous = global.document;
    global.document = dom.window.document;
    try {
      Cookies.set('checkout_demo', id, storeCookieAttributes(CHECKOUT_COOKIE_DAYS, 'http:'));
      expect(dom.window.document.cookie).toBe(`checkout_demo=${set.raw}`);
    } finally {
      global.document = previous;
    }
    // The cart is left as it was (the browser path empties it once the order is placed).
    expect(cookieSet(r, 'cart_demo')).toBeNull();
  });

  test('the traffic source and affiliate come from the cart page address, as in the browser', async () => {
    const cookie = await cartWith(TEE);
    const r = await post(
      '/cart/checkout',
      { search: '?utm_source=newsletter&aid=shop-1%20x<b>' },
      { cookie },
    );
    const id = r.headers.get('location')!.slice('/checkout/'.length);
    const row = await s.api.app.db.get<{ traffic_source: string | null; affiliate: string | null }>(
      'SELECT traffic_source, affiliate FROM checkouts WHERE id = ?',
      [id],
    );
    expect(row).toEqual({ traffic_source: 'newsletter', affiliate: 'shop-1xb' });
  });

  test('else from the remembered affiliate and TikTok cookies, as in the browser', async () => {
    const cart = await cartWith(TEE);
    const r = await post(
      '/cart/checkout',
      { search: '?q=1' },
      { cookie: `${cart}; aid=remembered-7; tt_attribution=TTEC` },
    );
    const id = r.headers.get('location')!.slice('/checkout/'.length);
    const row = await s.api.app.db.get<{ traffic_source: string | null; affiliate: string | null }>(
      'SELECT traffic_source, affiliate FROM checkouts WHERE id = ?',
      [id],
    );
    expect(row).toEqual({ traffic_source: 'TTEC', affiliate: 'remembered-7' });
  });

  test('without attribution anywhere, the checkout has none', async () => {
    const r = await post('/cart/checkout', {}, { cookie: await cartWith(TEE) });
    expect(r.status).toBe(303);
    const id = r.headers.get('location')!.slice('/checkout/'.length);
    const row = await s.api.app.db.get<{ traffic_source: string | null; affiliate: string | null }>(
      'SELECT traffic_source, affiliate FROM checkouts WHERE id = ?',
      [id],
    );
    expect(row).toEqual({ traffic_source: null, affiliate: null });
  });

  test('an item gone private since it was added: taken out, and no checkout is created', async () => {
    const other = await lineOf('low-tide-club-tee');
    const cookie = await cartWith(TEE, other);
    const otherSku = Object.keys(
      parsePersistedCart(decodeURIComponent(cookie.slice(10))).cart.items,
    )
      .filter((sku) => sku !== TEE_SKU)
      .at(0)!;
    const before = await checkoutCount();
    // An owner's edit: the API's change event purges what the store server kept of the listing.
    await s.api.changeCatalog(
      "UPDATE listings SET visibility = 'private' WHERE slug = ?",
      [other.slug!],
      'demo',
    );
    try {
      const r = await post('/cart/checkout', { search: '' }, { cookie });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/cart?notice=unavailable');
      expect(await checkoutCount()).toBe(before);
      expect(cookieSet(r, 'checkout_demo')).toBeNull();
      const items = cartSet(r)!.cart.items;
      expect(Object.keys(items)).toEqual([TEE_SKU]);
      expect(items[otherSku]).toBeUndefined();
    } finally {
      await s.api.changeCatalog(
        "UPDATE listings SET visibility = 'public' WHERE slug = ?",
        [other.slug!],
        'demo',
      );
    }
  });

  test('a size sold out since it was added: taken out, and no checkout is created', async () => {
    const cookie = await cartWith(TEE, { ...TEE, size: 'm' });
    const before = await checkoutCount();
    const { quantity } = (await s.api.app.db.get<{ quantity: number }>(
      "SELECT quantity FROM inventory WHERE variation_id = '70004' AND size_id = 'xl'",
    ))!;
    // The listing says a colour is sold out when its stock is 0 (buildCartLine's rule).
    await s.api.changeCatalog(
      "UPDATE inventory SET quantity = 0 WHERE variation_id = '70004'",
      [],
      'demo',
    );
    try {
      const r = await post('/cart/checkout', { search: '' }, { cookie });
      expect(r.headers.get('location')).toBe('/cart?notice=unavailable');
      expect(await checkoutCount()).toBe(before);
      expect(cartSet(r)!.cart.items).toEqual({});
    } finally {
      await s.api.changeCatalog(
        "UPDATE inventory SET quantity = ? WHERE variation_id = '70004'",
        [quantity],
        'demo',
      );
    }
  });

  test('an empty cart goes back to the cart and creates nothing', async () => {
    const before = await checkoutCount();
    for (const cookie of [undefined, 'cart_demo=%7B%22items%22%3A%7B%7D%7D', 'cart_demo=%7Bbad']) {
      const r = await post('/cart/checkout', { search: '' }, cookie ? { cookie } : {});
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/cart');
      expect(r.headers.getSetCookie()).toEqual([]);
    }
    expect(await checkoutCount()).toBe(before);
  });

  test('a checkout the API will not create: the cart says so, nothing is remembered', async () => {
    // A line whose listing cannot be read counts as valid (SPEC 5): the API then refuses its SKU.
    const cookie = `cart_demo=${cartCookieValue({
      items: {
        'L404-c1-s1': {
          slug: 'no-such-tee',
          sku: 'L404-c1-s1',
          listingId: 'L404',
          productId: 'p1',
          colorId: 'c1',
          sizeId: 's1',
          quantity: 1,
        },
      },
      region: 'USA',
    })}`;
    const before = await checkoutCount();
    const r = await post('/cart/checkout', { search: '' }, { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/cart?notice=checkout-failed');
    expect(r.headers.getSetCookie()).toEqual([]);
    expect(await checkoutCount()).toBe(before);
  });

  test("a locked store's cart without its session goes to the password page", async () => {
    const cookie = `cart_locked=${cartCookieValue({
      items: {
        'L1-c1-s1': {
          slug: 'backstage-pass-tee',
          sku: 'L1-c1-s1',
          listingId: 'L1',
          productId: 'p1',
          colorId: 'c1',
          sizeId: 's1',
          quantity: 1,
        },
      },
      region: 'USA',
    })}`;
    const before = await checkoutCount();
    const r = await post(
      '/cart/checkout',
      { search: '' },
      { cookie, 'x-forwarded-host': 'locked.localhost' },
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login');
    expect(r.headers.getSetCookie()).toEqual([]);
    expect(await checkoutCount()).toBe(before);
  });

  test('a malformed post (a query string over 2000 characters) is a 400 page', async () => {
    const before = await checkoutCount();
    const r = await post(
      '/cart/checkout',
      { search: `?aid=${'a'.repeat(2000)}` },
      { cookie: await cartWith(TEE) },
    );
    expectRefused(r, 400);
    expect(await r.text()).toContain('<h1>Checkout could not start</h1>');
    expect(await checkoutCount()).toBe(before);
  });

  test('a post from another site is refused and creates nothing', async () => {
    const cookie = await cartWith(TEE);
    const before = await checkoutCount();
    const r = await post(
      '/cart/checkout',
      { search: '' },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expectRefused(r, 403);
    expect(await checkoutCount()).toBe(before);
  });
});

describe("the cart forms' analytics (SPEC §7), carried to the page the shopper lands on", () => {
  /** The event a form's reply left for the next page (its HttpOnly cookie, parsed). */
  function actionSet(r: Response) {
    const set = cookieSet(r, 'action_event_demo');
    if (!set) return null;
    expect(set.line).toMatch(/; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax/);
    return JSON.parse(decodeURIComponent(set.raw)) as {
      id: string;
      event: { event: string; ecommerce: { value?: number; items: Record<string, unknown>[] } };
    };
  }

  test('a line taken out: remove_from_cart with the line as the live cart names it', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' }, { ...TEE, size: 'm' });
    const r = await post('/cart/remove', { sku: TEE_SKU }, { cookie });
    const carried = actionSet(r)!;
    expect(carried.id).toMatch(/^[0-9a-f]{16}$/);
    expect(carried.event).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        items: [
          {
            item_id: TEE_SKU,
            item_name: 'Tidepool Wave Tee',
            item_variant: 'Heather Grey / XL',
            price: expect.any(Number),
            quantity: 2,
          },
        ],
      },
    });
  });

  test('a line lowered: remove_from_cart for what left; raised: no event', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '5' });
    const lowered = await post('/cart/update', { sku: TEE_SKU, quantity: '2' }, { cookie });
    expect(actionSet(lowered)?.event.ecommerce.items[0]).toMatchObject({ quantity: 3 });
    const raised = await post('/cart/update', { sku: TEE_SKU, quantity: '7' }, { cookie });
    expect(actionSet(raised)).toBeNull();
    const unknown = await post('/cart/remove', { sku: 'no-such-sku' }, { cookie });
    expect(actionSet(unknown)).toBeNull();
  });

  test("Checkout pressed: begin_checkout with the cart's lines and subtotal", async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' }, { ...TEE, size: 'm' });
    const r = await post('/cart/checkout', { search: '' }, { cookie });
    expect(r.headers.get('location')).toMatch(/^\/checkout\//);
    const { event } = actionSet(r)!;
    expect(event.event).toBe('begin_checkout');
    expect(event.ecommerce.items.map((i) => [i.item_id, i.quantity])).toEqual([
      [TEE_SKU, 2],
      ['1001-70004-m', 1],
    ]);
    const sum = event.ecommerce.items.reduce((n, i) => n + Number(i.price) * Number(i.quantity), 0);
    expect(event.ecommerce.value).toBeCloseTo(sum, 2);
  });

  test('the landing page carries it once in its HTML and takes the cookie back', async () => {
    const cookie = await cartWith({ ...TEE, quantity: '2' });
    const removed = await post('/cart/remove', { sku: TEE_SKU }, { cookie });
    const set = cookieSet(removed, 'action_event_demo')!;
    const page = await fetch(`${s.base}/cart`, {
      headers: { accept: 'text/html', cookie: `action_event_demo=${set.raw}` },
    });
    const html = await page.text();
    const carried = actionSet(removed)!;
    const dom = new JSDOM(html);
    const el = dom.window.document.querySelector('[data-action-event]');
    expect(el?.getAttribute('data-action-id')).toBe(carried.id);
    expect(JSON.parse(el!.getAttribute('data-action-event')!)).toEqual(carried.event);
    expect(page.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^action_event_demo=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
    );
    // A page asked without it carries nothing.
    const plain = await (
      await fetch(`${s.base}/cart`, { headers: { accept: 'text/html' } })
    ).text();
    expect(plain).not.toContain('data-action-event');
  });

  test('a forged or broken cookie is ignored: the page stands, no markup of it', async () => {
    for (const raw of [
      'not-json',
      encodeURIComponent(JSON.stringify({ id: 'x"><script>', event: { event: 'a' } })),
      encodeURIComponent(JSON.stringify({ id: '0123456789abcdef', event: '<script>' })),
    ]) {
      const page = await fetch(`${s.base}/cart`, {
        headers: { accept: 'text/html', cookie: `action_event_demo=${raw}` },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('data-action-event');
    }
    // An event's text is an attribute's, escaped: it cannot close the element.
    const id = '0123456789abcdef';
    const event = { event: 'remove_from_cart', note: '"></template><script>alert(1)</script>' };
    const page = await fetch(`${s.base}/cart`, {
      headers: {
        accept: 'text/html',
        cookie: `action_event_demo=${encodeURIComponent(JSON.stringify({ id, event }))}`,
      },
    });
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');
    const el = new JSDOM(html).window.document.querySelector('[data-action-event]');
    expect(JSON.parse(el!.getAttribute('data-action-event')!)).toEqual(event);
  });
});
