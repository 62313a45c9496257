import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@store/shared';
import { CheckoutPage } from './checkout/CheckoutPage';
import { CheckoutCompletePage } from './complete/CheckoutCompletePage';
import { CheckoutEnvContext } from './env';
import { ExpressCheckoutPage } from './express/ExpressCheckoutPage';
import { createAppStore, type AppStore } from './store/store';
import { ThankYouPage } from './thankyou/ThankYouPage';

let moduleStore: AppStore | null = null;
/** One store per module, created on first render. */
function getAppStore(): AppStore {
  if (!moduleStore) moduleStore = createAppStore();
  return moduleStore;
}

export function CheckoutRoutes() {
  return (
    <RouterRoutes>
      <Route path="/checkout/express" element={<ExpressCheckoutPage />} />
      <Route path="/checkout/:checkoutId" element={<CheckoutPage />} />
      <Route path="/checkout-complete/:cartId" element={<CheckoutCompletePage />} />
      <Route path="/thankyou" element={<ThankYouPage />} />
      <Route path="*" element={null} />
    </RouterRoutes>
  );
}

export default function Routes({ storeSlug, previewMode }: RemoteRoutesProps) {
  const env = useMemo(() => ({ storeSlug, previewMode }), [storeSlug, previewMode]);
  return (
    <Provider store={getAppStore()}>
      <CheckoutEnvContext.Provider value={env}>
        <CheckoutRoutes />
      </CheckoutEnvContext.Provider>
    </Provider>
  );
}
