import { bus } from '@store/shared';
import { checkoutActions } from '../store/checkoutSlice';
import { createAppStore } from '../appStore';
import { inEnglish } from '../test/inEnglish';
import { paymentHarness } from '../test/paymentHarness';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { PAYMENT_NOT_FOUND } from './paymentEpics';

const { api, config, flush } = paymentHarness();
const getCheckoutMock = api.getCheckout;
const submitMock = api.submitCheckout;
const getPaymentMock = api.getPayment;

describe('coming back from an approval page', () => {
  function back(search: string) {
    const replaceUrl = jest.fn();
    const store = createAppStore({
      api,
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
    expect(inEnglish(store.getState().payment)).toMatchObject({
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
    expect(inEnglish(store.getState().payment.afterpayFailure)).toBe(
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
    expect(inEnglish(store.getState().payment)).toMatchObject({
      cardError: null,
      afterpayFailure: null,
    });
    sub.unsubscribe();
  });

  it('a payment this tab did not start is not submitted', async () => {
    const { store } = back('?paymentId=pay_x&paymentState=succeeded');
    store.dispatch(checkoutActions.checkoutLoaded(makeCheckout({ customer })));
    await flush();
    expect(submitMock).not.toHaveBeenCalled();
    expect(inEnglish(store.getState().payment.error)).toBe(PAYMENT_NOT_FOUND);
  });
});
