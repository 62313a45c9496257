import { DEFAULT_RUNTIME_CONFIG } from '@store/shared';
import { initialAddressState } from '../address/addressSlice';
import { initialDeliveryState } from '../delivery/deliverySlice';
import { fakeApi, storeRecord } from './fakeApi';
import { customer, makeCheckout, standardOption } from './fixtures';
import { loadedStore } from './loadedStore';

/**
 * The payment flow's tests, in virtual time: a fake API (a payment starts pending), a config
 * offering card and PayPal, and a clean browser (no kept payment tokens, no cookies) per test.
 */
export function paymentHarness() {
  const api = fakeApi();
  api.getStore.mockResolvedValue(storeRecord('Demo', 'usa'));
  const config = {
    ...DEFAULT_RUNTIME_CONFIG,
    flags: { ...DEFAULT_RUNTIME_CONFIG.flags, hideCard: false, hidePaypal: false },
  };

  /** A checkout at its payment step, paying through a collector that stands for the card view. */
  function setup() {
    // The card view's collector: card data never reaches an action, only this callback.
    const provider = {
      createPaymentMethod: jest.fn().mockResolvedValue({ id: 'pm_1', billingName: 'Ada Lovelace' }),
    };
    const redirect = jest.fn();
    const checkout = makeCheckout({ customer, deliveryOption: standardOption });
    const store = loadedStore({
      checkout,
      slice: { store: { name: 'Demo', region: 'usa' } },
      state: {
        address: { ...initialAddressState, status: 'saved' },
        delivery: { ...initialDeliveryState, options: [standardOption] },
      },
      deps: { api, collector: () => provider, config: () => config, redirect },
    });
    return { store, provider, redirect };
  }

  const flush = async (ms = 0) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    api.getCheckout.mockReset();
    api.initiatePayment
      .mockReset()
      .mockResolvedValue({ paymentId: 'pay_1', paymentToken: 'tok_1', state: 'pending' });
    api.submitCheckout.mockReset();
    api.getPayment.mockReset().mockRejectedValue(new Error('not stubbed'));
    window.sessionStorage.clear();
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });

  afterEach(() => jest.useRealTimers());

  return { api, config, setup, flush };
}
