import { screen, within } from '@testing-library/react';
import { makeTile, page } from '../test/fixtures';
import { fakeApi, renderCatalog } from '../test/harness';
import { isUsableTile, PRODUCTS_FETCH_ERROR, usableProductsPage } from './productTiles';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('product tile validation', () => {
  it('accepts a complete tile', () => {
    expect(isUsableTile(makeTile())).toBe(true);
    expect(isUsableTile({ ...makeTile(), price: 0 })).toBe(true);
  });

  it.each([
    ['no id', { id: '' }],
    ['no title or name', { title: '', name: '' }],
    ['a missing price', { price: undefined }],
    ['a string price', { price: '24.99' }],
    ['a NaN price', { price: Number.NaN }],
    ['a negative price', { price: -1 }],
    ['no currency', { currency: undefined }],
    ['nowhere to link to', { url: 'javascript:alert(1)', slug: '' }],
  ])('rejects a tile with %s', (_name, over) => {
    expect(isUsableTile({ ...makeTile(), ...over })).toBe(false);
  });

  it.each([null, 'garbage', 42, [], {}, { products: 'x' }])(
    'fails an answer that is not a page (%p) with the SPEC text',
    (raw) => {
      expect(() => usableProductsPage(raw)).toThrow(PRODUCTS_FETCH_ERROR);
    },
  );

  it('drops malformed tiles, keeps the good ones, and ends paging on a garbage next', () => {
    const raw = { ...page([makeTile({ id: 'a' }), { id: 'x' }, null] as never[]), next: 'more' };
    const result = usableProductsPage(raw);
    expect(result.products.map((t) => t.id)).toEqual(['a']);
    expect(result.next).toBeNull();
  });

  it('fails when tiles came back but none is usable; an empty store is not an error', () => {
    expect(() => usableProductsPage({ products: [{ id: 'x' }, {}] })).toThrow(PRODUCTS_FETCH_ERROR);
    expect(usableProductsPage(page([])).products).toEqual([]);
  });
});

describe('home page with a products API answering garbage', () => {
  it('shows the SPEC error and no phantom "$0.00" tile', async () => {
    renderCatalog(
      '/',
      fakeApi({ getStoreProducts: jest.fn().mockResolvedValue({ products: [{ id: 'ghost' }] }) }),
    );
    const featured = screen.getByRole('region', { name: 'Featured products' });
    expect(await within(featured).findByRole('alert')).toHaveTextContent(PRODUCTS_FETCH_ERROR);
    expect(within(featured).queryByText('$0.00')).not.toBeInTheDocument();
    expect(within(featured).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows only the usable tiles of a partly malformed page', async () => {
    const good = makeTile({ id: 'a', title: 'Alpha Tee' });
    renderCatalog(
      '/',
      fakeApi({
        getStoreProducts: jest.fn().mockResolvedValue(page([good, { id: 'ghost' }] as never[])),
      }),
    );
    const featured = screen.getByRole('region', { name: 'Featured products' });
    expect(await within(featured).findByRole('link', { name: /Alpha Tee/ })).toBeInTheDocument();
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
    expect(within(featured).queryByText('$0.00')).not.toBeInTheDocument();
  });
});
