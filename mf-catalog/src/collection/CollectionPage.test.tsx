import { DEFAULT_THEME_DATA, type Collection, type ExtraRoute } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import { makeTile, page } from '../test/fixtures';
import { currentUrl, fakeApi, renderCatalog } from '../test/harness';
import { resolveCollection } from './CollectionPage';
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

const extraRoutes: ExtraRoute[] = [
  { path: 'summer', collection: 'hoodies', title: 'Summer shop' },
  { path: 'cosy', collection: 'apparel' },
  { path: 'apparel', collection: 'hoodies', title: 'Not this' },
  { path: 'gone', collection: 'mugs' },
];

function renderCollection(route: string, products = [makeTile({ id: 'a', title: 'Alpha Tee' })]) {
  return renderCatalog(
    route,
    fakeApi({
      getStoreCollections: jest.fn().mockResolvedValue({ collections }),
      getStoreProducts: jest.fn().mockResolvedValue(page(products)),
    }),
    { ...DEFAULT_THEME_DATA, content: { ...DEFAULT_THEME_DATA.content, extraRoutes } },
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

  it('resolves a store-specific extra route to its collection; a real collection wins', () => {
    expect(resolveCollection(collections, 'summer', extraRoutes)).toMatchObject({
      collection: { id: 'c2' },
      heading: 'Summer shop',
    });
    expect(resolveCollection(collections, 'cosy', extraRoutes).heading).toBe('Apparel');
    expect(resolveCollection(collections, 'apparel', extraRoutes).heading).toBe('Apparel');
    expect(resolveCollection(collections, 'gone', extraRoutes).collection).toBeNull();
    expect(resolveCollection(undefined, 'summer', extraRoutes).collection).toBeNull();
  });

  it("shows an extra route's collection under the route's title, at the route's path", async () => {
    const { api } = renderCollection('/summer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer shop' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Alpha Tee/ })).toBeInTheDocument();
    expect(api.getStoreProducts).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'hoodies' }),
    );
    expect(currentUrl()).toBe('/summer');
  });

  it('sends an extra route whose collection is gone to /404', async () => {
    renderCollection('/gone');
    await waitFor(() => expect(currentUrl()).toBe('/404'));
  });

  it('sends an unknown slug to /404', async () => {
    renderCollection('/no-such-thing');
    await waitFor(() => expect(currentUrl()).toBe('/404'));
  });
});
