import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus, type ErrorReport, type RemoteRoutesProps } from '@store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRemoteManifest, resetRegisteredRemotes } from '../boot/remotes';
import { renderShell } from '../test/renderShell';
import { fallbackModuleFor } from '../federation/fallbackModules';
import { keepServerMain } from '../boot/serverMain';
import { clearLoadedRemotes } from './loadRemoteRoutes';
import { REMOTE_FALLBACK_HEADING } from './RemoteFallback';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function CatalogRoutes({ storeSlug, previewMode }: RemoteRoutesProps) {
  return <h1>{`Catalog for ${storeSlug}${previewMode ? ' (preview)' : ''}`}</h1>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockLoadRemote.mockReset();
  clearLoadedRemotes();
  resetRegisteredRemotes();
  registerRemoteManifest(
    {
      'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
      'mf-cart': '/remotes/mf-cart/mf-manifest.json',
    },
    'http://localhost',
  );
});

afterEach(() => jest.restoreAllMocks());

it('mounts the owner remote of the path with storeSlug and previewMode props', async () => {
  mockLoadRemote.mockResolvedValue({ default: CatalogRoutes });
  renderShell({ path: '/' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Catalog for demo' })).toBeTruthy();
  expect(mockLoadRemote).toHaveBeenCalledWith('mf_catalog/Routes');
});

it('hands the remote the validated theme, the store record, its name and the config: remotes never fetch them', async () => {
  let seen: RemoteRoutesProps | null = null;
  function Probe(props: RemoteRoutesProps) {
    seen = props;
    return <h1>probe</h1>;
  }
  mockLoadRemote.mockResolvedValue({ default: Probe });
  renderShell({
    path: '/cart',
    theme: { content: { cart: { title: 'Your bag' }, login: { body: 42 } } },
    config: { siteKey: 'site-9' },
  });
  await screen.findByRole('heading', { level: 1, name: 'probe' });
  expect(seen).toMatchObject({
    storeSlug: 'demo',
    previewMode: false,
    storeName: 'Demo Merch',
    store: { slug: 'demo', region: 'usa' },
    config: { siteKey: 'site-9' },
  });
  const theme = seen!.theme;
  expect(theme.content.cart.title).toBe('Your bag');
  // Untrusted fields arrive validated: a number where text belongs is dropped.
  expect(theme.content.login).toEqual({ title: 'Login', body: undefined, logo: null });
});

it('shows the fallback inside main when loadRemote rejects; header and footer stay', async () => {
  mockLoadRemote.mockRejectedValue(new Error('network down'));
  renderShell({ path: '/' });
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(within(main).getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Cart (0)' })).toBeTruthy();
  expect(within(header).getByRole('link', { name: 'Demo Merch' })).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  // The failed page had no say in the head: the store's name, kept out of search results.
  expect(document.title).toBe('Demo Merch');
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex',
  );
});

it('"Try again" re-attempts the load and recovers', async () => {
  mockLoadRemote.mockRejectedValue(new Error('404'));
  renderShell({ path: '/' });
  const retry = await screen.findByRole('button', { name: 'Try again' });
  mockLoadRemote.mockResolvedValue({ default: CatalogRoutes });
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { name: 'Catalog for demo' })).toBeTruthy();
  expect(screen.queryByText(REMOTE_FALLBACK_HEADING)).toBeNull();
});

it('a failed load that resolved to the fallback module (fallbackPlugin) shows it; "Try again" loads afresh', async () => {
  mockLoadRemote.mockResolvedValue(fallbackModuleFor('mf_catalog/Routes', new Error('chunk 404')));
  renderShell({ path: '/' });
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart (0)' })).toBeTruthy();
  mockLoadRemote.mockResolvedValue({ default: CatalogRoutes });
  await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Catalog for demo' })).toBeTruthy();
  expect(mockLoadRemote).toHaveBeenCalledTimes(2);
});

it("a remote whose code never comes keeps the server's markup of the page, its forms included", async () => {
  const server = document.createElement('div');
  server.innerHTML =
    '<main id="main"><h1>Tidepool Wave Tee</h1><form method="post" action="/cart/add"><button type="submit">Add to cart</button></form></main>';
  const page = document.implementation.createHTMLDocument();
  page.body.append(server);
  keepServerMain(page);
  mockLoadRemote.mockResolvedValue(fallbackModuleFor('mf_catalog/Routes', new Error('chunk 404')));
  renderShell({ path: '/' });
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: 'Tidepool Wave Tee' })).toBeTruthy();
  expect(within(main).getByRole('status')).toHaveTextContent(REMOTE_FALLBACK_HEADING);
  const add = within(main).getByRole('button', { name: 'Add to cart' });
  expect(add.closest('form')?.getAttribute('action')).toBe('/cart/add');
  // The page can still become itself.
  mockLoadRemote.mockResolvedValue({ default: CatalogRoutes });
  await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Catalog for demo' })).toBeTruthy();
  keepServerMain(document.implementation.createHTMLDocument());
});

it('reports a render error of a remote to the error-reporting hook', async () => {
  const reports: ErrorReport[] = [];
  const sub = bus.on('error:reported').subscribe((r) => reports.push(r));
  function Broken(): never {
    throw new Error('render crash');
  }
  mockLoadRemote.mockResolvedValue({ default: Broken });
  renderShell({ path: '/' });
  expect(await screen.findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  sub.unsubscribe();
  expect(reports).toEqual([
    expect.objectContaining({
      kind: 'render',
      remote: 'mf-catalog',
      message: expect.stringContaining('render crash'),
    }),
  ]);
});

it('shows the fallback when the remote component throws while rendering, and recovers on "Try again"', async () => {
  let broken = true;
  function Flaky(props: RemoteRoutesProps) {
    if (broken) throw new Error('render crash');
    return <CatalogRoutes {...props} />;
  }
  mockLoadRemote.mockResolvedValue({ default: Flaky });
  renderShell({ path: '/' });
  expect(await screen.findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart (0)' })).toBeTruthy();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Catalog for demo' })).toBeTruthy();
});

it('shows the fallback for a remote missing from remotes.json without calling loadRemote', async () => {
  renderShell({ path: '/checkout/abc' });
  expect(await screen.findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  expect(mockLoadRemote).not.toHaveBeenCalledWith('mf_checkout/Routes');
});

it('a module without a default export counts as a failure', async () => {
  mockLoadRemote.mockResolvedValue({});
  renderShell({ path: '/' });
  expect(await screen.findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
});

it('resets the boundary when the path moves to another owner', async () => {
  mockLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'mf_catalog/Routes') throw new Error('catalog down');
    return { default: () => <h1>Your cart</h1> };
  });
  renderShell({ path: '/' });
  expect(await screen.findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart (0)' }));
  expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeTruthy();
  expect(screen.queryByText(REMOTE_FALLBACK_HEADING)).toBeNull();
});

it('a remote whose entry never answers shows the fallback after the timeout, not a spinner forever', async () => {
  mockLoadRemote.mockImplementation(() => new Promise(() => {}));
  renderShell({ path: '/', loadOptions: { timeoutMs: 50 } });
  expect(screen.getByText('Loading page')).toBeTruthy();
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toBeTruthy();
  expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.queryByText('Loading page')).toBeNull();
});
