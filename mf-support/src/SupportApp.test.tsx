import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import {
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_STORE_THEME,
  normalizeRuntimeConfig,
  setRuntimeConfig,
} from '@store/shared';
import { MemoryRouter } from '@store/shared/router';
import Routes from './Routes';
import { renderAt } from './test/renderAt';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('./Routes (exposed)', () => {
  it('renders a support page inside the host router, even for a shell that sends only slug and preview', () => {
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
  // The redirect itself is the shell's (ShellRoutes.test.tsx): it mounts no remote for those paths.
  it('leaves /track, /contact and legal pages reachable when the flag is off', () => {
    setRuntimeConfig(normalizeRuntimeConfig({ flags: { support: false } }));
    const { location } = renderAt('/track');
    expect(location()).toBe('/track');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeTruthy();
  });
});
