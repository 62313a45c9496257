import zlib from 'node:zlib';
import { KeptOnVersion, PartDigests } from '@store/shared/node/keptOnVersion';
import { CART_COUNT_WAIT_MS, cartLabels } from '../src/cartCount';
import { item, listing } from '@store/shared/src/cart/testFixtures';
import type { CartItem } from '@store/shared/src/types/cart';
import type { FastifyRequest } from 'fastify';
import { WrittenPages } from '../src/writtenPages';

describe('what the page path keeps', () => {
  test('a value is served only on the catalog version it was made at', () => {
    const kept = new KeptOnVersion<{ head: string }>(
      { maxEntries: 10, maxBytes: 1000 },
      (v) => v.head.length,
    );
    const value = { head: '<title>Tee</title>' };
    kept.set('k', 'v1', value);
    expect(kept.get('k', 'v1')).toBe(value);
    expect(kept.get('k', 'v2')).toBeUndefined();
    // The older version's entry is gone, not kept for a version that never comes back.
    expect(kept.get('k', 'v1')).toBeUndefined();
  });

  test('bounded by bytes: the least recently used goes first, and a grown value is measured again', () => {
    const kept = new KeptOnVersion<{ bytes: number }>(
      { maxEntries: 10, maxBytes: 100 },
      (v) => v.bytes,
    );
    kept.set('a', 'v', { bytes: 40 });
    kept.set('b', 'v', { bytes: 40 });
    expect(kept.get('a', 'v')).toBeDefined();
    const c = kept.set('c', 'v', { bytes: 10 });
    c.bytes = 50;
    kept.resize('c', c);
    // a (used), c (grown to 50) fit 100 only without b, the least recently used.
    expect(kept.get('b', 'v')).toBeUndefined();
    expect(kept.get('a', 'v')).toBeDefined();
    expect(kept.get('c', 'v')).toBe(c);
  });

  test('a key of parts: equal parts give equal keys, any change in a part another key', () => {
    const digests = new PartDigests();
    const theme = { colors: { primary: '#123456' }, flags: { ageVerification: false } };
    const key = digests.keyOf({ url: '/', theme, cart: null });
    // The same theme (kept by the store's facts) and a fresh copy of it key alike.
    expect(digests.keyOf({ url: '/', theme, cart: null })).toBe(key);
    expect(digests.keyOf({ url: '/', theme: structuredClone(theme), cart: null })).toBe(key);
    // Another theme, URL, cart or part name is another page.
    const otherTheme = { ...theme, colors: { primary: '#654321' } };
    expect(digests.keyOf({ url: '/', theme: otherTheme, cart: null })).not.toBe(key);
    expect(digests.keyOf({ url: '/cart', theme, cart: null })).not.toBe(key);
    expect(digests.keyOf({ url: '/', theme, cart: '{"items":{}}' })).not.toBe(key);
    expect(digests.keyOf({ url: '/', style: theme, cart: null })).not.toBe(key);
    // A string part never keys like an object part.
    expect(digests.keyOf({ part: { a: 1 } })).not.toBe(digests.keyOf({ part: '{"a":1}' }));
    // Nor an array like an object of the same entries.
    expect(digests.keyOf({ part: ['x'] })).not.toBe(digests.keyOf({ part: { 0: 'x' } }));
  });

  test('a wrapper made afresh around a shared part keys by the part, not by serializing it again', () => {
    const digests = new PartDigests();
    const details = { locales: ['en-US', 'fr-FR'], currencies: ['USD', 'EUR'] };
    const key = digests.keyOf({ localization: { details, buyer: { locale: 'en-US' } } });
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(digests.keyOf({ localization: { details, buyer: { locale: 'en-US' } } })).toBe(key);
    const serialized = stringify.mock.calls.map(([v]) => v);
    stringify.mockRestore();
    // Nothing serialized holds the shared part's entries: only digests of it.
    expect(serialized.length).toBeGreaterThan(0);
    expect(serialized.some((v) => JSON.stringify(v).includes('fr-FR'))).toBe(false);
    const otherBuyer = { localization: { details, buyer: { locale: 'fr-FR' } } };
    expect(digests.keyOf(otherBuyer)).not.toBe(key);
    const otherDetails = { localization: { details: { ...details, currencies: ['USD'] } } };
    expect(digests.keyOf(otherDetails)).not.toBe(key);
  });

  test("the header's cart label counts the cookie's items that are available, kept for the same cookies", async () => {
    const asked: string[] = [];
    const soldOut = new Set<string>();
    const label = cartLabels(async (_req, q) => {
      asked.push(q.slug);
      return soldOut.has(q.slug) ? listing({ inventoryCount: 0 }) : listing();
    });
    const withCookie = (value?: string) =>
      ({
        cookies: value === undefined ? {} : { cart_demo: value },
        headers: value === undefined ? {} : { cookie: `cart_demo=${value}` },
      }) as unknown as FastifyRequest;
    const cart = (...items: CartItem[]) =>
      JSON.stringify({ region: 'USA', items: Object.fromEntries(items.map((i) => [i.sku, i])) });
    const three = cart(item({ quantity: 3 }));
    expect(await label(withCookie(), 'demo')).toBe('0');
    expect(await label(withCookie(three), 'demo')).toBe('3');
    expect(await label(withCookie(three), 'demo')).toBe('3');
    expect(asked).toEqual(['tee']);
    expect(await label(withCookie(three), 'other')).toBe('0');
    expect(await label(withCookie('{not json'), 'demo')).toBe('0');
    // 2 available and 3 sold out: "Cart (2)", not "Cart (5)" (SPEC §5).
    soldOut.add('gone-tee');
    const mixed = cart(
      item({ quantity: 2 }),
      item({ slug: 'gone-tee', listingId: 'L2', quantity: 3 }),
    );
    expect(await label(withCookie(mixed), 'demo')).toBe('2');
  });

  test("a listing that does not answer in time counts by the cookie's quantity, without holding the page", async () => {
    const label = cartLabels(() => new Promise(() => {}));
    const req = {
      cookies: { cart_demo: JSON.stringify({ items: { [item().sku]: item({ quantity: 4 }) } }) },
      headers: {},
    } as unknown as FastifyRequest;
    const began = Date.now();
    expect(await label(req, 'demo')).toBe('4');
    expect(Date.now() - began).toBeLessThan(CART_COUNT_WAIT_MS + 1000);
  });

  test('a written page is sent plain at first, then in the form the browser accepts', async () => {
    const pages = new WrittenPages();
    const html = `<!doctype html><main>${'tee '.repeat(500)}</main>`;
    pages.set('page', 'template', 'v', html);
    // Not compressed for a page nobody asks for again: the first ask again starts it.
    await new Promise((r) => setTimeout(r, 100));
    expect(pages.get('page', 'template', 'v', 'br, gzip')?.encoding).toBeUndefined();
    // Compressed in libuv's pool, off the request: asked again until it is ready.
    for (let i = 0; i < 100 && !pages.get('page', 'template', 'v', 'gzip')?.encoding; i++)
      await new Promise((r) => setTimeout(r, 20));
    const br = pages.get('page', 'template', 'v', 'br, gzip');
    expect(br?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br!.body).toString('utf8')).toBe(html);
    const gz = pages.get('page', 'template', 'v', 'gzip');
    expect(gz?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz!.body).toString('utf8')).toBe(html);
    expect(pages.get('page', 'template', 'v', undefined)?.body.toString('utf8')).toBe(html);
  });

  test('a new template drops every page written with the old one', () => {
    const pages = new WrittenPages();
    pages.set('page', 'template 1', 'v', '<p>1</p>');
    expect(pages.get('page', 'template 2', 'v', undefined)).toBeUndefined();
    pages.set('other', 'template 2', 'v', '<p>2</p>');
    expect(pages.get('page', 'template 2', 'v', undefined)).toBeUndefined();
    expect(pages.get('other', 'template 2', 'v', undefined)?.body.toString('utf8')).toBe(
      '<p>2</p>',
    );
  });
});
