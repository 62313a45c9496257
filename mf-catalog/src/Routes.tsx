import type { RemoteRoutesProps } from '@store/shared';
import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from 'react-router-dom';
import { StoreSlugContext } from './app/hooks';
import { createCatalogStore, type CatalogStore } from './app/store';
import { CollectionPage } from './collection/CollectionPage';
import { HomePage } from './home/HomePage';
import { ListingPage } from './listing/ListingPage';
import { SearchPage } from './search/SearchPage';
import { QuickAddModals } from './tiles/QuickAddModals';

let moduleStore: CatalogStore | null = null;

/** The catalog's own redux store: created once per module. */
export function getCatalogStore(): CatalogStore {
  moduleStore ??= createCatalogStore();
  return moduleStore;
}

export function CatalogRoutes({ store, storeSlug }: { store: CatalogStore; storeSlug: string }) {
  return (
    <Provider store={store}>
      <StoreSlugContext.Provider value={storeSlug}>
        <RouterRoutes>
          <Route path="/" element={<HomePage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/listing/:slug" element={<ListingPage />} />
          <Route path="/:collectionSlug" element={<CollectionPage />} />
        </RouterRoutes>
        <QuickAddModals />
      </StoreSlugContext.Provider>
    </Provider>
  );
}

export default function Routes({ storeSlug }: RemoteRoutesProps) {
  return <CatalogRoutes store={getCatalogStore()} storeSlug={storeSlug} />;
}
