import {
  approveSandboxWallet,
  createSandboxPaymentMethod,
  getCheckout,
  getDeliveryOptions,
  getOrderByCartId,
  getPayment,
  getRuntimeConfig,
  getStore,
  initiatePayment,
  openCheckoutLink,
  placeWalletOrder,
  submitCheckout,
  updateCheckout,
  updatePayment,
  verifyAddress,
  type OrNull,
  type RuntimeConfig,
} from '@store/shared';
import { getCollector, type PaymentCollector } from './collector';

/**
 * Every API call mf-checkout makes. The one way in: epics read `deps.api`, the reads in
 * checkoutApi.ts get it through `readWith<AppDeps>()`, and the steps an epic runs outside rxjs
 * (a payment's pay steps, the card view's collector, the checkout loader) are handed it by that
 * epic. Views never call the API: they dispatch, and an epic makes the calls.
 */
export interface CheckoutApi {
  getCheckout: typeof getCheckout;
  updateCheckout: typeof updateCheckout;
  openCheckoutLink: typeof openCheckoutLink;
  getStore: typeof getStore;
  verifyAddress: typeof verifyAddress;
  getDeliveryOptions: OrNull<typeof getDeliveryOptions>;
  initiatePayment: typeof initiatePayment;
  updatePayment: typeof updatePayment;
  getPayment: typeof getPayment;
  submitCheckout: typeof submitCheckout;
  createSandboxPaymentMethod: typeof createSandboxPaymentMethod;
  approveSandboxWallet: typeof approveSandboxWallet;
  placeWalletOrder: typeof placeWalletOrder;
  getOrderByCartId: OrNull<typeof getOrderByCartId>;
}

/** What the epics and reads need from outside, injected so tests pass fakes instead of mocking modules. */
export interface AppDeps {
  api: CheckoutApi;
  /** The mounted payment view's collector (card input never passes through redux). */
  collector: () => PaymentCollector | null;
  config: () => RuntimeConfig;
  /** Sends the browser to another site (payment redirect, express checkout). */
  redirect: (url: string) => void;
  location: () => { pathname: string; search: string };
  /** Rewrites the address bar without navigating (drops handled query parameters). */
  replaceUrl: (url: string) => void;
}

export const defaultDeps = (): AppDeps => ({
  api: {
    getCheckout,
    updateCheckout,
    openCheckoutLink,
    getStore,
    verifyAddress,
    getDeliveryOptions,
    initiatePayment,
    updatePayment,
    getPayment,
    submitCheckout,
    createSandboxPaymentMethod,
    approveSandboxWallet,
    placeWalletOrder,
    getOrderByCartId,
  },
  collector: getCollector,
  config: getRuntimeConfig,
  redirect: (url) => window.location.assign(url),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
});
