import { ApiError, bus, RetryExceededError } from '@store/shared';
import { initialAddressState } from '../address/addressSlice';
import { checkoutResumed } from '../store/checkoutLifecycle';
import { initialCheckoutState } from '../store/checkoutSlice';
import { fakeApi, storeRecord } from '../test/fakeApi';
import { loadedStore, tick } from '../test/loadedStore';
import { customer, makeCheckout, rushOption, standardOption } from '../test/fixtures';
import { CANNOT_DELIVER_MESSAGE } from './deliveryOptions';
import { deliveryActions as A, initialDeliveryState, type DeliveryState } from './deliverySlice';

const api = fakeApi();
const updateMock = api.updateCheckout;
const deliveryMock = api.getDeliveryOptions;
api.getStore.mockResolvedValue(storeRecord('Demo', 'usa'));

// Delivery options come after a saved address.
function setup(
  over: Partial<typeof initialCheckoutState> = {},
  delivery: Partial<DeliveryState> = {},
) {
  return loadedStore({
    slice: over,
    deps: { api },
    state: {
      address: { ...initialAddressState, status: 'saved' },
      delivery: { ...initialDeliveryState, ...delivery },
    },
  });
}

beforeEach(() => {
  updateMock.mockReset();
  deliveryMock.mockReset();
});

describe('delivery options errors', () => {
  const withAddress = () => setup({ checkout: makeCheckout({ customer }) });

  it.each(['items_cannot_be_shipped_to_selected_destination', 'country_not_supported'])(
    'toasts for %s (6 s) and keeps the afterpay modal closed',
    async (code) => {
      const store = withAddress();
      const toasts = jest.fn();
      const sub = bus.on('toast:show').subscribe(toasts);
      deliveryMock.mockRejectedValue(
        new ApiError('Get delivery options', 422, [{ code, detail: 'nope' }]),
      );
      store.dispatch(A.deliveryOptionsRequested());
      await tick();
      sub.unsubscribe();
      expect(toasts).toHaveBeenCalledWith({
        type: 'danger',
        message: CANNOT_DELIVER_MESSAGE,
        options: { duration: 6000 },
      });
      expect(store.getState().delivery).toMatchObject({
        afterpayUnavailable: false,
        options: [],
      });
    },
  );

  it('opens the afterpay-unavailable modal for any other delivery error, without a toast', async () => {
    const store = withAddress();
    const toasts = jest.fn();
    const sub = bus.on('toast:show').subscribe(toasts);
    deliveryMock.mockRejectedValue(new RetryExceededError('Get delivery options', 500));
    store.dispatch(A.deliveryOptionsRequested());
    await tick();
    sub.unsubscribe();
    expect(toasts).not.toHaveBeenCalled();
    expect(store.getState().delivery.afterpayUnavailable).toBe(true);
  });
});

describe('delivery option selection', () => {
  const loaded = () =>
    setup(
      { checkout: makeCheckout({ customer, deliveryOption: standardOption }) },
      { options: [standardOption, rushOption] },
    );

  it('does not save when the option is the current one', async () => {
    const store = loaded();
    store.dispatch(A.selectDeliveryOption('standard'));
    await tick();
    expect(updateMock).not.toHaveBeenCalled();
    expect(store.getState().delivery.pendingOptionId).toBeNull();
  });

  it('saves a different option via updateCheckout({ deliveryOption })', async () => {
    const store = loaded();
    updateMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: rushOption }));
    store.dispatch(A.selectDeliveryOption('rush'));
    expect(store.getState().delivery.pendingOptionId).toBe('rush');
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', deliveryOption: 'rush' });
    expect(store.getState().checkout.checkout?.deliveryOption?.id).toBe('rush');
  });

  it('restores the previous option when the update fails', async () => {
    const store = loaded();
    updateMock.mockRejectedValue(new RetryExceededError('Update checkout', 500));
    store.dispatch(A.selectDeliveryOption('rush'));
    await tick();
    const s = store.getState();
    expect(s.delivery.pendingOptionId).toBeNull();
    expect(s.checkout.checkout?.deliveryOption?.id).toBe('standard');
  });
});

describe('taking over a checkout the store server rendered', () => {
  it('keeps the options the server read, and saves nothing when the checkout has one of them', async () => {
    const checkout = makeCheckout({ customer, deliveryOption: rushOption });
    const store = setup({ checkout }, { options: [standardOption, rushOption] });
    store.dispatch(checkoutResumed(checkout));
    await tick();
    expect(deliveryMock).not.toHaveBeenCalled();
    expect(updateMock).not.toHaveBeenCalled();
    expect(store.getState().delivery.options).toEqual([standardOption, rushOption]);
  });

  it('reads the options when the server could not', async () => {
    const checkout = makeCheckout({ customer });
    const store = setup({ checkout });
    deliveryMock.mockResolvedValue(null);
    store.dispatch(checkoutResumed(checkout));
    await tick();
    expect(deliveryMock).toHaveBeenCalledTimes(1);
    expect(store.getState().delivery.loading).toBe(false);
  });

  it('asks for nothing while a checkout has no whole address', async () => {
    const checkout = makeCheckout();
    const store = setup({ checkout });
    store.dispatch(checkoutResumed(checkout));
    await tick();
    expect(deliveryMock).not.toHaveBeenCalled();
    expect(updateMock).not.toHaveBeenCalled();
  });
});
