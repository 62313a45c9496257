import { act, screen } from '@testing-library/react';
import { bus, DEFAULT_THEME_DATA } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { renderAt } from '../test/renderAt';

describe('/login', () => {
  it('is a GET form to / with one required accessCode field labelled Password and a Login button', async () => {
    const { container } = renderAt('/login');
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.name).toBe('accessCode');
    expect(input.required).toBe(true);
    expect(input.placeholder).toBe('Password');
    const form = input.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/');
    expect(form.querySelectorAll('input, select, textarea')).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(form.contains(button)).toBe(true);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    // The default theme (the shell's when the store's failed) has the default title.
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it("uses the theme's login title and text", async () => {
    renderAt('/login', {
      theme: {
        ...DEFAULT_THEME_DATA,
        content: {
          ...DEFAULT_THEME_DATA.content,
          login: { title: 'Members only', body: 'Enter the store password.' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members only' })).toBeTruthy();
    expect(screen.getByText('Enter the store password.')).toBeTruthy();
  });

  it("speaks German, the theme's own title and text stay as written", async () => {
    await inShopperLocale('de', async () => {
      const { unmount } = renderAt('/login');
      expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
      expect(
        screen.getByText(
          'Dieser Shop ist passwortgeschützt. Gib das Passwort ein, um fortzufahren.',
        ),
      ).toBeTruthy();
      const input = screen.getByLabelText('Passwort') as HTMLInputElement;
      expect(input.name).toBe('accessCode');
      expect(input.placeholder).toBe('Passwort');
      expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
      unmount();
      renderAt('/login', {
        theme: {
          ...DEFAULT_THEME_DATA,
          content: { ...DEFAULT_THEME_DATA.content, login: { title: 'Members only' } },
        },
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Members only' })).toBeTruthy();
    });
  });
});

// Last in this file: the refusal is sticky on the page's bus, as it is for the real page.
describe('/login after a refused code', () => {
  afterEach(() => jest.useRealTimers());

  it('says the code was not correct', () => {
    expect(screen.queryByRole('alert')).toBeNull();
    bus.emit('access:refused', { reason: 'invalid' });
    renderAt('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That access code is not correct. Please try again.',
    );
  });

  it('after too many wrong codes, says when to try again and counts down to "now"', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    bus.emit('access:refused', { reason: 'too-many-attempts', retryAt: 1_000_000 + 90_000 });
    renderAt('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong access codes. Please try again in 2 minutes.',
    );
    act(() => jest.advanceTimersByTime(45_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong access codes. Please try again in 45 seconds.',
    );
    act(() => jest.advanceTimersByTime(45_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong access codes were entered. You can try again now.',
    );
    // The form stays: the shopper may type the right code once the wait is over.
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('in German, with the wait in German', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    bus.emit('access:refused', { reason: 'too-many-attempts', retryAt: 1_000_000 + 30_000 });
    await inShopperLocale('de', async () => {
      renderAt('/login');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Zu viele falsche Zugangscodes. Bitte versuche es in 30 Sekunden erneut.',
      );
    });
  });
});
