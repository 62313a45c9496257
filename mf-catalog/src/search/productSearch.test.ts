import { makeTile } from '../test/fixtures';
import {
  SEARCH_OPTIONS,
  createProductSearch,
  isSearchable,
  pageOf,
  searchProducts,
} from './productSearch';
import Fuse from 'fuse.js';

describe('product search', () => {
  it('uses the SPEC weights and a minimum match of 3', () => {
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'name', weight: 6 },
      { name: 'url', weight: 5 },
      { name: 'productName', weight: 4 },
      { name: 'collections.name', weight: 3 },
      { name: 'collections.slug', weight: 2 },
      { name: 'productGroupName', weight: 1 },
    ]);
    expect(SEARCH_OPTIONS.minMatchCharLength).toBe(3);
  });

  it('ranks a name match above a product-group match', () => {
    const byGroup = makeTile({
      id: 'g',
      name: 'Plain Shirt',
      title: 'Plain Shirt',
      url: '/listing/g',
      productName: 'Tee',
      collections: [],
      productGroupName: 'Galaxy Range',
    });
    const byName = makeTile({
      id: 'n',
      name: 'Galaxy Shirt',
      title: 'Galaxy Shirt',
      url: '/listing/n',
      productName: 'Tee',
      collections: [],
      productGroupName: 'Other',
    });
    const results = searchProducts(createProductSearch([byGroup, byName], Fuse), 'galaxy');
    expect(results.map((r) => r.id)).toEqual(['n', 'g']);
  });

  it('finds products by collection name', () => {
    const tile = makeTile({
      id: 'c',
      name: 'Plain',
      title: 'Plain',
      url: '/listing/c',
      collections: [{ name: 'Drinkware', slug: 'drinkware' }],
    });
    const other = makeTile({
      id: 'o',
      name: 'Other',
      title: 'Other',
      url: '/listing/o',
      collections: [],
      productGroupName: 'x',
    });
    expect(
      searchProducts(createProductSearch([tile, other], Fuse), 'drinkware').map((r) => r.id),
    ).toEqual(['c']);
  });

  it('searches only terms longer than 2 characters', () => {
    const fuse = createProductSearch([makeTile({ name: 'Tee' })], Fuse);
    expect(isSearchable('te')).toBe(false);
    expect(isSearchable(' te ')).toBe(false);
    expect(isSearchable('tee')).toBe(true);
    expect(searchProducts(fuse, 'te')).toEqual([]);
  });

  it('answers a repeated term from memory; an index of new products searches afresh', () => {
    const fuse = createProductSearch([makeTile({ id: 'a', name: 'Galaxy Tee' })], Fuse);
    const search = jest.spyOn(fuse, 'search');
    const first = searchProducts(fuse, 'galaxy');
    expect(searchProducts(fuse, ' galaxy ')).toBe(first);
    expect(search).toHaveBeenCalledTimes(1);
    for (const t of ['gal', 'gala', 'galax', 'tee']) searchProducts(fuse, t);
    searchProducts(fuse, 'galaxy');
    // Only the last 4 terms are kept: 'galaxy' was searched again.
    expect(search).toHaveBeenCalledTimes(6);
    const fresh = createProductSearch([makeTile({ id: 'b', name: 'Galaxy Mug' })], Fuse);
    expect(searchProducts(fresh, 'galaxy').map((t) => t.id)).toEqual(['b']);
  });

  it('pages results 12 at a time and clamps the page', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 12), page: 1, totalPages: 3 });
    expect(pageOf(items, 3).items).toEqual(items.slice(24));
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});
