import { screen, within } from '@testing-library/react';
import { demoStore, renderShell } from '../test/renderShell';

// The footer's "Cookie settings" link (issue 58 §4): a store whose tags wait for consent lets the
// shopper change their answer from every page. The tags script opens the banner from it
// (shared/src/ssr/storeTags/storeTags.ts); without that script it is a link to the privacy policy.

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

const legal = async () => within(await screen.findByRole('navigation', { name: 'Legal' }));
const withPixels = (marketingPixels: Record<string, unknown>) => ({
  ...demoStore,
  marketingPixels: marketingPixels as typeof demoStore.marketingPixels,
});

it('a store that asks for consent has a Cookie settings link to its privacy policy', async () => {
  renderShell({ store: withPixels({ googleAnalytics: 'G-AB12CD34EF' }) });
  const link = (await legal()).getByRole('link', { name: 'Cookie settings' });
  expect(link).toHaveAttribute('href', '/privacy-policy');
  expect(link).toHaveAttribute('data-consent-settings');
});

it('a store with no tags, or tags that ask nothing, has none', async () => {
  const { unmount } = renderShell({ store: withPixels({}) });
  expect((await legal()).queryByRole('link', { name: 'Cookie settings' })).toBeNull();
  unmount();
  renderShell({ store: withPixels({ facebook: '1234567890123456', askConsent: false }) });
  expect((await legal()).queryByRole('link', { name: 'Cookie settings' })).toBeNull();
  expect((await legal()).getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
});
