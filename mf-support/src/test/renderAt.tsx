import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import {
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_STORE_THEME,
  DEFAULT_THEME_DATA,
  type RuntimeConfig,
  type ThemeData,
} from '@store/shared';
import { MemoryRouter, useLocation } from '@store/shared/router';
import { defaultDeps, type AppDeps } from '../store/deps';
import { createAppStore } from '../store/store';
import { SupportApp } from '../SupportApp';

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/**
 * Renders the support routes at a path with a fresh store and a fake browser redirect; `theme` is
 * what the shell would hand down (its validated theme); `api` replaces the calls a test fakes.
 */
export function renderAt(
  path: string,
  {
    storeSlug = 'demo',
    theme = DEFAULT_THEME_DATA,
    config = DEFAULT_RUNTIME_CONFIG,
    api = {},
  }: {
    storeSlug?: string;
    theme?: ThemeData;
    config?: RuntimeConfig;
    api?: Partial<AppDeps['api']>;
  } = {},
) {
  const redirect = jest.fn<void, [string]>();
  const store = createAppStore({ redirect, api: { ...defaultDeps().api, ...api } });
  const utils = render(
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <MemoryRouter initialEntries={[path]}>
        <SupportApp
          appStore={store}
          storeSlug={storeSlug}
          previewMode={false}
          theme={theme}
          config={config}
        />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { ...utils, store, redirect, location: () => utils.getByTestId('location').textContent };
}
