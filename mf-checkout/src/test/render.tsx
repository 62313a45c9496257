import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@store/shared/router';
import { RemoteIntl, RemoteProvider } from '@store/shared';
import { CHECKOUT_WORDS } from '../checkoutCatalogs';
import type { AppStore } from '../appStore';

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

/** mf-checkout's words in the shopper's locale, as Routes gives them (en unless a test says). */
export function CheckoutIntl({ children }: { children: ReactNode }) {
  return <RemoteIntl words={CHECKOUT_WORDS}>{children}</RemoteIntl>;
}

/** mf-checkout's words and a store (whose AppDeps a view reads), for a view tested alone. */
export function inStoreWith(store: AppStore) {
  return function InStore({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <CheckoutIntl>{children}</CheckoutIntl>
      </Provider>
    );
  };
}

export interface StoreRenderOptions {
  store: AppStore;
  path: string;
  route?: string;
  previewMode?: boolean;
  /** The store name the shell resolved; the remote's default ("My Store") when left out. */
  storeName?: string;
}

/** `ui` in the providers Routes gives it, at `path`. */
export function withStore(
  ui: ReactElement,
  { store, path, route = '*', previewMode = false, storeName }: StoreRenderOptions,
): ReactElement {
  return (
    <Provider store={store}>
      <RemoteProvider value={{ storeSlug: 'demo', previewMode, storeName }}>
        <CheckoutIntl>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </CheckoutIntl>
      </RemoteProvider>
    </Provider>
  );
}

/**
 * Renders `ui` with the store; with `hydrate`, takes over that container's server markup (what
 * `renderToString(withStore(...))` wrote into it) as the browser does a server-rendered page.
 */
export function renderWithStore(
  ui: ReactElement,
  options: StoreRenderOptions & { hydrate?: HTMLElement },
) {
  const { hydrate, ...rest } = options;
  return render(withStore(ui, rest), hydrate ? { container: hydrate, hydrate: true } : undefined);
}
