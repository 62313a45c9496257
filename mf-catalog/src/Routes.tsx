import {
  RemoteIntl,
  RemoteProvider,
  type RemoteRoutesProps,
  exposedContract,
  prepareWords,
} from '@store/shared';
import { CATALOG_WORDS } from './catalogCatalogs';
import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from '@store/shared/router';
import { CollectionPage } from './collection/CollectionPage';
import { HomePage } from './home/HomePage';
import { ListingPage } from './listing/ListingPage';
import { SearchPage } from './search/SearchPage';
import { getAppStore, type AppStore } from './store/store';
import { QuickAddModals } from './tiles/QuickAddModals';

/** The catalog's routes on a given redux store; the shell's props may be partial (tests, old shells). */
export function CatalogRoutes({
  appStore,
  ...props
}: Partial<RemoteRoutesProps> & { appStore: AppStore }) {
  return (
    <Provider store={appStore}>
      <RemoteProvider value={props}>
        <RemoteIntl words={CATALOG_WORDS}>
          <RouterRoutes>
            <Route path="/" element={<HomePage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/listing/:slug" element={<ListingPage />} />
            <Route path="/:collectionSlug" element={<CollectionPage />} />
          </RouterRoutes>
          <QuickAddModals />
        </RemoteIntl>
      </RemoteProvider>
    </Provider>
  );
}

/** Which contract this module keeps (the shell refuses another major). */
export const contract = exposedContract('mf_catalog/Routes');

/** The shell awaits this before the first render: the words in the shopper's language. */
export const prepare = (locale: string): Promise<void> => prepareWords(CATALOG_WORDS, locale);

// Partial: a shell older than this remote may send fewer props; RemoteProvider fills the defaults.
export default function Routes(props: Partial<RemoteRoutesProps>) {
  return <CatalogRoutes appStore={getAppStore()} {...props} />;
}
