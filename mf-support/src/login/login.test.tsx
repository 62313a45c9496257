import { screen } from '@testing-library/react';
import { DEFAULT_THEME_DATA, getTheme } from '@store/shared';
import { renderAt } from '../test/renderAt';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getTheme: jest.fn(),
}));

const themeMock = getTheme as jest.MockedFunction<typeof getTheme>;

beforeEach(() => themeMock.mockReset());

describe('/login', () => {
  it('is a GET form to / with one required accessCode field labelled Password and a Login button', async () => {
    themeMock.mockRejectedValue(new Error('offline'));
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
    // The theme fetch failed: the default title stays.
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it("uses the theme's login title when the theme loads", async () => {
    themeMock.mockResolvedValue({
      ...DEFAULT_THEME_DATA,
      content: {
        ...DEFAULT_THEME_DATA.content,
        login: { title: 'Members only', body: 'Enter the store password.' },
      },
    });
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members only' })).toBeTruthy();
    expect(screen.getByText('Enter the store password.')).toBeTruthy();
    expect(themeMock).toHaveBeenCalledTimes(1);
  });
});
