import {
  ApiError,
  bus,
  getDeliveryOptions,
  getStore,
  RetryExceededError,
  updateCheckout,
  verifyAddress,
} from '@store/shared';
import { createAppStore } from '../store/store';
import {
  customer,
  makeCheckout,
  quotesResponse,
  rushOption,
  standardOption,
} from '../test/fixtures';
import { checkoutActions as A, initialCheckoutState } from './checkoutSlice';
import { CANNOT_DELIVER_MESSAGE } from '../delivery/deliveryOptions';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getCheckout: jest.fn(),
  getStore: jest.fn(),
  updateCheckout: jest.fn(),
  verifyAddress: jest.fn(),
  getDeliveryOptions: jest.fn(),
}));

const updateMock = updateCheckout as jest.MockedFunction<typeof updateCheckout>;
const verifyMock = verifyAddress as jest.MockedFunction<typeof verifyAddress>;
const deliveryMock = getDeliveryOptions as jest.MockedFunction<typeof getDeliveryOptions>;
(getStore as jest.Mock).mockResolvedValue({ name: 'Demo', region: 'usa' });

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(over: Partial<typeof initialCheckoutState> = {}) {
  return createAppStore(
    { redirect: jest.fn() },
    {
      checkout: {
        ...initialCheckoutState,
        id: 'chk_1',
        storeSlug: 'demo',
        checkout: makeCheckout(),
        status: 'loaded',
        ...over,
      },
    },
  );
}

beforeEach(() => {
  updateMock.mockReset();
  verifyMock.mockReset();
  deliveryMock.mockReset();
});

describe('address submission', () => {
  it('saves the customer, verifies, then loads delivery options with state and country codes', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: standardOption }));
    verifyMock.mockResolvedValue({ status: 'valid', suggestions: [] });
    deliveryMock.mockResolvedValue(quotesResponse);
    store.dispatch(A.submitAddress({ customer }));
    expect(store.getState().checkout.addressStatus).toBe('saving');
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', customer });
    expect(verifyMock).toHaveBeenCalledWith('chk_1', 'demo', customer.address);
    expect(deliveryMock).toHaveBeenCalledWith({
      id: 'chk_1',
      storeSlug: 'demo',
      stateCode: 'CA',
      countryCode: 'US',
    });
    const s = store.getState().checkout;
    expect(s.addressStatus).toBe('saved');
    expect(s.deliveryOptions.map((o) => o.label)).toEqual(['Standard delivery', 'Rush delivery']);
  });

  it('opens the suggestion modal and does not load delivery options yet', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer }));
    const suggestedAddress = { ...customer.address, zip: '94043-1351' };
    verifyMock.mockResolvedValue({ status: 'suggestion', suggestions: [suggestedAddress] });
    store.dispatch(A.submitAddress({ customer }));
    await tick();
    const s = store.getState().checkout;
    expect(s.suggestion?.original).toEqual(customer);
    expect(s.suggestion?.suggested.address.zip).toBe('94043-1351');
    expect(deliveryMock).not.toHaveBeenCalled();
  });

  it('resubmits a picked address without re-verification', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer }));
    deliveryMock.mockResolvedValue(quotesResponse);
    store.dispatch(A.submitAddress({ customer, skipVerification: true }));
    await tick();
    expect(verifyMock).not.toHaveBeenCalled();
    expect(deliveryMock).toHaveBeenCalled();
    expect(store.getState().checkout.addressStatus).toBe('saved');
  });

  it('shows the verification message for invalidWithoutSuggestion', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer }));
    verifyMock.mockResolvedValue({
      status: 'invalidWithoutSuggestion',
      suggestions: [],
      message: 'We could not find this street.',
    });
    store.dispatch(A.submitAddress({ customer }));
    await tick();
    expect(store.getState().checkout).toMatchObject({
      addressMessage: 'We could not find this street.',
      addressStatus: 'editing',
    });
    expect(deliveryMock).not.toHaveBeenCalled();
  });
});

describe('delivery options errors', () => {
  const withAddress = () => setup({ checkout: makeCheckout({ customer }), addressStatus: 'saved' });

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
      expect(store.getState().checkout).toMatchObject({
        afterpayUnavailable: false,
        deliveryOptions: [],
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
    expect(store.getState().checkout.afterpayUnavailable).toBe(true);
  });
});

describe('delivery option selection', () => {
  const loaded = () =>
    setup({
      checkout: makeCheckout({ customer, deliveryOption: standardOption }),
      addressStatus: 'saved',
      deliveryOptions: [standardOption, rushOption],
    });

  it('does not save when the option is the current one', async () => {
    const store = loaded();
    store.dispatch(A.selectDeliveryOption('standard'));
    await tick();
    expect(updateMock).not.toHaveBeenCalled();
    expect(store.getState().checkout.pendingDeliveryOptionId).toBeNull();
  });

  it('saves a different option via updateCheckout({ deliveryOption })', async () => {
    const store = loaded();
    updateMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: rushOption }));
    store.dispatch(A.selectDeliveryOption('rush'));
    expect(store.getState().checkout.pendingDeliveryOptionId).toBe('rush');
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', deliveryOption: 'rush' });
    expect(store.getState().checkout.checkout?.deliveryOption?.id).toBe('rush');
  });

  it('restores the previous option when the update fails', async () => {
    const store = loaded();
    updateMock.mockRejectedValue(new RetryExceededError('Update checkout', 500));
    store.dispatch(A.selectDeliveryOption('rush'));
    await tick();
    const s = store.getState().checkout;
    expect(s.pendingDeliveryOptionId).toBeNull();
    expect(s.checkout?.deliveryOption?.id).toBe('standard');
  });

  it('saves the marketing opt-in alone', async () => {
    const store = loaded();
    updateMock.mockResolvedValue(makeCheckout({ marketingOptIn: true }));
    store.dispatch(A.setMarketingOptIn(true));
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', marketingOptIn: true });
  });
});
