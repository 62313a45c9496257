import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_THEME_DATA, type ThemeData } from '@store/shared';
import { inShopperLocale, renderedHead as head } from '@store/shared/testing';
import { fakeCall } from './test/fakeCall';
import { renderAt } from './test/renderAt';

const api = {
  getSupportArticles: fakeCall<'getSupportArticles'>(),
  getStoreProducts: fakeCall<'getStoreProducts'>(),
};

const theme = (content: Partial<ThemeData['content']> = {}): ThemeData => ({
  ...DEFAULT_THEME_DATA,
  meta: { ...DEFAULT_THEME_DATA.meta, storeName: 'Acme Tees' },
  content: { ...DEFAULT_THEME_DATA.content, ...content },
});

beforeEach(() => {
  api.getStoreProducts.mockResolvedValue({
    products: [],
    page: 1,
    totalPages: 1,
    next: null,
    per_page: 24,
  });
  api.getSupportArticles.mockResolvedValue({
    categories: [
      {
        name: 'Shipping',
        slug: 'shipping',
        articles: [
          {
            slug: 'shipping-times',
            title: 'How long will my order take?',
            body: '<p>Most orders ship in <b>3–5</b> days.</p><p>Rush &amp; super rush are faster.</p>',
          },
        ],
      },
    ],
  });
});

describe('each support page names itself under the store', () => {
  it.each([
    ['/terms-of-use', 'Terms of Use | Acme Tees'],
    ['/privacy-policy', 'Privacy Policy | Acme Tees'],
    ['/support', 'Help centre | Acme Tees'],
    ['/track', 'Track your order | Acme Tees'],
    ['/track/recover', 'Recover your order number | Acme Tees'],
    ['/support/track/recover', 'Recover your order number | Acme Tees'],
    ['/contact', 'Contact us | Acme Tees'],
    ['/live-chat', 'Live chat | Acme Tees'],
  ])('%s: %s, indexable at its own URL', (path, title) => {
    renderAt(path, { theme: theme(), api });
    expect(head()).toEqual({
      title,
      description: undefined,
      canonical: `http://localhost${path}`,
      robots: undefined,
    });
  });

  it.each([
    ['/contact-success', 'Message sent | Acme Tees'],
    ['/login', 'Login | Acme Tees'],
    ['/404', 'Page not found | Acme Tees'],
    ['/listing-not-found', 'Page not found | Acme Tees'],
    ['/no/such/page', 'Page not found | Acme Tees'],
  ])('%s: %s, kept out of search results', (path, title) => {
    renderAt(path, { theme: theme(), api });
    expect(head()).toEqual({
      title,
      description: undefined,
      canonical: undefined,
      robots: 'noindex',
    });
  });

  it("the login page goes by the theme's own login title", () => {
    renderAt('/login', { theme: theme({ login: { title: 'Members only' } }), api });
    expect(head()).toMatchObject({ title: 'Members only | Acme Tees', robots: 'noindex' });
  });

  it('about: described by the owner’s about text', async () => {
    const about = {
      aboutText: [{ text: '<p>We print <em>tees</em>.</p>' }, { text: 'Since 2019.' }],
      heroImage: null,
    };
    const header = { ...DEFAULT_THEME_DATA.content.header, showAbout: true };
    renderAt('/about', { theme: theme({ about, header }), api });
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(head()).toEqual({
      title: 'About | Acme Tees',
      description: 'We print tees. Since 2019.',
      canonical: 'http://localhost/about',
      robots: undefined,
    });
  });

  it('an article: its title, described by its text; nothing claimed while it loads', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<title data-page-head>How long will my order take? | Acme Tees</title>',
    );
    renderAt('/support/shipping-times', { theme: theme(), api });
    // Loading: the server's title (already this article's) stays.
    expect(document.title).toBe('How long will my order take? | Acme Tees');
    await screen.findByRole('heading', { level: 1, name: 'How long will my order take?' });
    expect(head()).toEqual({
      title: 'How long will my order take? | Acme Tees',
      description: 'Most orders ship in 3–5 days. Rush & super rush are faster.',
      canonical: 'http://localhost/support/shipping-times',
      robots: undefined,
    });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('in the shopper’s language', async () => {
    await inShopperLocale('de', async () => {
      renderAt('/404', { theme: theme(), api });
      await waitFor(() => expect(document.title).toBe('Seite nicht gefunden | Acme Tees'));
    });
  });
});
