import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import {
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_STORE_THEME,
  normalizeRuntimeConfig,
  setRuntimeConfig,
} from '@store/shared';
import { MemoryRouter } from 'react-router-dom';
import Routes from './Routes';
import { renderAt } from './testing/renderAt';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('./Routes (exposed)', () => {
  it('renders a support page with its own store inside the host router', () => {
    render(
      <ThemeProvider theme={DEFAULT_STORE_THEME}>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <Routes storeSlug="demo" previewMode={false} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  });
});

describe('support flag', () => {
  it.each(['/support', '/support/shipping-times', '/support/track/recover', '/track/recover'])(
    '%s redirects to / when the support flag is off',
    (path) => {
      setRuntimeConfig(normalizeRuntimeConfig({ flags: { support: false } }));
      const { location } = renderAt(path);
      expect(location()).toBe('/');
    },
  );

  it('leaves /track, /contact and legal pages reachable when the flag is off', () => {
    setRuntimeConfig(normalizeRuntimeConfig({ flags: { support: false } }));
    const { location } = renderAt('/track');
    expect(location()).toBe('/track');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeTruthy();
  });
});
