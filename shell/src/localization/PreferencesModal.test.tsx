import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderShell } from '../test/renderShell';
import { preferenceCookieName } from './preferenceCookie';
import { reloadPage } from './reloadPage';

// jsdom cannot reload a page: the module holding the one `location.reload()` call is replaced.
jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));
const reload = reloadPage as jest.Mock;

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

afterEach(() => {
  Cookies.remove(preferenceCookieName('demo'), { path: '/' });
  reload.mockClear();
});

it('the footer button shows region and currency and opens Preferences; Submit saves and reloads', async () => {
  renderShell();
  const footer = screen.getByRole('contentinfo');
  const button = within(footer).getByRole('button', { name: 'USA / USD (Preferences)' });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  await userEvent.click(button);

  const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
  expect(dialog.getAttribute('data-modal')).toBe('localization-modal');
  const region = within(dialog).getByLabelText('Shipping region');
  expect((region as HTMLSelectElement).value).toBe('USA');
  expect(
    within(region)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['USA', 'EU', 'Canada', 'Australia', 'Rest of the world']);
  expect(
    within(within(dialog).getByLabelText('Currency'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['USD', 'GBP', 'EUR', 'AUD', 'CAD']);
  expect(
    within(within(dialog).getByLabelText('Language'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB']);

  await userEvent.selectOptions(region, 'EU');
  await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
  await userEvent.selectOptions(within(dialog).getByLabelText('Language'), 'Deutsch');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(JSON.parse(Cookies.get(preferenceCookieName('demo'))!)).toEqual({
    region: 'EU',
    currency: 'EUR',
    locale: 'de',
    fulfillmentRegion: 'EUR',
  });
});

it('closing Preferences saves nothing', async () => {
  renderShell();
  await userEvent.click(screen.getByRole('button', { name: /\(Preferences\)$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'GBP');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(Cookies.get(preferenceCookieName('demo'))).toBeUndefined();
  expect(reload).not.toHaveBeenCalled();
});
