import { RemoteProvider, type RemoteRoutesProps } from '@store/shared';
import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from 'react-router-dom';
import { CollectionPage } from './collection/CollectionPage';
import { HomePage } from './home/HomePage';
import { ListingPage } from './listing/ListingPage';
import { SearchPage } from './search/SearchPage';
import { getAppStore, type AppStore } from './store/store';
import { QuickAddModals } from './tiles/QuickAddModals';

export function CatalogRoutes({ store, ...props }: RemoteRoutesProps & { store: AppStore }) {
  return (
    <Provider store={store}>
      <RemoteProvider value={props}>
        <RouterRoutes>
          <Route path="/" element={<HomePage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/listing/:slug" element={<ListingPage />} />
          <Route path="/:collectionSlug" element={<CollectionPage />} />
        </RouterRoutes>
        <QuickAddModals />
      </RemoteProvider>
    </Provider>
  );
}

export default function Routes(props: RemoteRoutesProps) {
  return <CatalogRoutes store={getAppStore()} {...props} />;
}
