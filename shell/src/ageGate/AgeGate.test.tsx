import { loadRemote } from '@module-federation/enhanced/runtime';
import { ThemeProvider } from '@emotion/react';
import { DEFAULT_STORE_THEME } from '@store/shared';
import { MemoryRouter } from '@store/shared/router';
import { act, render as rtlRender, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/renderShell';
import { AgeGate, AGE_VERIFIED_KEY } from './AgeGate';
import { shellWords } from '../test/shellWords';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const page = (ui: ReactElement, Words: ReturnType<typeof shellWords>) => (
  <MemoryRouter initialEntries={['/apparel?page=2']}>
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <Words>{ui}</Words>
    </ThemeProvider>
  </MemoryRouter>
);
const render = (ui: ReactElement, { wrapper: Words }: { wrapper: ReturnType<typeof shellWords> }) =>
  rtlRender(page(ui, Words));

// act() flushes React's work here as in Testing Library's renders (one test hydrates by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('age_verified_demo');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockRejectedValue(new Error('none'));
});
afterEach(() => jest.restoreAllMocks());

it('enables Proceed only when both boxes are ticked and stores isVerified', async () => {
  const onVerified = jest.fn();
  render(<AgeGate storeSlug="demo" onVerified={onVerified} onExit={jest.fn()} />, {
    wrapper: shellWords(),
  });
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
  // Mirrored for the store server, which renders a verified shopper's store.
  expect(Cookies.get('age_verified_demo')).toBe('true');
  expect(onVerified).toHaveBeenCalled();
});

it("is in the server's HTML, open over the page: a real form, both boxes required, Proceed and Exit posting", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    page(<AgeGate storeSlug="demo" onVerified={jest.fn()} />, shellWords()),
  );
  const dialog = container.querySelector('dialog')!;
  expect(dialog.hasAttribute('open')).toBe(true);
  const form = dialog.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/age-gate');
  expect(form.querySelector<HTMLInputElement>('input[name="return"]')!.value).toBe(
    '/apparel?page=2',
  );
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  expect(boxes.map((b) => [b.name, b.required])).toEqual([
    ['adult', true],
    ['notRestricted', true],
  ]);
  // Without script nothing could enable a disabled Proceed: the required boxes stand guard.
  const buttons = [...form.querySelectorAll('button')];
  expect(buttons.map((b) => [b.textContent, b.type, b.value, b.disabled])).toEqual([
    ['Proceed', 'submit', 'proceed', false],
    ['Exit', 'submit', 'exit', false],
  ]);
  expect(buttons[1]!.formNoValidate).toBe(true);
});

it('boxes ticked before the page went live stay ticked, and Proceed is enabled by them', async () => {
  const onVerified = jest.fn();
  const ui = () => page(<AgeGate storeSlug="demo" onVerified={onVerified} />, shellWords());
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui());
  document.body.append(container);
  for (const box of container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    box.click();
  const root = await act(async () => hydrateRoot(container, ui()));
  const proceed = screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
  expect(proceed.disabled).toBe(false);
  await userEvent.click(proceed);
  expect(onVerified).toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});

it('cannot be dismissed: no Close button, Escape does nothing, focus starts on the first box', async () => {
  render(<AgeGate storeSlug="demo" onVerified={jest.fn()} onExit={jest.fn()} />, {
    wrapper: shellWords(),
  });
  expect(screen.getByRole('checkbox', { name: 'I am 18 years or older' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Age verification' })).toBeInTheDocument();
});

it('Exit leaves the store', async () => {
  const onExit = jest.fn();
  render(<AgeGate storeSlug="demo" onVerified={jest.fn()} onExit={onExit} />, {
    wrapper: shellWords(),
  });
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

it('a shopper verified by the cookie alone (a form without script) is not asked, and is kept in storage too', () => {
  Cookies.set('age_verified_demo', 'true');
  renderShell({ theme: { flags: { ageVerification: true } } });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
});

it('a shopper verified in storage alone (before the cookie existed) gets the cookie too', () => {
  localStorage.setItem(AGE_VERIFIED_KEY, 'true');
  renderShell({ theme: { flags: { ageVerification: true } } });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(Cookies.get('age_verified_demo')).toBe('true');
});

it('is not shown when the flag is off', () => {
  renderShell();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('speaks the shopper’s language (German)', () => {
  render(<AgeGate storeSlug="demo" onVerified={jest.fn()} onExit={jest.fn()} />, {
    wrapper: shellWords('de'),
  });
  expect(screen.getByRole('dialog', { name: 'Altersüberprüfung' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Ich bin 18 Jahre oder älter' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
});
