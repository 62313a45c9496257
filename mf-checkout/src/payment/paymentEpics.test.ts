import {
  ApiError,
  bus,
  getCheckout,
  getPayment,
  getStore,
  initiatePayment,
  submitCheckout,
} from '@store/shared';
import { DEFAULT_RUNTIME_CONFIG } from '@store/shared';
import { initialAddressState } from '../address/addressSlice';
import { checkoutActions } from '../checkout/checkoutSlice';
import { initialDeliveryState } from '../delivery/deliverySlice';
import { createAppStore } from '../store/store';
import { loadedStore } from '../test/loadedStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { PAYMENT_NOT_FOUND, POLL_TIMEOUT_MESSAGE } from './paymentEpics';
import { paymentActions as A } from './paymentSlice';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getCheckout: jest.fn(),
  getPayment: jest.fn(),
  getStore: jest.fn(),
  initiatePayment: jest.fn(),
  submitCheckout: jest.fn(),
  createSandboxPaymentMethod: jest.fn(),
}));

const getCheckoutMock = getCheckout as jest.MockedFunction<typeof getCheckout>;
const initiateMock = initiatePayment as jest.MockedFunction<typeof initiatePayment>;
const submitMock = submitCheckout as jest.MockedFunction<typeof submitCheckout>;
const getPaymentMock = getPayment as jest.MockedFunction<typeof getPayment>;
(getStore as jest.Mock).mockResolvedValue({ name: 'Demo', region: 'usa' });

const card = { method: 'card' as const };
const config = {
  ...DEFAULT_RUNTIME_CONFIG,
  flags: { ...DEFAULT_RUNTIME_CONFIG.flags, hideCard: false, hidePaypal: false },
};

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
    deps: { collector: () => provider, config: () => config, redirect },
  });
  return { store, provider, redirect };
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  jest.useFakeTimers();
  getCheckoutMock.mockReset();
  initiateMock
    .mockReset()
    .mockResolvedValue({ paymentId: 'pay_1', paymentToken: 'tok_1', state: 'pending' });
  submitMock.mockReset();
  getPaymentMock.mockReset().mockRejectedValue(new Error('not stubbed'));
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

afterEach(() => jest.useRealTimers());

describe('place order flow', () => {
  it('creates a payment method, initiates the payment, then submits the checkout', async () => {
    const { store, provider } = setup();
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    getCheckoutMock.mockResolvedValue(
      makeCheckout({ state: 'success', customer, orderLookupNumber: 'LK1' }),
    );
    store.dispatch(A.placeOrder(card));
    await flush();
    expect(provider.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(initiateMock).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 55.48,
        platform: 'stripe',
        paymentMethod: 'card',
        checkoutId: 'chk_1',
        paymentMethodId: 'pm_1',
        storeSlug: 'demo',
        customer,
        billingDetails: expect.objectContaining({ name: 'Ada Lovelace' }),
      }),
    );
    expect(submitMock).toHaveBeenCalledWith(
      expect.objectContaining({
        checkoutId: 'chk_1',
        storeSlug: 'demo',
        paymentToken: 'tok_1',
        paymentId: 'pay_1',
        platform: 'stripe',
        returnUrl: expect.stringContaining('/checkout-complete/chk_1'),
      }),
    );
  });

  it('follows a redirect URL and does not poll', async () => {
    const { store, redirect } = setup();
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: 'https://bank.example/3ds',
      displayMessage: null,
      message: null,
    });
    store.dispatch(A.placeOrder(card));
    await flush(5000);
    expect(redirect).toHaveBeenCalledWith('https://bank.example/3ds');
    expect(getCheckoutMock).not.toHaveBeenCalled();
  });

  it('polls the checkout 1 s apart until it is success, then completes', async () => {
    const { store } = setup();
    const cleared = jest.fn();
    const analytics = jest.fn();
    const subs = [
      bus.on('cart:clear').subscribe(cleared),
      bus.on('analytics:event').subscribe(analytics),
    ];
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    const done = makeCheckout({
      state: 'success',
      customer,
      deliveryOption: standardOption,
      orderLookupNumber: 'LK123',
      orderNumber: 'ORD-9',
    });
    getCheckoutMock
      .mockResolvedValueOnce(makeCheckout({ state: 'pending' }))
      .mockResolvedValueOnce(makeCheckout({ state: 'pending' }))
      .mockResolvedValueOnce(done);

    store.dispatch(A.placeOrder(card));
    // The first check follows the submit at once, the next ones 1 s apart.
    await flush();
    expect(getCheckoutMock).toHaveBeenCalledTimes(1);
    await flush(999);
    expect(getCheckoutMock).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(getCheckoutMock).toHaveBeenCalledTimes(2);
    expect(store.getState().checkout.completed).toBeNull();
    await flush(1000);
    expect(getCheckoutMock).toHaveBeenCalledTimes(3);
    await flush(3000);
    expect(getCheckoutMock).toHaveBeenCalledTimes(3);
    expect(store.getState().checkout.completed).toEqual({
      name: 'Ada',
      orderNumber: 'ORD-9',
      orderLookupNumber: 'LK123',
      arrivalEstimate: 'Mar 4 - Mar 9',
      cart: 'chk_1',
    });
    expect(cleared).toHaveBeenCalledWith({ reason: 'order-complete' });
    expect(analytics).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'purchase', transaction_id: 'ORD-9' }),
    );
    subs.forEach((s) => s.unsubscribe());
  });

  it('stops after 4 polls when the checkout never succeeds', async () => {
    const { store } = setup();
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    getCheckoutMock.mockResolvedValue(makeCheckout({ state: 'pending' }));
    store.dispatch(A.placeOrder(card));
    await flush(10_000);
    expect(getCheckoutMock).toHaveBeenCalledTimes(4);
    expect(store.getState().checkout.completed).toBeNull();
    expect(store.getState().payment).toMatchObject({
      submitting: false,
      error: POLL_TIMEOUT_MESSAGE,
    });
  });

  it('shows the mapped card message when the payment call fails with an ApiError', async () => {
    const { store } = setup();
    initiateMock.mockRejectedValue(
      new ApiError('Initiate payment', 402, [
        { code: 'card_declined', detail: 'Your card has insufficient funds.' },
      ]),
    );
    store.dispatch(A.placeOrder(card));
    await flush();
    expect(store.getState().payment.cardError).toBe('Your card has insufficient funds.');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('maps an unknown decline from the payment method call to "Your card was declined."', async () => {
    const { store, provider } = setup();
    (provider.createPaymentMethod as jest.Mock).mockRejectedValue(
      new ApiError('Create payment method', 402, [{ code: 'x', detail: 'do_not_honor' }]),
    );
    store.dispatch(A.placeOrder(card));
    await flush();
    expect(store.getState().payment).toMatchObject({
      cardError: 'Your card was declined.',
      submitting: false,
    });
    expect(initiateMock).not.toHaveBeenCalled();
  });

  it("sets stripeError from displayMessage when the submit message is 'Stripe error'", async () => {
    const { store } = setup();
    submitMock.mockResolvedValue({
      state: 'failure',
      redirectUrl: null,
      displayMessage: 'Your card has expired.',
      message: 'Stripe error',
    });
    store.dispatch(A.placeOrder(card));
    await flush();
    expect(store.getState().payment).toMatchObject({
      stripeError: 'Your card has expired.',
      error: null,
    });
  });

  it('sets the checkout error from displayMessage for any other submit failure', async () => {
    const { store } = setup();
    submitMock.mockResolvedValue({
      state: 'failure',
      redirectUrl: null,
      displayMessage: 'Some items are no longer available.',
      message: 'Inventory error',
    });
    store.dispatch(A.placeOrder(card));
    await flush();
    expect(store.getState().payment).toMatchObject({
      stripeError: null,
      error: 'Some items are no longer available.',
    });
  });
});

describe('one payment at a time', () => {
  it('a double click (two placeOrder) creates one payment method, one payment, one submit', async () => {
    const { store, provider } = setup();
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    getCheckoutMock.mockResolvedValue(makeCheckout({ state: 'success', customer }));
    store.dispatch(A.placeOrder(card));
    store.dispatch(A.placeOrder(card));
    await flush(2000);
    expect(provider.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(initiateMock).toHaveBeenCalledTimes(1);
    expect(submitMock).toHaveBeenCalledTimes(1);
  });
});

describe('Afterpay failure screen', () => {
  it('shows the message, then after 4 s moves on to card (SPEC §4/§8)', async () => {
    const { store } = setup();
    store.dispatch(A.afterpayDeclined("Sorry, we're having difficulty with AfterPay."));
    expect(store.getState().payment.afterpayFailure).toBe(
      "Sorry, we're having difficulty with AfterPay.",
    );
    await flush(3999);
    expect(store.getState().payment.afterpayFailure).not.toBeNull();
    await flush(1);
    expect(store.getState().payment).toMatchObject({ afterpayFailure: null, method: 'card' });
  });
});

describe('coming back from an approval page', () => {
  function back(search: string) {
    const replaceUrl = jest.fn();
    const store = createAppStore({
      collector: () => null,
      config: () => config,
      redirect: jest.fn(),
      location: () => ({ pathname: '/checkout/chk_1', search }),
      replaceUrl,
    });
    return { store, replaceUrl };
  }

  it('succeeded: submits with the token kept for that payment id, polls, completes', async () => {
    window.sessionStorage.setItem(
      '@store/payment/pay_9',
      JSON.stringify({
        token: 'tok_9',
        checkoutId: 'chk_1',
        platform: 'paypal',
        method: 'paypal',
        state: 'requires_action',
      }),
    );
    const { store, replaceUrl } = back('?paymentId=pay_9&paymentState=succeeded');
    submitMock.mockResolvedValue({
      state: 'success',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    getCheckoutMock.mockResolvedValue(
      makeCheckout({ state: 'success', customer, orderLookupNumber: 'LK1' }),
    );
    store.dispatch(
      checkoutActions.checkoutLoaded(makeCheckout({ customer, deliveryOption: standardOption })),
    );
    await flush();
    expect(replaceUrl).toHaveBeenCalledWith('/checkout/chk_1');
    expect(submitMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_9', paymentToken: 'tok_9', platform: 'paypal' }),
    );
    // The first poll is at once: a settled order completes without waiting a second.
    expect(store.getState().checkout.completed).toMatchObject({ orderLookupNumber: 'LK1' });
    expect(store.getState().payment.submitting).toBe(false);
  });

  it("failed: the toast 'Payment failed, please try again.' for 6 s at the top, no submit", async () => {
    const toasts = jest.fn();
    const sub = bus.on('toast:show').subscribe(toasts);
    const { store } = back('?paymentId=pay_9&paymentState=failed');
    store.dispatch(checkoutActions.checkoutLoaded(makeCheckout({ customer })));
    await flush();
    expect(toasts).toHaveBeenCalledWith({
      type: 'danger',
      message: 'Payment failed, please try again.',
      options: { duration: 6000, position: 'top' },
    });
    expect(submitMock).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  function started(method: 'paypal' | 'afterpay') {
    window.sessionStorage.setItem(
      '@store/payment/pay_9',
      JSON.stringify({
        token: 'tok_9',
        checkoutId: 'chk_1',
        platform: method === 'paypal' ? 'paypal' : 'stripe',
        method,
        state: 'requires_action',
      }),
    );
  }

  it("failed PayPal: the toast and PayPal's own message under PayPal, as in live mode", async () => {
    started('paypal');
    getPaymentMock.mockResolvedValue({
      paymentId: 'pay_9',
      state: 'failed',
      error: 'There was an issue authorizing with PayPal',
    });
    const toasts = jest.fn();
    const sub = bus.on('toast:show').subscribe(toasts);
    const { store } = back('?paymentId=pay_9&paymentState=failed');
    store.dispatch(checkoutActions.checkoutLoaded(makeCheckout({ customer })));
    await flush();
    expect(getPaymentMock).toHaveBeenCalledWith('pay_9', 'chk_1');
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Payment failed, please try again.' }),
    );
    expect(store.getState().payment).toMatchObject({
      method: 'paypal',
      cardError: 'There was an issue authorizing with PayPal',
      submitting: false,
    });
    expect(JSON.parse(window.sessionStorage.getItem('@store/payment/pay_9')!).state).toBe('failed');
    expect(submitMock).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it("failed Afterpay: Afterpay's failure screen, which moves on after 4 s (SPEC §8)", async () => {
    started('afterpay');
    getPaymentMock.mockResolvedValue({
      paymentId: 'pay_9',
      state: 'failed',
      error: "Sorry, we're having difficulty with AfterPay.",
    });
    const { store } = back('?paymentId=pay_9&paymentState=failed');
    store.dispatch(checkoutActions.checkoutLoaded(makeCheckout({ customer })));
    await flush();
    expect(store.getState().payment.afterpayFailure).toBe(
      "Sorry, we're having difficulty with AfterPay.",
    );
  });

  it('failed, and the payment record cannot be read: the toast alone, nothing made up', async () => {
    started('paypal');
    const toasts = jest.fn();
    const sub = bus.on('toast:show').subscribe(toasts);
    const { store } = back('?paymentId=pay_9&paymentState=failed');
    store.dispatch(checkoutActions.checkoutLoaded(makeCheckout({ customer })));
    await flush();
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(store.getState().payment).toMatchObject({ cardError: null, afterpayFailure: null });
    sub.unsubscribe();
  });

  it('a payment this tab did not start is not submitted', async () => {
    const { store } = back('?paymentId=pay_x&paymentState=succeeded');
    store.dispatch(checkoutActions.checkoutLoaded(makeCheckout({ customer })));
    await flush();
    expect(submitMock).not.toHaveBeenCalled();
    expect(store.getState().payment.error).toBe(PAYMENT_NOT_FOUND);
  });
});
