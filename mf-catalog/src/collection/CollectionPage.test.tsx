import type { Collection } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import { makeTile, page } from '../test/fixtures';
import { currentUrl, fakeApi, renderCatalog } from '../test/harness';
import { findCollection } from './findCollection';

const collections: Collection[] = [
  {
    id: 'c1',
    name: 'Apparel',
    slug: 'apparel',
    parentId: null,
    total_count: 2,
    children: [{ id: 'c2', name: 'Hoodies', slug: 'hoodies', parentId: 'c1', total_count: 0 }],
  },
];

function renderCollection(route: string, products = [makeTile({ id: 'a', title: 'Alpha Tee' })]) {
  return renderCatalog(
    route,
    fakeApi({
      getStoreCollections: jest.fn().mockResolvedValue({ collections }),
      getStoreProducts: jest.fn().mockResolvedValue(page(products)),
    }),
  );
}

describe('collection page', () => {
  it('finds collections and sub-collections by slug', () => {
    expect(findCollection(collections, 'apparel')?.id).toBe('c1');
    expect(findCollection(collections, 'HOODIES')?.id).toBe('c2');
    expect(findCollection(collections, 'mugs')).toBeNull();
  });

  it("lists the collection's products under its name", async () => {
    const { api } = renderCollection('/apparel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apparel' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Alpha Tee/ })).toHaveAttribute(
      'href',
      '/listing/listing-a?pid=p-a',
    );
    expect(api.getStoreCollections).toHaveBeenCalledWith('demo');
    expect(api.getStoreProducts).toHaveBeenCalledWith({
      slug: 'demo',
      collection: 'apparel',
      page: 1,
      per: 150,
    });
  });

  it('shows the empty message for a sub-collection without products', async () => {
    renderCollection('/hoodies', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoodies' })).toBeInTheDocument();
    expect(await screen.findByText('There are no products for this category')).toBeInTheDocument();
  });

  it('sends an unknown slug to /404', async () => {
    renderCollection('/no-such-thing');
    await waitFor(() => expect(currentUrl()).toBe('/404'));
  });
});
