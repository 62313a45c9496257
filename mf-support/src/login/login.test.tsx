import { screen } from '@testing-library/react';
import { DEFAULT_THEME_DATA } from '@store/shared';
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
