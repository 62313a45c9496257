import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from '@store/shared/router';
import {
  RemoteIntl,
  RemoteProvider,
  type RemoteRoutesProps,
  exposedContract,
  prepareWords,
} from '@store/shared';
import { CART_WORDS } from './cartCatalogs';
import { startCartService } from './cartService';
import { CartPage } from './page/CartPage';
import { getAppRuntime } from './store/store';

/** Which contract this module keeps (the shell refuses another major). */
export const contract = exposedContract('mf_cart/Routes');

/** The shell awaits this before the first render: the words in the shopper's language. */
export const prepare = (locale: string): Promise<void> => prepareWords(CART_WORDS, locale);

/** mf-cart's pages, with the module's one cart store (shared with the cart service). */
// Partial: a shell older than this remote may send fewer props; RemoteProvider fills the defaults.
export default function Routes(props: Partial<RemoteRoutesProps>) {
  // The shell starts the service at boot; starting again is a no-op, and covers standalone runs.
  useEffect(() => {
    startCartService();
  }, []);
  return (
    <Provider store={getAppRuntime().store}>
      <RemoteProvider value={props}>
        <RemoteIntl words={CART_WORDS}>
          <RouterRoutes>
            <Route path="/cart" element={<CartPage />} />
            {/* The shell mounts this remote only on its own paths; other paths render nothing. */}
            <Route path="*" element={null} />
          </RouterRoutes>
        </RemoteIntl>
      </RemoteProvider>
    </Provider>
  );
}
