import { ThemeProvider } from '@emotion/react';
import {
  DEFAULT_STORE_THEME,
  DEFAULT_THEME_DATA,
  bus,
  type BusEventMap,
  type BusEventType,
  type SearchResultsPage,
  type StoreSearchQuery,
  type ThemeData,
} from '@store/shared';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from '@store/shared/router';
import type { AppDeps } from '../store/deps';
import { createAppStore } from '../store/store';
import { CatalogRoutes } from '../Routes';
import { page } from './fixtures';
import { allPages } from '../products/allPages';
import { createProductSearch, searchPageOf, searchProducts } from '../search/productSearch';
import Fuse from 'fuse.js';

export type FakeApi = { [K in keyof AppDeps['api']]: jest.Mock };

export function fakeApi(over: Partial<FakeApi> = {}): FakeApi {
  const api: FakeApi = {
    getStoreProducts: jest.fn().mockResolvedValue(page([])),
    searchStoreProducts: jest.fn(),
    getProductCache: jest.fn().mockRejectedValue(new Error('not stubbed')),
    getStoreCollections: jest.fn().mockResolvedValue({ collections: [] }),
    getListing: jest.fn().mockRejectedValue(new Error('not stubbed')),
    getInventory: jest.fn().mockResolvedValue({ inventoryCount: 10 }),
    getNftAvailability: jest.fn().mockResolvedValue({ count: 1 }),
    trackViewedCampaign: jest.fn().mockResolvedValue({ success: true }),
    submitPreorder: jest.fn().mockResolvedValue(undefined),
    ...over,
  };
  if (!over.searchStoreProducts)
    api.searchStoreProducts.mockImplementation((q: StoreSearchQuery) =>
      searchLikeTheApi(api.getStoreProducts, q),
    );
  return api;
}

/**
 * The API's search route as it answers (the SPEC's options over every tile of the store, a page
 * of 12), over the tiles this fake's getStoreProducts gives: results agree with the store's tiles.
 */
async function searchLikeTheApi(
  getStoreProducts: jest.Mock,
  { slug, searchterm, page: asked = 1 }: StoreSearchQuery,
): Promise<SearchResultsPage> {
  const tiles = await allPages((n) => getStoreProducts({ slug, page: n, per: 150 }));
  return searchPageOf(searchProducts(createProductSearch(tiles, Fuse), searchterm), asked);
}

export function makeStore(api: FakeApi) {
  return createAppStore({ api });
}

let navigateProbe: NavigateFunction | null = null;

/** Shows the current URL so tests can assert navigation, and lends `historyGo` its navigate. */
function LocationProbe() {
  const loc = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigateProbe = navigate;
  }, [navigate]);
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

export function renderCatalog(
  route: string,
  api: FakeApi = fakeApi(),
  theme: ThemeData = DEFAULT_THEME_DATA,
  { previewMode = false }: { previewMode?: boolean } = {},
) {
  const store = makeStore(api);
  const utils = render(
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <MemoryRouter initialEntries={[route]}>
        <CatalogRoutes appStore={store} storeSlug="demo" previewMode={previewMode} theme={theme} />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { ...utils, store, api };
}

/** The browser's back (-1) and forward (1) buttons. */
export function historyGo(delta: number) {
  act(() => {
    void navigateProbe?.(delta);
  });
}

export function currentUrl(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** Records bus payloads of one type until `stop()`. */
export function recordBus<T extends BusEventType>(type: T) {
  const seen: BusEventMap[T]['payload'][] = [];
  const sub = bus.on(type).subscribe((p) => seen.push(p));
  return { seen, stop: () => sub.unsubscribe() };
}

/**
 * Stands in for mf-cart's cart service: answers every cart:add with cart:ack (ok unless told
 * otherwise). Without it, adds time out as if mf-cart were down.
 */
export function fakeCartService({ ok = true }: { ok?: boolean } = {}) {
  // A started service publishes the cart it read (sticky); commands wait for that.
  bus.emit('cart:changed', { count: 0, lines: [], region: 'USA', loading: false });
  const sub = bus.on('cart:add').subscribe((p) => {
    if (p.commandId) bus.emit('cart:ack', { commandId: p.commandId, command: 'cart:add', ok });
  });
  return { stop: () => sub.unsubscribe() };
}
