import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteProvider } from '@store/shared';
import type { AppStore } from '../store/store';

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

export function renderWithStore(
  ui: ReactElement,
  {
    store,
    path,
    route = '*',
    previewMode = false,
    storeName,
  }: {
    store: AppStore;
    path: string;
    route?: string;
    previewMode?: boolean;
    /** The store name the shell resolved; the remote's default ("My Store") when left out. */
    storeName?: string;
  },
) {
  return render(
    <Provider store={store}>
      <RemoteProvider value={{ storeSlug: 'demo', previewMode, storeName }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </RemoteProvider>
    </Provider>,
  );
}
