import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportCategory } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { fakeCall } from '../test/fakeCall';
import { renderAt } from '../test/renderAt';
import { findArticle } from './articleSource';

const getSupportArticlesMock = fakeCall<'getSupportArticles'>();
const api = { getSupportArticles: getSupportArticlesMock };

// The shape GET /v1/support/articles answers (api/src/seed/support.ts holds the real 13).
const CATEGORIES: SupportCategory[] = [
  {
    name: 'About my order',
    slug: 'about-my-order',
    articles: [
      {
        slug: 'track-my-order',
        title: 'Track my order',
        body: '<p>Follow it.</p><p><a href="/track">Track your order</a></p><p><a href="/support/track/recover">Recover my order number</a></p>',
      },
    ],
  },
  {
    name: 'Shipping',
    slug: 'shipping',
    articles: [
      {
        slug: 'shipping-times',
        title: 'How long will my order take to arrive?',
        body: '<p>Soon.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
      },
      { slug: 'shipping-destinations', title: 'Where do you ship?', body: '<p>Far.</p>' },
    ],
  },
  { name: 'Billing', slug: 'billing', articles: [] },
  { name: 'Understanding our policies', slug: 'understanding-our-policies', articles: [] },
];

beforeEach(() => {
  getSupportArticlesMock.mockReset();
  getSupportArticlesMock.mockResolvedValue({ categories: CATEGORIES });
});

describe('findArticle', () => {
  it('finds an article and its category by slug, null for an unknown slug', () => {
    expect(findArticle(CATEGORIES, 'shipping-destinations')?.category.name).toBe('Shipping');
    expect(findArticle(CATEGORIES, 'nope')).toBeNull();
  });
});

describe('/support help centre', () => {
  it('reads the categories from the API for this store and lists their articles', async () => {
    renderAt('/support', { api });
    expect(screen.getByRole('status')).toHaveTextContent('Loading help articles');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipping' })).toBeTruthy();
    expect(getSupportArticlesMock).toHaveBeenCalledWith('demo');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Help centre',
    ]);
    for (const name of ['About my order', 'Billing', 'Understanding our policies'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track my order' }).getAttribute('href')).toBe(
      '/support/track-my-order',
    );
    expect(screen.getByText(/Live chat is available 7 days a week/)).toBeTruthy();
    expect(screen.getByText(/reply within 24 business hours/)).toBeTruthy();
  });

  it('opens an article with side navigation of its category; its HTML is sanitized', async () => {
    const user = userEvent.setup();
    const { location, container } = renderAt('/support', { api });
    await user.click(
      await screen.findByRole('link', { name: 'How long will my order take to arrive?' }),
    );
    expect(location()).toBe('/support/shipping-times');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'How long will my order take to arrive?',
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Shipping articles' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'How long will my order take to arrive?',
      'Where do you ship?',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('link', { name: 'Where do you ship?' }));
    expect(location()).toBe('/support/shipping-destinations');
    expect(screen.getByRole('heading', { level: 1, name: 'Where do you ship?' })).toBeTruthy();
  });

  it("an article's store links navigate inside the app", async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/support/track-my-order', { api });
    const recover = await screen.findByRole('link', { name: 'Recover my order number' });
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      '/track',
    );
    await user.click(recover);
    expect(location()).toBe('/support/track/recover');
  });

  it('says so when the articles cannot be loaded, and Try again loads them', async () => {
    const user = userEvent.setup();
    getSupportArticlesMock.mockRejectedValueOnce(new Error('offline'));
    renderAt('/support', { api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the help articles right now.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipping' })).toBeTruthy();
  });

  it('an unknown article slug shows the not-found page once the articles are in', async () => {
    renderAt('/support/no-such-article', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toBeTruthy();
    await act(async () => {});
  });
});

describe('help centre in German', () => {
  it("translates the chrome, not the API's articles", async () => {
    await inShopperLocale('de', async () => {
      renderAt('/support', { api });
      expect(screen.getByRole('status')).toHaveTextContent('Hilfeartikel werden geladen');
      expect(await screen.findByRole('heading', { level: 2, name: 'Shipping' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Verfolge deine Bestellung' }).getAttribute('href'),
      ).toBe('/track');
      expect(
        screen.getByRole('heading', { level: 2, name: 'Brauchst du noch Hilfe?' }),
      ).toBeTruthy();
      expect(screen.getByText(/Der Live-Chat ist 7 Tage die Woche erreichbar/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Kontaktiere uns' })).toBeTruthy();
    });
  });

  it('names the side navigation of an article in German', async () => {
    await inShopperLocale('de', async () => {
      renderAt('/support/shipping-times', { api });
      expect(await screen.findByRole('navigation', { name: 'Artikel zu Shipping' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Hilfe-Center' })).toBeTruthy();
    });
  });
});
