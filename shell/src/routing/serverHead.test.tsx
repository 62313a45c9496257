import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@store/shared/router';
import { registerRemoteManifest, resetRegisteredRemotes } from '../boot/remotes';
import { renderShell } from '../test/renderShell';
import { clearLoadedRemotes } from './loadRemoteRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** A remote page with links to the same page (another query) and to another page. */
function FakeRoutes() {
  return (
    <>
      <h1>page</h1>
      <Link to="/listing/tee?pid=2">same page</Link>
      <Link to="/about">other page</Link>
    </>
  );
}

const marked = () => document.head.querySelectorAll('[data-page-head]').length;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockLoadRemote.mockReset();
  mockLoadRemote.mockImplementation(async () => ({ default: FakeRoutes }));
  clearLoadedRemotes();
  resetRegisteredRemotes();
  registerRemoteManifest(
    { 'mf-catalog': '/a', 'mf-cart': '/b', 'mf-checkout': '/c', 'mf-support': '/d' },
    'http://localhost',
  );
  // The store server's head for /listing/tee, and a locked store's rule for the whole visit.
  // Added beside what is there (emotion keeps its styles in the head).
  document.head.insertAdjacentHTML(
    'beforeend',
    [
      '<meta data-page-head property="og:title" content="Tee">',
      '<meta data-page-head name="twitter:card" content="summary_large_image">',
      '<link data-page-head rel="alternate" hreflang="de" href="http://localhost/listing/tee?locale=de">',
      '<script data-page-head type="application/ld+json">{}</script>',
      '<meta name="robots" content="noindex, nofollow" data-test-visit>',
    ].join(''),
  );
});

afterEach(() => {
  document.head.querySelectorAll('[data-page-head], [data-test-visit]').forEach((e) => e.remove());
  jest.restoreAllMocks();
});

it("keeps the server's head on its page, query changes included, and drops it on another page", async () => {
  renderShell({ path: '/listing/tee' });
  await screen.findByRole('heading', { name: 'page' });
  expect(marked()).toBe(4);
  await userEvent.click(screen.getByRole('link', { name: 'same page' }));
  expect(screen.getByTestId('location').textContent).toBe('/listing/tee?pid=2');
  expect(marked()).toBe(4);
  await userEvent.click(screen.getByRole('link', { name: 'other page' }));
  await waitFor(() => expect(marked()).toBe(0));
  // The visit's own robots rule is no page's: it stays.
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex, nofollow',
  );
});

it('names the page view by the page title, else by the store while the page has none', async () => {
  const views: { path: string; title: string }[] = [];
  const sub = bus.on('page:view').subscribe((p) => views.push(p));
  renderShell({ path: '/listing/tee' });
  await screen.findByRole('heading', { name: 'page' });
  expect(views).toEqual([{ path: '/listing/tee', title: 'Demo Merch' }]);
  sub.unsubscribe();
});
