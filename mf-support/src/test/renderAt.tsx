import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { DEFAULT_STORE_THEME } from '@store/shared';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '../store/store';
import { SupportApp } from '../SupportApp';

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Renders the support routes at a path with a fresh store and a fake browser redirect. */
export function renderAt(path: string, { storeSlug = 'demo' }: { storeSlug?: string } = {}) {
  const redirect = jest.fn<void, [string]>();
  const store = createAppStore({ redirect });
  const utils = render(
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <MemoryRouter initialEntries={[path]}>
        <SupportApp store={store} storeSlug={storeSlug} previewMode={false} />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { ...utils, store, redirect, location: () => utils.getByTestId('location').textContent };
}
