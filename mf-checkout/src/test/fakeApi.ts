import type { Store } from '@store/shared';
import type { CheckoutApi } from '../store/deps';

export type FakeApi = { [K in keyof CheckoutApi]: jest.MockedFunction<CheckoutApi[K]> };

const CALLS: readonly (keyof CheckoutApi)[] = [
  'getCheckout',
  'updateCheckout',
  'openCheckoutLink',
  'getStore',
  'verifyAddress',
  'getDeliveryOptions',
  'initiatePayment',
  'updatePayment',
  'getPayment',
  'submitCheckout',
  'createSandboxPaymentMethod',
  'approveSandboxWallet',
  'placeWalletOrder',
  'getOrderByCartId',
];

/**
 * The API as a test fakes it: every call a jest.fn, answering as the test sets it. A call the test
 * did not set fails as an unreachable server would, so no test ever reaches the network.
 */
export function fakeApi(): FakeApi {
  const api: Partial<Record<keyof CheckoutApi, jest.Mock>> = {};
  for (const name of CALLS)
    api[name] = jest.fn(() => Promise.reject(new Error(`${name} is not faked in this test`)));
  return api as FakeApi;
}

/** The store record the API answers with: only its name and region matter to the checkout. */
export function storeRecord(name: string, region: string): Store {
  return {
    id: 'st_1',
    slug: 'demo',
    name,
    sellerId: 'se_1',
    collections: [],
    promoCodes: [],
    socialMedia: [],
    marketingPixels: {},
    region,
    currency: 'USD',
  };
}
