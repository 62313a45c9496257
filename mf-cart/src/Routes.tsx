import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@store/shared';
import { getCartRuntime } from './cart/cartStore';
import { startCartService } from './cartService';
import { CartPage } from './page/CartPage';

/** mf-cart's pages, with the module's one cart store (shared with the cart service). */
export default function Routes(props: RemoteRoutesProps) {
  // The shell starts the service at boot; starting again is a no-op, and covers standalone runs.
  useEffect(() => {
    startCartService();
  }, []);
  return (
    <Provider store={getCartRuntime().store}>
      <RouterRoutes>
        <Route
          path="/cart"
          element={<CartPage storeSlug={props.storeSlug} previewMode={props.previewMode} />}
        />
        {/* The shell mounts this remote only on its own paths; other paths render nothing. */}
        <Route path="*" element={null} />
      </RouterRoutes>
    </Provider>
  );
}
