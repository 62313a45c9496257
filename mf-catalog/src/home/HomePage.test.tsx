import { DEFAULT_THEME_DATA, type ThemeData } from '@store/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, makeTile, page } from '../test/fixtures';
import { currentUrl, fakeApi, recordBus, renderCatalog } from '../test/harness';

const themed: ThemeData = {
  ...DEFAULT_THEME_DATA,
  content: {
    ...DEFAULT_THEME_DATA.content,
    heroBanner: {
      template: 2,
      title: 'Summer Drop',
      body: 'Fresh prints',
      ctaText: 'Shop now',
      ctaLink: '/apparel',
    },
    categories: [{ slug: 'mugs', image: '/m/mugs.png', displayName: 'Mugs' }],
  },
};

describe('home page', () => {
  it('shows 4 skeleton tiles while featured products load', async () => {
    const pending = deferred<ReturnType<typeof page>>();
    renderCatalog('/', fakeApi({ getStoreProducts: jest.fn().mockReturnValue(pending.promise) }));
    const featured = screen.getByRole('region', { name: 'Featured products' });
    expect(
      within(featured).getByRole('heading', { level: 2, name: 'Featured products' }),
    ).toBeInTheDocument();
    expect(within(featured).getAllByTestId('tile-skeleton')).toHaveLength(4);
    pending.resolve(page([makeTile({ id: 'a', title: 'Alpha Tee' })]));
    expect(await within(featured).findByRole('link', { name: /Alpha Tee/ })).toBeInTheDocument();
    expect(within(featured).queryAllByTestId('tile-skeleton')).toHaveLength(0);
  });

  it('asks for page 1 of 150 products of the store', async () => {
    const { api } = renderCatalog('/');
    await screen.findByText('There are no products in this store yet.');
    expect(api.getStoreProducts).toHaveBeenCalledWith({ slug: 'demo', page: 1, per: 150 });
  });

  it('shows Load more when next is set and appends the next page', async () => {
    const user = userEvent.setup();
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(page([makeTile({ id: 'a', title: 'Alpha Tee' })], 1, 2, 2))
      .mockResolvedValueOnce(page([makeTile({ id: 'b', title: 'Beta Mug' })], 2, null, 2));
    renderCatalog('/', fakeApi({ getStoreProducts }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Beta Mug/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alpha Tee/ })).toBeInTheDocument();
    expect(getStoreProducts).toHaveBeenLastCalledWith({ slug: 'demo', page: 2, per: 150 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('renders a long page in batches as the shopper scrolls; Load more once it is all shown', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(cb);
      }
      observe() {}
      disconnect() {}
    };
    try {
      const tiles = Array.from({ length: 150 }, (_, i) => makeTile({ id: `t${i}` }));
      const getStoreProducts = jest.fn().mockResolvedValue(page(tiles, 1, 2, 2));
      renderCatalog('/', fakeApi({ getStoreProducts }));
      const featured = screen.getByRole('region', { name: 'Featured products' });
      await within(featured).findAllByRole('article');
      expect(within(featured).getAllByRole('article')).toHaveLength(24);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      for (let i = 0; i < 3; i++) act(() => observers.at(-1)?.([{ isIntersecting: true }]));
      expect(within(featured).getAllByRole('article')).toHaveLength(150);
      expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
      expect(getStoreProducts).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('has no Load more on the last page', async () => {
    renderCatalog(
      '/',
      fakeApi({ getStoreProducts: jest.fn().mockResolvedValue(page([makeTile()], 1, null)) }),
    );
    await screen.findByRole('link', { name: /Classic Logo Tee/ });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the theme hero title as the only h1, and the category banner', async () => {
    renderCatalog('/', fakeApi(), themed);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Drop' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cats = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(cats).getByRole('link', { name: 'Mugs' })).toHaveAttribute('href', '/mugs');
  });

  it('uses the default theme when the shell has no store theme', async () => {
    renderCatalog('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to our store' }),
    ).toBeInTheDocument();
  });

  it('falls back to the store name without a hero title', async () => {
    const untitled = {
      ...themed,
      content: { ...themed.content, heroBanner: { template: 2 as const, title: '' } },
    };
    renderCatalog('/', fakeApi(), untitled);
    await screen.findByText('There are no products in this store yet.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Store' })).toBeInTheDocument();
  });

  it('shows the hero badge, and a search box with the theme placeholder that opens /search', async () => {
    const user = userEvent.setup();
    const hero = {
      ...themed,
      content: {
        ...themed.content,
        heroBanner: {
          ...themed.content.heroBanner,
          titleBadge: 'New drop',
          showSearch: true,
          searchPlaceholder: 'Search the shelf…',
        },
      },
    };
    renderCatalog('/', fakeApi(), hero);
    const banner = screen.getByRole('region', { name: 'Hero' });
    expect(within(banner).getByText('New drop')).toBeInTheDocument();
    const box = within(banner).getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', 'Search the shelf…');
    await user.type(box, 'kelp tee');
    await user.click(within(banner).getByRole('button', { name: 'Search' }));
    expect(currentUrl()).toBe('/search?searchterm=kelp+tee');
  });

  it('uses the product-type example as the hero search placeholder when the theme has none', () => {
    const hero = {
      ...themed,
      content: {
        ...themed.content,
        heroBanner: { ...themed.content.heroBanner, showSearch: true },
      },
    };
    renderCatalog('/', fakeApi(), hero);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search for t-shirts, hoodies, mugs…',
    );
  });

  it('opens the call to action in a new tab when the theme asks, store paths included', () => {
    const hero = {
      ...themed,
      content: {
        ...themed.content,
        heroBanner: { ...themed.content.heroBanner, ctaOpenInNewWindow: true },
      },
    };
    renderCatalog('/', fakeApi(), hero);
    const cta = screen.getByRole('link', { name: 'Shop now' });
    expect(cta).toHaveAttribute('href', '/apparel');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reports product-impression once per tile shown (Load more adds only the new ones) and product-click', async () => {
    const user = userEvent.setup();
    const analytics = recordBus('analytics:event');
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(page([makeTile({ id: 'a', title: 'Alpha Tee' })], 1, 2, 2))
      .mockResolvedValueOnce(page([makeTile({ id: 'b', title: 'Beta Mug' })], 2, null, 2));
    renderCatalog('/', fakeApi({ getStoreProducts }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /Beta Mug/ });
    const impressions = analytics.seen.filter((e) => e.event === 'product-impression');
    expect(
      impressions.map((e) =>
        (e.ecommerce as { items: { item_name: string; item_list_name: string }[] }).items.map(
          (i) => `${i.item_list_name}: ${i.item_name}`,
        ),
      ),
    ).toEqual([['Featured products: Alpha Tee'], ['Featured products: Beta Mug']]);
    await user.click(screen.getByRole('link', { name: /Beta Mug/ }));
    const clicks = analytics.seen.filter((e) => e.event === 'product-click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      ecommerce: {
        items: [{ item_name: 'Beta Mug', item_list_name: 'Featured products', index: 1 }],
      },
    });
    analytics.stop();
  });

  describe('auto-load on scroll', () => {
    // jsdom lays nothing out: the end of the grid is put 300 px below the screen here.
    let rect: jest.SpyInstance;
    beforeEach(() => {
      rect = jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({ top: window.innerHeight + 300 }) as DOMRect);
    });
    afterEach(() => rect.mockRestore());
    const scroll = () =>
      act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(r));
      });
    const pages = () =>
      jest
        .fn()
        .mockResolvedValueOnce(page([makeTile({ id: 'a', title: 'Alpha Tee' })], 1, 2, 3))
        .mockResolvedValueOnce(page([makeTile({ id: 'b', title: 'Beta Mug' })], 2, 3, 3))
        .mockResolvedValueOnce(page([makeTile({ id: 'c', title: 'Cedar Cap' })], 3, null, 3));

    it('loads page 2 when the end of the first page nears the screen, then leaves it to Load more', async () => {
      const getStoreProducts = pages();
      renderCatalog('/', fakeApi({ getStoreProducts }));
      await screen.findByRole('link', { name: /Alpha Tee/ });
      expect(getStoreProducts).toHaveBeenCalledTimes(1);
      await scroll();
      expect(await screen.findByRole('link', { name: /Beta Mug/ })).toBeInTheDocument();
      await scroll();
      await scroll();
      expect(getStoreProducts).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    });

    it('waits for Load more when the theme sets pagination', async () => {
      const getStoreProducts = pages();
      renderCatalog('/', fakeApi({ getStoreProducts }), {
        ...DEFAULT_THEME_DATA,
        layout: { ...DEFAULT_THEME_DATA.layout, pagination: true },
      });
      await screen.findByRole('link', { name: /Alpha Tee/ });
      await scroll();
      await scroll();
      expect(getStoreProducts).toHaveBeenCalledTimes(1);
    });
  });
});

describe('hero templates', () => {
  const withHero = (template: number | 'custom', extra = {}): ThemeData => ({
    ...themed,
    content: {
      ...themed.content,
      heroBanner: {
        ...themed.content.heroBanner,
        template,
        backgroundImage: 'https://cdn.example.com/hero.png',
        ...extra,
      },
    },
  });
  const hero = () => screen.getByRole('region', { name: 'Hero' });
  const pictures = () => hero().querySelectorAll('img');

  it.each([
    [1, 'centred', 0],
    [2, 'split', 1],
    [3, 'cover', 0],
    [4, 'minimal', 0],
    [5, 'stacked', 1],
  ] as const)('template %s lays the hero out as %s', (template, layout, imgs) => {
    renderCatalog('/', fakeApi(), withHero(template));
    expect(hero()).toHaveAttribute('data-hero-template', layout);
    expect(pictures()).toHaveLength(imgs);
    expect(within(hero()).getByRole('heading', { level: 1, name: 'Summer Drop' })).toBeTruthy();
    expect(within(hero()).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/apparel',
    );
  });

  it('custom shows every part the owner set; an unknown template is template 2', () => {
    const { unmount } = renderCatalog(
      '/',
      fakeApi(),
      withHero('custom', { titleImg: 'https://cdn.example.com/t.png', titleBadge: 'New' }),
    );
    expect(hero()).toHaveAttribute('data-hero-template', 'custom');
    expect(within(hero()).getByText('New')).toBeTruthy();
    expect(pictures()[0]).toHaveAttribute('src', 'https://cdn.example.com/t.png');
    unmount();
    renderCatalog('/', fakeApi(), withHero(9 as number));
    expect(hero()).toHaveAttribute('data-hero-template', 'split');
  });
});

describe('store promises', () => {
  it('shows the 30 Day Free Return Policy, delivery and the orders fans placed', async () => {
    renderCatalog(
      '/',
      fakeApi({
        getStoreProducts: jest
          .fn()
          .mockResolvedValue(
            page([
              makeTile({ id: 'a', title: 'Alpha Tee', orders: 1200 }),
              makeTile({ id: 'b', title: 'Beta Mug', orders: 34 }),
            ]),
          ),
      }),
    );
    const promises = screen.getByRole('list', { name: 'Our promises' });
    expect(within(promises).getByText('30 Day Free Return Policy')).toBeInTheDocument();
    expect(within(promises).getByText(/shipped within a few business days/)).toBeInTheDocument();
    expect(await within(promises).findByText('Loved by fans: 1,234 orders')).toBeInTheDocument();
  });
});
