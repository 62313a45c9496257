import http from 'node:http';
import { JSDOM } from 'jsdom';
import Cookies from 'js-cookie';
import { cartCookieText, CART_COOKIE_DAYS, parsePersistedCart } from '@store/shared/src/cart';
import { storeCookieAttributes } from '@store/shared/src/cookies';
import { startServer, withFrontend, type TestServer } from './helpers';

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => withFrontend(dir));
});
afterAll(() => s.close());

const TEE = { slug: 'tidepool-wave-tee', pid: '5001', variation: '70004', size: 'xl' };

/** The listing form's post, as a browser without script sends it. */
function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = '/cart/add',
) {
  return fetch(s.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** `post` over node:http, which (unlike fetch) sends the Host it is given. */
function postAs(fields: Record<string, string>, headers: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; location: string; setCookie: string[] }>(
    (resolve, reject) => {
      const req = http.request(
        `${s.base}/cart/add`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        },
        (res) => {
          res.resume();
          resolve({
            status: res.statusCode ?? 0,
            location: String(res.headers.location ?? ''),
            setCookie: res.headers['set-cookie'] ?? [],
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** The cart cookie a reply set: its raw value (as sent) and the cart it holds. */
function cartSet(r: Response, name = 'cart_demo') {
  const line = r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return null;
  const raw = line.slice(name.length + 1).split(';')[0]!;
  return { line, raw, cart: parsePersistedCart(decodeURIComponent(raw)).cart };
}

describe('POST /cart/add: the listing form without script', () => {
  test('adds the picked colour, size and quantity and goes back to the listing saying so', async () => {
    const r = await post({ ...TEE, quantity: '3' });
    expect(r.status).toBe(303);
    // How many, and the add's one-time id: the landing page pushes its add_to_cart once.
    expect(r.headers.get('location')).toMatch(
      /^\/listing\/tidepool-wave-tee\?pid=5001&variation=70004&size=xl&added=3&action=[0-9a-f]{16}&notice=added$/,
    );
    const again = await post({ ...TEE, quantity: '3' });
    expect(new URL(again.headers.get('location')!, 'http://x').searchParams.get('action')).not.toBe(
      new URL(r.headers.get('location')!, 'http://x').searchParams.get('action'),
    );
    expect(r.headers.get('cache-control')).toBe('no-store');
    const set = cartSet(r)!;
    expect(set.line).toMatch(/; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(Object.values(set.cart.items)).toEqual([
      expect.objectContaining({
        sku: '1001-70004-xl',
        listingId: '1001',
        productId: '5001',
        colorId: '70004',
        sizeId: 'xl',
        quantity: 3,
      }),
    ]);
    expect(set.cart.region).toBe('USA');
  });

  test('writes the very bytes mf-cart writes with js-cookie for the same cart', async () => {
    const set = cartSet(await post({ ...TEE, quantity: '2' }))!;
    // The browser path: mf-cart's writeCartCookie is this js-cookie call (cart/cartCookie.ts).
    const dom = new JSDOM('', { url: 'http://store.localhost/' });
    const global = globalThis as { document?: Document };
    const before = global.document;
    global.document = dom.window.document;
    try {
      Cookies.set(
        'cart_demo',
        cartCookieText(set.cart),
        storeCookieAttributes(CART_COOKIE_DAYS, 'http:'),
      );
      expect(dom.window.document.cookie).toBe(`cart_demo=${set.raw}`);
    } finally {
      global.document = before;
    }
  });

  test('merges with the cart the cookie holds (same SKU adds up) and keeps other lines', async () => {
    const first = cartSet(await post({ ...TEE, quantity: '2' }))!;
    const r = await post(
      { ...TEE, size: 'm', quantity: '1' },
      { cookie: `cart_demo=${first.raw}` },
    );
    const again = await post({ ...TEE, quantity: '4' }, { cookie: `cart_demo=${cartSet(r)!.raw}` });
    const items = cartSet(again)!.cart.items;
    expect(items['1001-70004-xl']?.quantity).toBe(6);
    expect(items['1001-70004-m']?.quantity).toBe(1);
  });

  test('a malformed cart cookie is repaired, not trusted, and the line is added', async () => {
    const r = await post({ ...TEE, quantity: '1' }, { cookie: 'cart_demo=%7Bnot-json' });
    expect(r.status).toBe(303);
    expect(Object.keys(cartSet(r)!.cart.items)).toEqual(['1001-70004-xl']);
  });

  // The store is the page's: by the Host the browser sent, or the one a proxy forwarded.
  test.each(['host', 'x-forwarded-host'])(
    'a sold-out colour adds nothing and the listing says it is out of stock (store by %s)',
    async (header) => {
      const listing = await (
        await fetch(`${s.base}/api/backend/v1/listings?slug=closing-time-tee&storeSlug=afterdark`)
      ).json();
      const product = listing.products[0];
      const variation = product.variations[0];
      const r = await postAs(
        {
          slug: 'closing-time-tee',
          pid: product.productId,
          variation: variation.variationId,
          size: variation.sizes[0].id,
        },
        { [header]: 'afterdark.localhost' },
      );
      expect(r.status).toBe(303);
      expect(r.location).toMatch(/notice=out-of-stock$/);
      expect(r.setCookie).toEqual([]);
    },
  );

  test.each([
    ['a private listing', { ...TEE, slug: 'crew-only-tee' }],
    ['a colour the listing does not have', { ...TEE, variation: '99999' }],
    ['a size the colour does not have', { ...TEE, size: 'xxs' }],
    ['a listing that does not exist', { ...TEE, slug: 'no-such-tee' }],
  ])('%s adds nothing and the listing says it is not available', async (_name, fields) => {
    const r = await post(fields);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toMatch(/notice=unavailable$/);
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test.each([
    ['no size', { slug: TEE.slug, pid: TEE.pid, variation: TEE.variation }],
    ['a quantity of 0', { ...TEE, quantity: '0' }],
    ['a quantity of 100', { ...TEE, quantity: '100' }],
    ['a quantity that is no number', { ...TEE, quantity: 'lots' }],
    ['markup for an id', { ...TEE, variation: '<script>' }],
  ])('a malformed post (%s) is a 400 page and writes nothing', async (_name, fields) => {
    const r = await post(fields, { cookie: 'cart_demo=%7B%7D' });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await r.text()).toContain('<h1>Nothing was added</h1>');
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test('a post from another site is refused and writes nothing', async () => {
    const r = await post(
      { ...TEE, quantity: '1' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(r.status).toBe(403);
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test('remembers the affiliate and TikTok visit of the page it was posted from, as the shell does on landing', async () => {
    const page = `${s.base}/listing/tidepool-wave-tee?aid=partner-7&utm_source=TTEC`;
    const r = await post({ ...TEE }, { referer: page });
    expect(r.status).toBe(303);
    const set = r.headers.getSetCookie();
    const aid = set.find((c) => c.startsWith('aid='));
    expect(aid).toMatch(/^aid=partner-7; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const days = (Date.parse(/Expires=([^;]+)/.exec(aid!)![1]!) - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(set.find((c) => c.startsWith('tt_attribution='))).toMatch(/^tt_attribution=TTEC;/);
    expect(cartSet(r)).not.toBeNull();
  });

  test.each([
    ['no affiliate', '/listing/tidepool-wave-tee?utm_source=newsletter'],
    ['an affiliate that is only markup', '/listing/tidepool-wave-tee?aid=%3C%3E'],
  ])('remembers no affiliate from a page with %s', async (_name, path) => {
    const r = await post({ ...TEE }, { referer: s.base + path });
    expect(r.status).toBe(303);
    expect(r.headers.getSetCookie().filter((c) => /^(aid|tt_attribution)=/.test(c))).toEqual([]);
    expect(cartSet(r)).not.toBeNull();
  });

  test.each([
    ['another site', 'https://elsewhere.example/listing/tidepool-wave-tee?aid=partner-7'],
    ['an address that is no URL', 'http://[::1/?aid=partner-7'],
  ])('a post from a page of %s is refused and remembers nothing', async (_name, referer) => {
    const r = await post({ ...TEE }, { referer });
    expect(r.status).toBe(403);
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test("a locked store's listing without its session goes to the password page", async () => {
    const r = await post({ ...TEE }, { 'x-forwarded-host': 'locked.localhost' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login');
    expect(r.headers.getSetCookie()).toEqual([]);
  });
});
