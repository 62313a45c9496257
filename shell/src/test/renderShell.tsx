import {
  DEFAULT_RUNTIME_CONFIG,
  REMOTE_LOAD_TIMEOUT_MS,
  type RuntimeConfig,
  type Store,
  type ThemeData,
} from '@store/shared';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from '@store/shared/router';
import { ShellLayout } from '../app/ShellLayout';
import type { RemoteLoadOptions } from '../routing/loadRemoteRoutes';
import { mergeTheme } from '../theme/mergeTheme';
import { resolveStoreName } from '../theme/storeName';
import { createShellStore } from '../app/shellStore';

export const FAST_LOAD: RemoteLoadOptions = {
  timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
};

export const demoStore: Store = {
  id: 's1',
  slug: 'demo',
  name: 'Demo Merch',
  sellerId: 'x',
  collections: [
    {
      id: 'c1',
      name: 'Apparel',
      slug: 'apparel',
      children: [
        { id: 'c2', name: 'Hoodies', slug: 'hoodies', parentId: 'c1' },
        { id: 'c3', name: 'T-shirts', slug: 't-shirts', parentId: 'c1' },
      ],
    },
    { id: 'c4', name: 'Mugs', slug: 'mugs' },
  ],
  promoCodes: [],
  socialMedia: [],
  marketingPixels: {},
  region: 'usa',
  currency: 'USD',
};

/** The rendered router's navigate, for a test that moves the shopper as a remote would. */
export const testRouter: { navigate?: NavigateFunction } = {};

/** Shows the router location so tests can assert navigation. */
export function LocationProbe() {
  const l = useLocation();
  testRouter.navigate = useNavigate();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

export function renderShell({
  path = '/',
  theme = {},
  store = demoStore,
  config = {},
  loadOptions = FAST_LOAD,
}: {
  path?: string;
  theme?: unknown;
  store?: Store | null;
  config?: Partial<RuntimeConfig>;
  loadOptions?: RemoteLoadOptions;
} = {}) {
  const themeData: ThemeData = mergeTheme(theme);
  const cfg: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, ...config };
  const data = {
    theme: themeData,
    store,
    notFound: false,
    storeName: resolveStoreName(themeData, store),
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout config={cfg} data={data} store={createShellStore()} loadOptions={loadOptions} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
