import { ApiError, bus } from '@store/shared';
import { ours } from '../i18n/stateMessage';
import { inEnglish } from '../test/inEnglish';
import { paymentHarness } from '../test/paymentHarness';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { PAYMENT_MESSAGES } from './messages';
import { POLL_TIMEOUT_MESSAGE } from './paymentEpics';
import { paymentActions as A } from './paymentSlice';

const { api, setup, flush } = paymentHarness();
const getCheckoutMock = api.getCheckout;
const initiateMock = api.initiatePayment;
const submitMock = api.submitCheckout;

const card = { method: 'card' as const };

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
    expect(inEnglish(store.getState().payment)).toMatchObject({
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
    expect(inEnglish(store.getState().payment.cardError)).toBe('Your card has insufficient funds.');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('maps an unknown decline from the payment method call to "Your card was declined."', async () => {
    const { store, provider } = setup();
    (provider.createPaymentMethod as jest.Mock).mockRejectedValue(
      new ApiError('Create payment method', 402, [{ code: 'x', detail: 'do_not_honor' }]),
    );
    store.dispatch(A.placeOrder(card));
    await flush();
    expect(inEnglish(store.getState().payment)).toMatchObject({
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
    expect(inEnglish(store.getState().payment)).toMatchObject({
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
    expect(inEnglish(store.getState().payment)).toMatchObject({
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
    store.dispatch(A.afterpayDeclined(ours(PAYMENT_MESSAGES.afterpayError)));
    expect(inEnglish(store.getState().payment.afterpayFailure)).toBe(
      "Sorry, we're having difficulty with AfterPay.",
    );
    await flush(3999);
    expect(inEnglish(store.getState().payment.afterpayFailure)).not.toBeNull();
    await flush(1);
    expect(inEnglish(store.getState().payment)).toMatchObject({
      afterpayFailure: null,
      method: 'card',
    });
  });
});
