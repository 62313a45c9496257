import { makeItem, makeListing, makeProduct, makeVariation } from '../testing/fixtures';
import {
  buildCartLine,
  MAX_CART_ENTRIES,
  normalizeQuantity,
  parsePersistedCart,
  subtotalOf,
} from './cartRules';

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
    expect(cart.items['L1-c1-s1'].quantity).toBe(99);
    expect(cart.items['L1-c1-s1'].sku).toBe('L1-c1-s1');
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

describe('buildCartLine', () => {
  it('uses the size price and totals quantity × price to 2 decimals', () => {
    const line = buildCartLine(makeItem({ quantity: 3 }), makeListing());
    expect(line).toMatchObject({
      price: 24.99,
      totalPrice: 74.97,
      quantityInCart: 3,
      title: 'Cool Shirt',
      colorName: 'Black',
      selectedSize: { id: 's1', label: 'S' },
      productType: 't-shirt',
      primaryImages: { thumblarge: '/a-tl.png' },
      variantData: { productId: 'p1', variationId: 'c1' },
      inventoryCount: 5,
      visibility: 'public',
    });
  });

  it('falls back to the variation price, then the product price, when the size has none', () => {
    expect(buildCartLine(makeItem({ sizeId: 's2', quantity: 2 }), makeListing())).toMatchObject({
      price: 20,
      totalPrice: 40,
    });
    const listing = makeListing({
      products: [makeProduct({ variations: [makeVariation({ price: 0 })] })],
    });
    expect(buildCartLine(makeItem({ sizeId: 's2', quantity: 3 }), listing)).toMatchObject({
      price: 19.5,
      totalPrice: 58.5,
    });
  });

  it('rounds float error away: 3 × 19.99 = 59.97', () => {
    const listing = makeListing({
      products: [
        makeProduct({
          variations: [
            makeVariation({ availableSizesWithId: [{ id: 's1', label: 'S', price: 19.99 }] }),
          ],
        }),
      ],
    });
    expect(buildCartLine(makeItem({ quantity: 3 }), listing)?.totalPrice).toBe(59.97);
  });

  it('returns null for private listings or variations, missing sizes and no inventory', () => {
    expect(buildCartLine(makeItem(), makeListing({ visibility: 'private' }))).toBeNull();
    const withVariation = (v: Parameters<typeof makeVariation>[0]) =>
      makeListing({ products: [makeProduct({ variations: [makeVariation(v)] })] });
    expect(buildCartLine(makeItem(), withVariation({ visibility: 'private' }))).toBeNull();
    expect(buildCartLine(makeItem(), withVariation({ inventoryCount: 0 }))).toBeNull();
    expect(buildCartLine(makeItem(), withVariation({ inventoryCount: -2 }))).toBeNull();
    expect(buildCartLine(makeItem({ sizeId: 'nope' }), makeListing())).toBeNull();
    expect(buildCartLine(makeItem({ colorId: 'nope' }), makeListing())).toBeNull();
    expect(buildCartLine(makeItem({ productId: 'nope' }), makeListing())).toBeNull();
  });
});

describe('subtotalOf', () => {
  it('sums line totals in cents', () => {
    expect(subtotalOf([{ totalPrice: 0.1 }, { totalPrice: 0.2 }, { totalPrice: 49.98 }])).toBe(
      50.28,
    );
  });
});
