import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter, Route, Routes as RouterRoutes, useLocation } from '@store/shared/router';
import {
  bus,
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_STORE_THEME,
  DEFAULT_THEME_DATA,
  setRuntimeConfig,
  type ProductTile,
  type ThemeData,
} from '@store/shared';
import Routes from '../Routes';
import { resetAppRuntimeForTests } from '../store/store';
import { fakeApi } from './fakeApi';
import { makeItem, makeListing } from './fixtures';

export const productsPage = (products: ProductTile[]) => ({
  products,
  page: 1,
  totalPages: 1,
  next: null,
  per_page: 12,
});

/**
 * The cart page's tests run on the module's store made with a fake API (returned): every listing
 * answers, the shelf is empty, no checkout is created unless a test says so.
 */
export function fakeCartPageApi() {
  const api = fakeApi();
  beforeEach(() => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, storeSlug: 'demo' });
    api.getListing.mockReset();
    api.getListing.mockResolvedValue(makeListing());
    api.createCheckout.mockReset();
    api.getStoreProducts.mockReset();
    api.getStoreProducts.mockResolvedValue(productsPage([]));
    resetAppRuntimeForTests({ api });
  });

  afterEach(() => {
    resetAppRuntimeForTests();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });
  return api;
}

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname}</p>;
}

export function seedCookie(items: ReturnType<typeof makeItem>[]) {
  Cookies.set(
    'cart_demo',
    JSON.stringify({ items: Object.fromEntries(items.map((i) => [i.sku, i])), region: 'USA' }),
  );
}

/** mf-cart's routes at `url`, as the shell mounts them, with the path shown in `where`. */
export function renderCart({
  previewMode = false,
  url = '/cart',
  theme = DEFAULT_THEME_DATA,
}: { previewMode?: boolean; url?: string; theme?: ThemeData } = {}) {
  // The shell's theme, as every page of the store has it.
  return render(
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <MemoryRouter initialEntries={[url]}>
        <Routes
          storeSlug="demo"
          previewMode={previewMode}
          theme={theme}
          store={null}
          storeName="Demo"
          config={{ ...DEFAULT_RUNTIME_CONFIG, storeSlug: 'demo' }}
        />
        <RouterRoutes>
          <Route path="*" element={<Where />} />
        </RouterRoutes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export function collect<T extends 'toast:show' | 'analytics:event'>(type: T) {
  const seen: unknown[] = [];
  const sub = bus.on(type).subscribe((p) => seen.push(p));
  return { seen, stop: () => sub.unsubscribe() };
}
