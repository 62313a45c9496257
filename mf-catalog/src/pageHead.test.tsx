import { DEFAULT_THEME_DATA, type Collection, type ThemeData } from '@store/shared';
import { inShopperLocale, renderedHead as head } from '@store/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { makeListing, makeTile, page } from './test/fixtures';
import { fakeApi, renderCatalog } from './test/harness';

const acme = (content: Partial<ThemeData['content']> = {}): ThemeData => ({
  ...DEFAULT_THEME_DATA,
  meta: { ...DEFAULT_THEME_DATA.meta, storeName: 'Acme Tees' },
  content: { ...DEFAULT_THEME_DATA.content, ...content },
});

describe('home', () => {
  it("is the store's name, described by its hero", async () => {
    const hero = { template: 2, title: 'Summer Drop', subtitle: 'New prints', body: 'Shop now!' };
    renderCatalog('/', fakeApi(), acme({ heroBanner: hero }));
    await screen.findByText('There are no products in this store yet.');
    expect(head()).toEqual({
      title: 'Acme Tees',
      description: 'Summer Drop. New prints. Shop now!',
      canonical: 'http://localhost/',
      robots: undefined,
    });
  });

  // heroDescription's own cases: shared/src/head/heads.test.tsx.
  it('without hero text, a translated line about the store describes it', async () => {
    renderCatalog('/', fakeApi(), acme({ heroBanner: { template: 2, title: '' } }));
    await screen.findByText('There are no products in this store yet.');
    expect(head().description).toBe('Shop the Acme Tees store: merchandise printed to order.');
  });
});

describe('listing', () => {
  const renderListing = (listing = makeListing()) =>
    renderCatalog(
      '/listing/logo-tee?pid=p-tee',
      fakeApi({ getListing: jest.fn().mockResolvedValue(listing) }),
      acme(),
    );

  it('is the listing under the store, described by its description as text', async () => {
    renderListing();
    await screen.findByRole('heading', { level: 1, name: 'Logo Tee' });
    expect(head()).toEqual({
      title: 'Logo Tee | Acme Tees',
      description: 'Our best tee.',
      canonical: 'http://localhost/listing/logo-tee',
      robots: undefined,
    });
  });

  it('without a description, the title describes it', async () => {
    renderListing(makeListing({ description: '' }));
    await screen.findByRole('heading', { level: 1, name: 'Logo Tee' });
    expect(head().description).toBe('Logo Tee');
  });

  it('a private listing is kept out of search results', async () => {
    renderListing(makeListing({ visibility: 'private' }));
    await screen.findByText('Listing is currently set as Private');
    expect(head()).toMatchObject({ title: 'Logo Tee | Acme Tees', robots: 'noindex' });
    expect(head().canonical).toBeUndefined();
  });
});

describe('collection', () => {
  const collections: Collection[] = [
    { id: 'c1', name: 'Hoodies', slug: 'hoodies', parentId: null, total_count: 9 },
  ];
  const renderCollection = (tiles = [makeTile({ id: 'a' }), makeTile({ id: 'b' })]) =>
    renderCatalog(
      '/hoodies',
      fakeApi({
        getStoreCollections: jest.fn().mockResolvedValue({ collections }),
        getStoreProducts: jest.fn().mockResolvedValue(page(tiles)),
      }),
      acme(),
    );

  it('is the collection under the store, described by its product count', async () => {
    renderCollection();
    await screen.findAllByRole('link', { name: /Tee/ });
    await waitFor(() => expect(head().description).toBe('2 products in Hoodies'));
    expect(head()).toMatchObject({
      title: 'Hoodies | Acme Tees',
      canonical: 'http://localhost/hoodies',
    });
  });

  it('says it in the shopper’s language, one product too', async () => {
    await inShopperLocale('de', async () => {
      renderCollection([makeTile({ id: 'a' })]);
      await waitFor(() => expect(head().description).toBe('1 Produkt in Hoodies'));
    });
  });
});

describe('search', () => {
  it('is Search under the store, and not for search engines', async () => {
    renderCatalog('/search?searchterm=tee', fakeApi(), acme());
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(head()).toEqual({
      title: 'Search | Acme Tees',
      description: undefined,
      canonical: undefined,
      robots: 'noindex',
    });
  });
});
