import { Provider } from 'react-redux';
import { Route, Routes as RouterRoutes } from '@store/shared/router';
import {
  RemoteIntl,
  RemoteProvider,
  type RemoteRoutesProps,
  exposedContract,
  prepareWords,
} from '@store/shared';
import { CHECKOUT_WORDS } from './checkoutCatalogs';
import { CheckoutPage } from './page/CheckoutPage';
import { CheckoutCompletePage } from './complete/CheckoutCompletePage';
import { ExpressCheckoutPage } from './express/ExpressCheckoutPage';
import { getAppStore } from './appStore';
import { ThankYouPage } from './thankyou/ThankYouPage';

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

/** Which contract this module keeps (the shell refuses another major). */
export const contract = exposedContract('mf_checkout/Routes');

/** The shell awaits this before the first render: the words in the shopper's language. */
export const prepare = (locale: string): Promise<void> => prepareWords(CHECKOUT_WORDS, locale);

// Partial: a shell older than this remote may send fewer props; RemoteProvider fills the defaults.
export default function Routes(props: Partial<RemoteRoutesProps>) {
  return (
    <Provider store={getAppStore()}>
      <RemoteProvider value={props}>
        <RemoteIntl words={CHECKOUT_WORDS}>
          <CheckoutRoutes />
        </RemoteIntl>
      </RemoteProvider>
    </Provider>
  );
}
