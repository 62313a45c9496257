import { screen, within } from '@testing-library/react';
import { DEFAULT_THEME_DATA, type ProductTile } from '@store/shared';
import { NOT_FOUND_TITLE } from '../notFound/NotFoundPage';
import { inShopperLocale } from '@store/shared/testing';
import { fakeCall } from '../test/fakeCall';
import { renderAt } from '../test/renderAt';

const productsMock = fakeCall<'getStoreProducts'>();
const api = { getStoreProducts: productsMock };

/** The default theme with About shown in the header (SPEC §2: /about exists only then). */
const aboutOn = {
  ...DEFAULT_THEME_DATA,
  content: {
    ...DEFAULT_THEME_DATA.content,
    header: { ...DEFAULT_THEME_DATA.content.header, showAbout: true },
  },
};

const tile = (n: number): ProductTile =>
  ({
    id: `p${n}`,
    productId: `p${n}`,
    slug: `tee-${n}`,
    title: `Tee ${n}`,
    name: `Tee ${n}`,
    url: `/listing/tee-${n}?pid=p${n}`,
    price: 20 + n + 0.99,
    currency: 'USD',
    imageUrl: `/media/tee-${n}.png`,
  }) as ProductTile; // only the fields the tile reads

beforeEach(() => {
  productsMock.mockReset();
});

describe('/about', () => {
  it('shows the theme about text (sanitized), hero image and the first 4 products as links', async () => {
    const theme = {
      ...aboutOn,
      content: {
        ...aboutOn.content,
        about: {
          aboutText: [
            { text: '<p>We make <strong>shirts</strong>.</p><script>window.hacked = 1</script>' },
            { text: 'What we stand for:', list: ['Quality', 'Kindness'] },
          ],
          heroImage: '/media/about-hero.jpg',
        },
      },
    };
    productsMock.mockResolvedValue({
      products: [1, 2, 3, 4, 5, 6].map(tile),
      page: 1,
      totalPages: 1,
      next: null,
      per_page: 24,
    });
    const { container } = renderAt('/about', { storeSlug: 'acme', theme, api });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'About',
    ]);
    expect(await screen.findByText('shirts')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Kindness')).toBeTruthy();
    expect(container.querySelector('img[src="/media/about-hero.jpg"]')).not.toBeNull();

    expect(productsMock).toHaveBeenCalledWith({ slug: 'acme', page: 1 });
    const section = screen.getByRole('region', { name: 'Products' });
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]?.getAttribute('href')).toBe('/listing/tee-1?pid=p1');
    expect(within(links[0]!).getByRole('img', { name: 'Tee 1' })).toBeTruthy();
    expect(within(links[0]!).getByText('$21.99')).toBeTruthy();
    expect(screen.queryByText('Tee 5')).toBeNull();
  });

  it('says so honestly when products cannot be loaded and there is no about text', async () => {
    productsMock.mockRejectedValue(new Error('Get store products Request retry exceeded limit'));
    renderAt('/about', { theme: aboutOn, api });
    expect(await screen.findByText('Products could not be loaded right now.')).toBeTruthy();
    expect(await screen.findByText(/has not written an about text yet/)).toBeTruthy();
  });

  it('is the not-found page when the theme does not show About', async () => {
    productsMock.mockResolvedValue({
      products: [],
      page: 1,
      totalPages: 1,
      next: null,
      per_page: 24,
    });
    renderAt('/about', { api });
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'About' })).toBeNull();
    expect(productsMock).not.toHaveBeenCalled();
  });
});

describe('/about in German', () => {
  it('translates the chrome and writes prices the German way', async () => {
    productsMock.mockResolvedValue({
      products: [1].map(tile),
      page: 1,
      totalPages: 1,
      next: null,
      per_page: 24,
    });
    await inShopperLocale('de', async () => {
      renderAt('/about', { theme: aboutOn, api });
      expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeTruthy();
      const section = screen.getByRole('region', { name: 'Produkte' });
      const link = await within(section).findByRole('link');
      expect(within(link).getByText(/^21,99\s\$$/)).toBeTruthy();
      expect(screen.getByText(/hat noch keinen Über-uns-Text geschrieben/)).toBeTruthy();
    });
  });
});
