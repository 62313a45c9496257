import zlib from 'node:zlib';
import { KeptOnVersion, PartDigests } from '../src/lib/keptOnVersion';
import { cartLabels } from '../src/host/cartCount';
import type { FastifyRequest } from 'fastify';
import { WrittenPages } from '../src/host/writtenPages';

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
  });

  test("the header's cart label is read from the cookie, the same for the same cookie text", () => {
    const label = cartLabels();
    const withCookie = (value?: string) =>
      ({ cookies: value === undefined ? {} : { cart_demo: value } }) as unknown as FastifyRequest;
    const cart = JSON.stringify({
      region: 'USA',
      items: {
        '1001-70001-m': {
          slug: 'tidepool-wave-tee',
          sku: '1001-70001-m',
          listingId: '1001',
          productId: '5001',
          colorId: '70001',
          sizeId: 'm',
          quantity: 3,
        },
      },
    });
    expect(label(withCookie(), 'demo')).toBe('0');
    expect(label(withCookie(cart), 'demo')).toBe('3');
    expect(label(withCookie(cart), 'demo')).toBe('3');
    expect(label(withCookie(cart), 'other')).toBe('0');
    expect(label(withCookie('{not json'), 'demo')).toBe('0');
  });

  test('a written page is sent plain at first, then in the form the browser accepts', async () => {
    const pages = new WrittenPages();
    const html = `<!doctype html><main>${'tee '.repeat(500)}</main>`;
    pages.set('page', 'template', 'v', html);
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
