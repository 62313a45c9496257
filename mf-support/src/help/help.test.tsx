import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/renderAt';
import { findArticle, getHelpCategories } from './articleSource';

describe('article source', () => {
  it('has the four SPEC categories, each with articles', () => {
    const cats = getHelpCategories();
    expect(cats.map((c) => c.name)).toEqual([
      'About my order',
      'Shipping',
      'Billing',
      'Understanding our policies',
    ]);
    for (const c of cats) expect(c.articles.length).toBeGreaterThanOrEqual(3);
  });

  it('has unique slugs and the track-my-order article the track page links to', () => {
    const slugs = getHelpCategories().flatMap((c) => c.articles.map((a) => a.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(findArticle('track-my-order')?.category.name).toBe('About my order');
    expect(findArticle('nope')).toBeNull();
  });

  it('explains the 30 day free return policy', () => {
    const text = JSON.stringify(findArticle('return-policy')?.article);
    expect(text).toContain('30 day free return policy');
    expect(text).toContain('within 30 days of delivery');
  });
});

describe('/support help centre', () => {
  it('lists the categories with links to their articles and the support hours', () => {
    renderAt('/support');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Help centre',
    ]);
    for (const name of ['About my order', 'Shipping', 'Billing', 'Understanding our policies']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Track my order' }).getAttribute('href')).toBe(
      '/support/track-my-order',
    );
    expect(screen.getByText(/Live chat is available 7 days a week/)).toBeTruthy();
    expect(screen.getByText(/reply within 24 business hours/)).toBeTruthy();
  });

  it('opens an article with side navigation of its category, then another from the side nav', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/support');
    await user.click(screen.getByRole('link', { name: 'How long will my order take to arrive?' }));
    expect(location()).toBe('/support/shipping-times');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'How long will my order take to arrive?',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Shipping articles' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'How long will my order take to arrive?',
      'Where do you ship?',
      'How much does shipping cost?',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Where do you ship?' }));
    expect(location()).toBe('/support/shipping-destinations');
    expect(screen.getByRole('heading', { level: 1, name: 'Where do you ship?' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Shipping articles' }))
        .getByRole('link', { name: 'Where do you ship?' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('track-my-order links to the track and recover pages', () => {
    renderAt('/support/track-my-order');
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      '/track',
    );
    expect(screen.getByRole('link', { name: 'Recover my order number' }).getAttribute('href')).toBe(
      '/support/track/recover',
    );
  });

  it('an unknown article slug shows the not-found page', () => {
    renderAt('/support/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toBeTruthy();
  });
});
