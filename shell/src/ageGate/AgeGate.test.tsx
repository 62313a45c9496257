import { loadRemote } from '@module-federation/enhanced/runtime';
import { ThemeProvider } from '@emotion/react';
import { DEFAULT_STORE_THEME } from '@store/shared';
import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/renderShell';
import { AgeGate, AGE_VERIFIED_KEY } from './AgeGate';
import { shellWords } from '../test/shellWords';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const render = (ui: ReactElement, { wrapper: Words }: { wrapper: ReturnType<typeof shellWords> }) =>
  rtlRender(
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <Words>{ui}</Words>
    </ThemeProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockRejectedValue(new Error('none'));
});
afterEach(() => jest.restoreAllMocks());

it('enables Proceed only when both boxes are ticked and stores isVerified', async () => {
  const onVerified = jest.fn();
  render(<AgeGate onVerified={onVerified} onExit={jest.fn()} />, { wrapper: shellWords() });
  const dialog = screen.getByRole('dialog', { name: 'Age verification' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  const proceed = screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
  expect(proceed.disabled).toBe(true);
  await userEvent.click(screen.getByRole('checkbox', { name: 'I am 18 years or older' }));
  expect(proceed.disabled).toBe(true);
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I do not live in Louisiana or Utah' }),
  );
  expect(proceed.disabled).toBe(false);
  await userEvent.click(proceed);
  expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
  expect(onVerified).toHaveBeenCalled();
});

it('cannot be dismissed: no Close button, Escape does nothing, focus starts on the first box', async () => {
  render(<AgeGate onVerified={jest.fn()} onExit={jest.fn()} />, { wrapper: shellWords() });
  expect(screen.getByRole('checkbox', { name: 'I am 18 years or older' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Age verification' })).toBeInTheDocument();
});

it('Exit leaves the store', async () => {
  const onExit = jest.fn();
  render(<AgeGate onVerified={jest.fn()} onExit={onExit} />, { wrapper: shellWords() });
  await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
  expect(onExit).toHaveBeenCalled();
});

it('is shown by the shell only when the theme flag is on and not yet verified', async () => {
  const { unmount } = renderShell({ theme: { flags: { ageVerification: true } } });
  expect(screen.getByRole('dialog', { name: 'Age verification' })).toBeTruthy();
  unmount();
  localStorage.setItem(AGE_VERIFIED_KEY, 'true');
  renderShell({ theme: { flags: { ageVerification: true } } });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('is not shown when the flag is off', () => {
  renderShell();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('speaks the shopper’s language (German)', () => {
  render(<AgeGate onVerified={jest.fn()} onExit={jest.fn()} />, { wrapper: shellWords('de') });
  expect(screen.getByRole('dialog', { name: 'Altersüberprüfung' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Ich bin 18 Jahre oder älter' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
});
