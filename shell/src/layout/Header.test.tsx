import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@store/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockRejectedValue(new Error('no remotes in this test'));
});
afterEach(() => jest.restoreAllMocks());

const cartChanged = (count: number) =>
  act(() => bus.emit('cart:changed', { count, lines: [], region: 'usa', loading: false }));

describe('cart pill', () => {
  it('reads Cart (0), Cart (1) and Cart (99+) from cart:changed and links to /cart', () => {
    renderShell();
    const header = screen.getByRole('banner');
    cartChanged(0);
    expect(within(header).getByRole('link', { name: 'Cart (0)' }).getAttribute('href')).toBe(
      '/cart',
    );
    cartChanged(1);
    expect(within(header).getByRole('link', { name: 'Cart (1)' })).toBeTruthy();
    cartChanged(99);
    expect(within(header).getByRole('link', { name: 'Cart (99)' })).toBeTruthy();
    cartChanged(100);
    expect(within(header).getByRole('link', { name: 'Cart (99+)' })).toBeTruthy();
  });

  it('picks up the last (sticky) cart:changed published before it mounted', () => {
    cartChanged(3);
    renderShell();
    expect(screen.getByRole('link', { name: 'Cart (3)' })).toBeTruthy();
    cartChanged(0);
  });
});

describe('header', () => {
  it('links home with the store name and links to search', () => {
    renderShell({ theme: { meta: { storeName: 'Acme Tees' } } });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Acme Tees' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('uses the logo image with the store name as alt text when the theme has a logo', () => {
    renderShell({ theme: { brand: { logo: '/media/logo.png', socialMedia: [] } } });
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Demo Merch' });
    expect(within(home).getByRole('img', { name: 'Demo Merch' })).toBeTruthy();
  });

  it("sends the logo to the theme's logo link: a store path in the app, a public URL out of it", () => {
    const { unmount } = renderShell({
      theme: { meta: { storeName: 'Acme' }, content: { header: { logoLink: '/apparel' } } },
    });
    const inApp = within(screen.getByRole('banner')).getByRole('link', { name: 'Acme' });
    expect(inApp.getAttribute('href')).toBe('/apparel');
    unmount();
    renderShell({
      theme: {
        meta: { storeName: 'Acme' },
        content: { header: { logoLink: 'https://acme.example.com/' } },
      },
    });
    const out = within(screen.getByRole('banner')).getByRole('link', { name: 'Acme' });
    expect(out.getAttribute('href')).toBe('https://acme.example.com/');
  });

  it("uses the theme's favicon for the page icon, else the store's default /favicon.ico", () => {
    const icon = () =>
      document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');
    const { unmount } = renderShell({ theme: { content: { favicon: '/media/acme.png' } } });
    expect(icon()).toBe('/media/acme.png');
    unmount();
    renderShell({ theme: { content: { favicon: 'javascript:alert(1)' } } });
    expect(icon()).toBe('/favicon.ico');
  });

  it('has an About link only when the theme shows About', () => {
    const { unmount } = renderShell({ theme: { content: { header: { showAbout: true } } } });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'About' }).getAttribute('href'),
    ).toBe('/about');
    // The footer's Read more names what it opens (not a bare "Read more").
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getByRole('link', { name: /^Read more about \S/ })
        .getAttribute('href'),
    ).toBe('/about');
    unmount();
    renderShell({ theme: { content: { header: { showAbout: false } } } });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'About' })).toBeNull();
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: /Read more/ }),
    ).toBeNull();
  });

  it('falls back to "My Store" with neither theme nor store name', () => {
    renderShell({ store: null });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Store' })).toBeTruthy();
  });

  it('has a skip link to #main as the first focusable element', async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it('renders the category menu with keyboard-operable sub-collection flyouts', async () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Apparel' }).getAttribute('href')).toBe(
      '/apparel',
    );
    expect(within(nav).getByRole('link', { name: 'Mugs' }).getAttribute('href')).toBe('/mugs');
    const toggle = within(nav).getByRole('button', { name: 'Apparel sub-collections' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Hoodies' })).toBeNull();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Hoodies' }).getAttribute('href')).toBe(
      '/hoodies',
    );

    await userEvent.tab();
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Hoodies' }));
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('has a hamburger "Menu" button toggling the menu', async () => {
    renderShell();
    // Hidden above 767 px (jsdom has no media queries, so it counts as hidden here).
    const menu = screen
      .getByRole('navigation', { name: 'Main' })
      .querySelector<HTMLButtonElement>('button[aria-label="Menu"]')!;
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('data-open')).toBe('true');
    // Escape closes the open menu and hands focus back to its button.
    within(list!).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('the menu carries About and, for phones, the social icons', () => {
    renderShell({
      theme: {
        content: { header: { showAbout: true } },
        brand: {
          socialMedia: [{ id: 'instagram', icon: 'instagram', url: 'https://instagram.com/demo' }],
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    // Shown under 767 px only (jsdom applies no media query: the phone entry counts as hidden).
    const phoneSocial = within(nav).getByRole('list', { name: 'Social media', hidden: true });
    expect(
      within(phoneSocial).getByRole('link', { name: /Instagram/i, hidden: true }),
    ).toBeTruthy();
  });
});

describe('footer', () => {
  it('shows help and legal links, copyright, powered-by and the region/currency button', () => {
    renderShell({ theme: { content: { footer: { aboutText: 'Shirts made with love.' } } } });
    const footer = screen.getByRole('contentinfo');
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Support')).toBe('/support');
    expect(href('Track Order')).toBe('/track');
    expect(href('Contact Us')).toBe('/contact');
    expect(href('Refund Policy')).toBe('/support/return-policy');
    expect(href('Terms')).toBe('/terms-of-use');
    expect(href('Privacy')).toBe('/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Powered by Storefront' })).toBeTruthy();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Demo Merch`)).toBeTruthy();
    expect(within(footer).getByText('Shirts made with love.')).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'USA / USD (Preferences)' })).toBeTruthy();
  });

  it('updates the region/currency button on localization:changed', () => {
    renderShell();
    act(() =>
      bus.emit('localization:changed', {
        region: 'EU',
        currency: 'EUR',
        locale: 'de',
        fulfillmentRegion: 'EUR',
      }),
    );
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', {
        name: 'EU / EUR (Preferences)',
      }),
    ).toBeTruthy();
  });
});
