import type { CartItem } from '../types/cart';
import {
  countPersistedCart,
  MAX_CART_ENTRIES,
  normalizeQuantity,
  parsePersistedCart,
} from './persistedCart';

function makeItem(over: Partial<CartItem> = {}): CartItem {
  const base = {
    slug: 'cool-shirt',
    listingId: 'L1',
    productId: 'p1',
    colorId: 'c1',
    sizeId: 's1',
  };
  const merged = { ...base, quantity: 1, ...over };
  return { ...merged, sku: `${merged.listingId}-${merged.colorId}-${merged.sizeId}` };
}

describe('normalizeQuantity', () => {
  it('keeps integers 1..99, floors fractions, caps at 99, rejects the rest', () => {
    expect(normalizeQuantity(1)).toBe(1);
    expect(normalizeQuantity(2.7)).toBe(2);
    expect(normalizeQuantity(150)).toBe(99);
    expect(normalizeQuantity(0)).toBeNull();
    expect(normalizeQuantity(-3)).toBeNull();
    expect(normalizeQuantity(Number.NaN)).toBeNull();
    expect(normalizeQuantity(Infinity)).toBeNull();
    expect(normalizeQuantity('3')).toBeNull();
  });
});

describe('parsePersistedCart (malformed cookies never crash)', () => {
  const good = makeItem({ quantity: 2 });

  it('reads a valid cart unchanged', () => {
    const text = JSON.stringify({ items: { [good.sku]: good }, region: 'EU' });
    expect(parsePersistedCart(text)).toEqual({
      cart: { items: { [good.sku]: good }, region: 'EU' },
      changed: false,
    });
  });

  it('treats a missing cookie as an empty cart without a rewrite', () => {
    expect(parsePersistedCart(undefined)).toEqual({
      cart: { items: {}, region: 'USA' },
      changed: false,
    });
  });

  it.each([
    ['bad JSON', '{"items": {'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['null', 'null'],
    ['items as a string', '{"items":"x","region":"USA"}'],
  ])('recovers from %s as an empty cart, flagged for rewrite', (_name, text) => {
    expect(parsePersistedCart(text)).toEqual({
      cart: { items: {}, region: 'USA' },
      changed: true,
    });
  });

  it('keeps valid entries and drops negative, NaN, zero and mis-shaped ones', () => {
    const text = JSON.stringify({
      items: {
        [good.sku]: good,
        neg: { ...makeItem({ sizeId: 's9' }), quantity: -1 },
        nan: { ...makeItem({ sizeId: 's8' }), quantity: 'NaN' },
        zero: { ...makeItem({ sizeId: 's7' }), quantity: 0 },
        noSlug: { ...makeItem({ sizeId: 's6' }), slug: 5 },
        str: 'hello',
      },
      region: 12,
    });
    const { cart, changed } = parsePersistedCart(text);
    expect(changed).toBe(true);
    expect(cart).toEqual({ items: { [good.sku]: good }, region: 'USA' });
  });

  it('recomputes the SKU key, caps quantity at 99 and merges duplicates', () => {
    const text = JSON.stringify({
      items: {
        wrongKey: { ...good, sku: 'forged', quantity: 500 },
        [good.sku]: { ...good, quantity: 3.5 },
      },
      region: 'USA',
    });
    const { cart, changed } = parsePersistedCart(text);
    expect(changed).toBe(true);
    expect(Object.keys(cart.items)).toEqual(['L1-c1-s1']);
    expect(cart.items['L1-c1-s1']?.quantity).toBe(99);
    expect(cart.items['L1-c1-s1']?.sku).toBe('L1-c1-s1');
  });

  it('drops a huge payload entirely and caps the entry count', () => {
    expect(parsePersistedCart('x'.repeat(70000)).cart.items).toEqual({});
    const items = Object.fromEntries(
      Array.from({ length: MAX_CART_ENTRIES + 20 }, (_, i) => {
        const it = makeItem({ sizeId: `s${i}` });
        return [it.sku, it];
      }),
    );
    const { cart, changed } = parsePersistedCart(JSON.stringify({ items, region: 'USA' }));
    expect(Object.keys(cart.items)).toHaveLength(MAX_CART_ENTRIES);
    expect(changed).toBe(true);
  });
});

describe('countPersistedCart (what the pill shows when the cart service is down)', () => {
  it('sums the quantities of the valid entries', () => {
    const a = makeItem({ quantity: 2 });
    const b = makeItem({ sizeId: 's2', quantity: 3 });
    const text = JSON.stringify({ items: { [a.sku]: a, [b.sku]: b, bad: { quantity: 9 } } });
    expect(countPersistedCart(text)).toBe(5);
  });

  it.each([undefined, null, '', '{not json', '%%%{{{', '[1]', 'null', '{"items":7}'])(
    'counts %p as 0 without throwing',
    (text) => {
      expect(countPersistedCart(text)).toBe(0);
    },
  );

  it('counts a non-string (a broken cookie reader) as 0', () => {
    expect(countPersistedCart(42 as unknown as string)).toBe(0);
  });
});
