import type { ProductTile } from '@store/shared';
import { shelfItems } from './shelfItems';

const tile = (slug: string, over: Partial<ProductTile> = {}) =>
  ({
    id: slug,
    slug,
    title: slug,
    name: slug,
    price: 10,
    url: `/listing/${slug}`,
    ...over,
  }) as ProductTile;

describe('shelfItems', () => {
  it('leaves out what is in the cart and keeps the store order, at most 4', () => {
    const products = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => tile(s));
    expect(shelfItems(products, [{ slug: 'b' }]).map((p) => p.slug)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('skips duplicates and tiles with no title or price', () => {
    const products = [
      tile('a'),
      tile('a'),
      tile('n', { title: '', name: '' }),
      tile('p', { price: Number.NaN }),
      tile('z'),
    ];
    expect(shelfItems(products, []).map((p) => p.slug)).toEqual(['a', 'z']);
  });

  it('is empty when everything is in the cart', () => {
    expect(shelfItems([tile('a')], [{ slug: 'a' }])).toEqual([]);
  });
});
