import Cookies from 'js-cookie';
import { makeItem } from '../test/fixtures';
import { readCartCookie, writeCartCookie } from './cartCookie';

const clearCookies = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};

describe('cart cookie', () => {
  afterEach(clearCookies);

  it('round-trips { items, region } in the per-store cookie cart_{slug}', () => {
    const item = makeItem({ quantity: 4 });
    writeCartCookie('demo', { items: { [item.sku]: item }, region: 'EU' });
    expect(JSON.parse(Cookies.get('cart_demo') as string)).toEqual({
      items: { [item.sku]: item },
      region: 'EU',
    });
    expect(readCartCookie('demo')).toEqual({ items: { [item.sku]: item }, region: 'EU' });
    // Another store's cart is separate.
    expect(readCartCookie('other')).toEqual({ items: {}, region: 'USA' });
  });

  it('recovers from bad JSON and rewrites the cookie', () => {
    Cookies.set('cart_demo', '{not json', { path: '/' });
    expect(readCartCookie('demo')).toEqual({ items: {}, region: 'USA' });
    expect(JSON.parse(Cookies.get('cart_demo') as string)).toEqual({ items: {}, region: 'USA' });
  });

  it('keeps valid entries of a partly malformed cookie and rewrites it without the rest', () => {
    const good = makeItem({ quantity: 2 });
    Cookies.set(
      'cart_demo',
      JSON.stringify({
        items: {
          [good.sku]: good,
          bad: { ...makeItem({ sizeId: 'x' }), quantity: -5 },
          worse: null,
        },
        region: 'USA',
      }),
      { path: '/' },
    );
    expect(readCartCookie('demo').items).toEqual({ [good.sku]: good });
    expect(JSON.parse(Cookies.get('cart_demo') as string).items).toEqual({ [good.sku]: good });
  });
});
