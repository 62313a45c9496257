import { initialAddressState } from '../address/addressSlice';
import { initialDeliveryState } from '../delivery/deliverySlice';
import { initialPaymentState } from '../payment/paymentSlice';
import { fakeApi } from '../test/fakeApi';
import { loadedStore } from '../test/loadedStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import {
  checkoutRequested,
  checkoutLoaded,
  orderCompleted,
  orderLoadSettled,
} from './checkoutLifecycle';
import { initialCheckoutState } from './checkoutSlice';
import { thankYouParams } from '../checkout/checkoutEpics';

// Calls that never answer: only the state each action leaves is looked at.
const api = fakeApi();
const pending = () => new Promise<never>(() => {});
api.getCheckout.mockImplementation(pending);
api.getStore.mockImplementation(pending);
api.getDeliveryOptions.mockImplementation(pending);

// A store in the middle of a checkout: every feature has state of its own.
function midCheckout() {
  const checkout = makeCheckout({ customer, deliveryOption: standardOption });
  return loadedStore({
    checkout,
    deps: { api },
    slice: { store: { name: 'Demo', region: 'usa' } },
    state: {
      address: {
        status: 'editing',
        message: { text: 'We could not find this street.' },
        suggestion: { original: customer, suggested: customer },
        error: { text: 'Nope' },
      },
      delivery: {
        options: [standardOption],
        loading: false,
        pendingOptionId: 'rush',
        afterpayUnavailable: true,
      },
      payment: { ...initialPaymentState, error: { text: 'Declined' } },
    },
  });
}

describe('every feature follows the checkout it belongs to', () => {
  it('another checkout starts every step afresh and keeps only the store', () => {
    const store = midCheckout();
    store.dispatch(checkoutRequested({ id: 'chk_2', storeSlug: 'demo' }));
    const s = store.getState();
    expect(s.checkout).toEqual({
      ...initialCheckoutState,
      id: 'chk_2',
      storeSlug: 'demo',
      status: 'loading',
      store: { name: 'Demo', region: 'usa' },
    });
    expect(s.address).toEqual(initialAddressState);
    expect(s.delivery).toEqual(initialDeliveryState);
    expect(s.payment).toEqual(initialPaymentState);
  });

  it('a loaded checkout with the whole address shows its summary and asks for delivery options', () => {
    const store = midCheckout();
    store.dispatch(checkoutLoaded(makeCheckout({ customer })));
    expect(store.getState().address.status).toBe('saved');
    expect(store.getState().delivery.loading).toBe(true);
    store.dispatch(checkoutLoaded(makeCheckout()));
    expect(store.getState().address.status).toBe('editing');
  });

  it('a completed order clears the delivery options; the thank-you page resets the rest', () => {
    const store = midCheckout();
    const done = makeCheckout({ customer, state: 'success', orderLookupNumber: 'LK1' });
    store.dispatch(orderCompleted({ checkout: done, params: thankYouParams(done) }));
    expect(store.getState().delivery.options).toEqual([]);
    expect(store.getState().checkout.checkout).toEqual(done);
    store.dispatch(orderLoadSettled());
    const s = store.getState();
    expect(s.checkout).toEqual({ ...initialCheckoutState, store: { name: 'Demo', region: 'usa' } });
    expect(s.address).toEqual(initialAddressState);
    expect(s.delivery).toEqual(initialDeliveryState);
  });
});
