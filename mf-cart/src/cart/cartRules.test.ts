import { makeItem, makeListing, makeProduct, makeVariation } from '../test/fixtures';
import { buildCartLine, subtotalOf } from './cartRules';

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
