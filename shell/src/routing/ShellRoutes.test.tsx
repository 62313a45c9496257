import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { bus, DEFAULT_FLAGS } from '@store/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { registerRemoteManifest, resetRegisteredRemotes } from '../boot/remotes';
import { renderShell, testRouter } from '../test/renderShell';
import { clearLoadedRemotes } from './loadRemoteRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => []),
}));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockPreloadRemote = preloadRemote as jest.MockedFunction<typeof preloadRemote>;
/** Past the idle wait of a preload (jsdom has no requestIdleCallback). */
const IDLE_MS = 250;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockLoadRemote.mockReset();
  mockPreloadRemote.mockClear();
  mockLoadRemote.mockImplementation(async (id: string) => ({
    default: () => <h1>{`remote ${id}`}</h1>,
  }));
  clearLoadedRemotes();
  resetRegisteredRemotes();
  registerRemoteManifest(
    { 'mf-catalog': '/a', 'mf-cart': '/b', 'mf-checkout': '/c', 'mf-support': '/d' },
    'http://localhost',
  );
  document.body.className = '';
});

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

it.each(['/support', '/support/shipping-times', '/support/track/recover', '/track/recover'])(
  'redirects %s to / when the support flag is off (the one place that decides it)',
  async (path) => {
    renderShell({ path, config: { flags: { ...DEFAULT_FLAGS, support: false } } });
    expect(await screen.findByRole('heading', { name: 'remote mf_catalog/Routes' })).toBeTruthy();
    expect(location()).toBe('/');
    expect(screen.queryByRole('link', { name: 'Support' })).toBeNull();
  },
);

it.each([
  ['/collections/apparel', '/apparel'],
  ['/collections/apparel/?utm_source=x', '/apparel?utm_source=x'],
  ['/collections', '/'],
])('sends the theme-style link %s to the store route %s (catalog)', async (path, to) => {
  renderShell({ path });
  expect(await screen.findByRole('heading', { name: 'remote mf_catalog/Routes' })).toBeTruthy();
  expect(location()).toBe(to);
});

it.each([
  ['/shop', '/apparel'],
  ['/shop?utm_source=x', '/apparel?utm_source=x'],
  ['/summer', '/summer'],
])("follows the theme's extra route %s to %s", async (path, to) => {
  renderShell({
    path,
    theme: {
      content: {
        extraRoutes: [
          { path: 'shop', redirect: '/apparel' },
          { path: 'summer', collection: 'apparel' },
        ],
      },
    },
  });
  expect(await screen.findByRole('heading', { name: 'remote mf_catalog/Routes' })).toBeTruthy();
  expect(location()).toBe(to);
});

it('keeps the affiliate code from any landing page (a listing link), not only /cart', async () => {
  renderShell({ path: '/listing/tidepool-wave-tee?aid=partner_7!' });
  await screen.findByRole('heading', { name: 'remote mf_catalog/Routes' });
  expect(Cookies.get('aid')).toBe('partner7');
  Cookies.remove('aid', { path: '/' });
});

it('keeps /track reachable when the support flag is off', async () => {
  renderShell({ path: '/track', config: { flags: { ...DEFAULT_FLAGS, support: false } } });
  expect(await screen.findByRole('heading', { name: 'remote mf_support/Routes' })).toBeTruthy();
  expect(location()).toBe('/track');
});

it('keeps support routes (mf-support) when the flag is on', async () => {
  renderShell({
    path: '/support/shipping',
    config: { flags: { ...DEFAULT_FLAGS, support: true } },
  });
  expect(await screen.findByRole('heading', { name: 'remote mf_support/Routes' })).toBeTruthy();
  expect(location()).toBe('/support/shipping');
});

it('the theme can turn support routes off', async () => {
  renderShell({ path: '/track/recover', theme: { flags: { support: false } } });
  await waitFor(() => expect(location()).toBe('/'));
});

it('auth:required on the bus navigates to /login', async () => {
  renderShell({ path: '/cart' });
  await screen.findByRole('heading', { name: 'remote mf_cart/Routes' });
  act(() => bus.emit('auth:required', { url: '/api/backend/v1/stores' }));
  await waitFor(() => expect(location()).toBe('/login'));
  expect(await screen.findByRole('heading', { name: 'remote mf_support/Routes' })).toBeTruthy();
});

it('auth:required while on /login stays there', async () => {
  renderShell({ path: '/login' });
  await screen.findByRole('heading', { name: 'remote mf_support/Routes' });
  act(() => bus.emit('auth:required', { url: '/x' }));
  expect(location()).toBe('/login');
});

it('marks the body with checkout-page on /checkout/* only', async () => {
  renderShell({ path: '/checkout/abc123' });
  await screen.findByRole('heading', { name: 'remote mf_checkout/Routes' });
  expect(document.body.classList.contains('checkout-page')).toBe(true);
  act(() => bus.emit('auth:required', { url: '/x' }));
  await waitFor(() => expect(location()).toBe('/login'));
  expect(document.body.classList.contains('checkout-page')).toBe(false);
});

it('emits page:view on route change', async () => {
  const views: string[] = [];
  const sub = bus.on('page:view').subscribe((p) => views.push(p.path));
  renderShell({ path: '/cart?x=1' });
  await screen.findByRole('heading', { name: 'remote mf_cart/Routes' });
  act(() => bus.emit('auth:required', { url: '/x' }));
  await waitFor(() => expect(views).toEqual(['/cart?x=1', '/login']));
  sub.unsubscribe();
});

it("a listing's picks and a page correcting its own address are the same page view; a query navigated to is another", async () => {
  const views: string[] = [];
  const sub = bus.on('page:view').subscribe((p) => views.push(p.path));
  renderShell({ path: '/listing/tee' });
  const navigate = (to: string, opts?: { replace: boolean }) =>
    void testRouter.navigate?.(to, opts);
  await screen.findByRole('heading', { name: 'remote mf_catalog/Routes' });
  // The listing adopting the colour picked before it hydrated: REPLACE on the same path.
  act(() => navigate('/listing/tee?pid=5001&variation=7', { replace: true }));
  // A colour, then a size, picked on the live page: new history entries, the same page.
  act(() => navigate('/listing/tee?pid=5001&variation=8'));
  act(() => navigate('/listing/tee?pid=5001&variation=8&size=3'));
  // A query that is not a pick (a campaign link to the same listing) is another view.
  act(() => navigate('/listing/tee?pid=5001&variation=8&utm_source=mail'));
  // Another path, even by REPLACE, is another page.
  act(() => navigate('/listing-not-found', { replace: true }));
  act(() => navigate('/search?searchterm=tee'));
  act(() => navigate('/search?searchterm=mug'));
  await waitFor(() =>
    expect(views).toEqual([
      '/listing/tee',
      '/listing/tee?pid=5001&variation=8&utm_source=mail',
      '/listing-not-found',
      '/search?searchterm=tee',
      '/search?searchterm=mug',
    ]),
  );
  sub.unsubscribe();
});

it('scrolls to the top after a path change', async () => {
  jest.useFakeTimers();
  const scrollTo = jest.fn();
  const original = window.scrollTo;
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  renderShell({ path: '/cart' });
  act(() => jest.advanceTimersByTime(250));
  scrollTo.mockClear();
  act(() => bus.emit('auth:required', { url: '/x' }));
  act(() => jest.advanceTimersByTime(250));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  window.scrollTo = original;
  jest.useRealTimers();
});

it('a remote:preload request (the cart page asks for the checkout) loads that remote ahead', async () => {
  jest.useFakeTimers();
  try {
    renderShell({ path: '/cart' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IDLE_MS);
    });
    expect(mockLoadRemote.mock.calls.map((c) => c[0])).toEqual(['mf_cart/Routes']);
    act(() => bus.emit('remote:preload', { remote: 'mf-checkout' }));
    act(() => bus.emit('remote:preload', { remote: 'mf-checkout' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IDLE_MS);
    });
    const ids = mockLoadRemote.mock.calls.map((c) => c[0]);
    expect(ids.filter((id) => id === 'mf_checkout/Routes')).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it("a page left alone fetches no other remote's code; the shopper's intent on a link fetches its remote's, once", async () => {
  jest.useFakeTimers();
  try {
    renderShell({ path: '/cart' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IDLE_MS);
    });
    expect(mockPreloadRemote).not.toHaveBeenCalled();
    const home = document.querySelector('a[href="/"]');
    expect(home).not.toBeNull();
    fireEvent.pointerOver(home!);
    fireEvent.focusIn(home!);
    fireEvent.touchStart(home!);
    await act(async () => {}); // the preload starts on a microtask
    expect(mockPreloadRemote).toHaveBeenCalledTimes(1);
    expect(mockPreloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_catalog', exposes: ['./Routes'], resourceCategory: 'sync' },
    ]);
    // A link to the page's own remote, or off the store, fetches nothing.
    const own = document.createElement('a');
    own.href = '/cart';
    const away = document.createElement('a');
    away.href = 'https://elsewhere.example/listing/x';
    document.body.append(own, away);
    fireEvent.pointerOver(own);
    fireEvent.pointerOver(away);
    await act(async () => {});
    expect(mockPreloadRemote).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('a catalog page loads no other remote ahead', async () => {
  jest.useFakeTimers();
  try {
    renderShell({ path: '/listing/tidepool-wave-tee' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IDLE_MS);
    });
    expect(mockLoadRemote.mock.calls.map((c) => c[0])).toEqual(['mf_catalog/Routes']);
    expect(mockPreloadRemote).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});
