import { makeListing, makeProduct, makeSizes, makeVariation } from '../test/fixtures';
import {
  isDigital,
  isOutOfStock,
  listingUrl,
  pickProduct,
  pickSize,
  pickVariation,
  priceOf,
  sizeUsesDropdown,
  visibleVariations,
} from './selection';

describe('price rule (SPEC 5)', () => {
  it('uses the size price when the size has one', () => {
    expect(priceOf({ price: 20 }, { price: 26.5 })).toBe(26.5);
  });
  it('falls back to the product price without a size or a size price', () => {
    expect(priceOf({ price: 20 }, null)).toBe(20);
    expect(priceOf({ price: 20 }, { price: 0 })).toBe(20);
    expect(priceOf({ price: 20 }, { price: Number.NaN })).toBe(20);
  });
});

describe('size selector kind', () => {
  it('stays radios for up to 10 short labels', () => {
    expect(sizeUsesDropdown(makeSizes(['S', 'M', 'L', 'XL', '2XL']))).toBe(false);
    expect(sizeUsesDropdown(makeSizes(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']))).toBe(
      false,
    );
    expect(sizeUsesDropdown(makeSizes(['12345']))).toBe(false);
  });
  it('becomes a dropdown for more than 10 sizes', () => {
    expect(
      sizeUsesDropdown(makeSizes(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'])),
    ).toBe(true);
  });
  it('becomes a dropdown when any label is longer than 5 characters', () => {
    expect(sizeUsesDropdown(makeSizes(['S', '11 oz']))).toBe(false);
    expect(sizeUsesDropdown(makeSizes(['S', '18x24in']))).toBe(true);
  });
});

describe('choosing product, colour and size', () => {
  const tee = makeProduct();
  const hoodie = makeProduct({ productId: 'p-hood', productName: 'Hoodie' });
  const listing = makeListing({ products: [tee, hoodie] });

  it('picks the pid product, else the primary product', () => {
    expect(pickProduct(listing, 'p-hood')?.productId).toBe('p-hood');
    expect(pickProduct(listing, 'nope')?.productId).toBe('p-tee');
    expect(pickProduct(listing, null)?.productId).toBe('p-tee');
  });

  it('picks the asked colour, else the primary variation; private colours are hidden', () => {
    const product = makeProduct({
      variations: [
        makeVariation({ variationId: 'v-red', title: 'Red' }),
        makeVariation({ variationId: 'v-black' }),
        makeVariation({ variationId: 'v-secret', visibility: 'private' }),
      ],
    });
    expect(pickVariation(listing, product, 'v-red')?.variationId).toBe('v-red');
    expect(pickVariation(listing, product, null)?.variationId).toBe('v-black');
    expect(pickVariation(listing, product, 'v-secret')?.variationId).toBe('v-black');
    expect(visibleVariations(product).map((v) => v.variationId)).toEqual(['v-red', 'v-black']);
  });

  it('offers private colours in preview, where the owner sees what is not public yet', () => {
    const product = makeProduct({
      variations: [
        makeVariation({ variationId: 'v-navy' }),
        makeVariation({ variationId: 'v-white', visibility: 'private' }),
      ],
    });
    expect(visibleVariations(product, true).map((v) => v.variationId)).toEqual([
      'v-navy',
      'v-white',
    ]);
    expect(pickVariation(listing, product, 'v-white', true)?.variationId).toBe('v-white');
    expect(pickVariation(listing, product, 'v-white', false)?.variationId).toBe('v-navy');
  });

  it('picks the asked size, else the first available one', () => {
    const v = makeVariation({
      sizes: makeSizes(['S', 'M']),
      availableSizesWithId: makeSizes(['S', 'M']).slice(1),
    });
    expect(pickSize(v, 's-S-0')?.label).toBe('S');
    expect(pickSize(v, null)?.label).toBe('M');
  });

  it('builds the product URL with pid, variation and size', () => {
    expect(listingUrl('logo-tee', { pid: 'p1', variation: 'v1', size: 's1' })).toBe(
      '/listing/logo-tee?pid=p1&variation=v1&size=s1',
    );
    expect(listingUrl('logo-tee', { pid: 'p1' })).toBe('/listing/logo-tee?pid=p1');
  });
});

describe('stock', () => {
  const v = makeVariation();
  const m = v.sizes[0]!;
  it('is in stock with inventory above 0', () => {
    expect(isOutOfStock(v, m, {})).toBe(false);
    expect(isOutOfStock(v, m, { 'v-black-s-m': 3 })).toBe(false);
  });
  it('is out of stock when the colour inventory is 0 or less', () => {
    expect(isOutOfStock(makeVariation({ inventoryCount: 0 }), m, {})).toBe(true);
    expect(isOutOfStock(makeVariation({ inventoryCount: -1 }), m, {})).toBe(true);
  });
  it('is out of stock when the size inventory is 0 or the size is unavailable', () => {
    expect(isOutOfStock(v, m, { 'v-black-s-m': 0 })).toBe(true);
    const noM = makeVariation({ availableSizesWithId: [v.sizes[1]!] });
    expect(isOutOfStock(noM, m, {})).toBe(true);
  });
});

it('treats digital fulfillment or the Digital/nft product types as digital', () => {
  expect(isDigital(makeListing(), makeVariation())).toBe(false);
  expect(isDigital(makeListing({ fulfillmentDetails: { type: 'digital' } }), makeVariation())).toBe(
    true,
  );
  expect(isDigital(makeListing(), makeVariation({ productType: 'nft' }))).toBe(true);
});
