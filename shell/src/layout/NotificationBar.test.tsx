import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_FLAGS } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../test/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockRejectedValue(new Error('none'));
});
afterEach(() => jest.restoreAllMocks());

const payload =
  '<b>Free shipping</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

it('renders the theme notification sanitized (no script, no onerror)', async () => {
  renderShell({ theme: { content: { notification: { enabled: true, html: payload } } } });
  const bar = screen.getByRole('region', { name: 'Store announcements' });
  // Shown once DOMPurify, fetched for the first HTML from data, has arrived.
  expect(await within(bar).findByText('Free shipping')).toBeInTheDocument();
  expect(bar.querySelector('b')?.textContent).toBe('Free shipping');
  expect(bar.querySelector('script')).toBeNull();
  expect(bar.innerHTML).not.toContain('onerror');
  expect(bar.innerHTML).not.toContain('__pwned');
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});

it('renders the global notification flag sanitized', async () => {
  renderShell({
    config: { flags: { ...DEFAULT_FLAGS, globalNotification: `<p>Sale today</p>${payload}` } },
  });
  const bar = screen.getByRole('region', { name: 'Store announcements' });
  expect(await screen.findByText('Sale today')).toBeTruthy();
  expect(bar.querySelector('script')).toBeNull();
  expect(bar.innerHTML).not.toContain('onerror');
});

it('renders nothing when the notification is disabled and no flag is set', () => {
  renderShell({ theme: { content: { notification: { enabled: false, html: '<b>hidden</b>' } } } });
  expect(screen.queryByRole('region', { name: 'Store announcements' })).toBeNull();
  expect(screen.queryByText('hidden')).toBeNull();
});
