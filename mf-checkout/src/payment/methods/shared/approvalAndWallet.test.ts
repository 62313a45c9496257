import { ApiError, type PaymentMethod } from '@store/shared';
import { fakeApi } from '../../../test/fakeApi';
import { customer, makeCheckout, standardOption } from '../../../test/fixtures';
import { readPayment } from '../../paymentTokens';
import type { PayContext } from '../types';
import { AFTERPAY_ERROR, PAYPAL_ERROR } from '../../messages';
import { approvalPay } from './approvalPay';
import { sandboxWalletPay } from './walletPay';
import { inEnglish } from '../../../test/inEnglish';

const api = fakeApi();
const initiateMock = api.initiatePayment;
const walletMock = api.approveSandboxWallet;
const walletOrderMock = api.placeWalletOrder;

const ctx = (method: PaymentMethod): PayContext => ({
  method,
  checkout: makeCheckout({ customer, deliveryOption: standardOption }),
  checkoutId: 'chk_1',
  storeSlug: 'demo',
  storeName: 'Demo',
  returnUrl: 'http://localhost/checkout-complete/chk_1',
  collector: null,
  api,
});

const approval = 'http://localhost/api/payments/v1/sandbox/approve?paymentId=pay_1';

beforeEach(() => {
  jest.resetAllMocks();
  window.sessionStorage.clear();
});

describe('approval-page methods (PayPal, Afterpay)', () => {
  it.each<[PaymentMethod, string]>([
    ['paypal', 'paypal'],
    ['afterpay', 'stripe'],
  ])(
    '%s: starts without a payment method, keeps the token, goes to the approval page',
    async (m, platform) => {
      initiateMock.mockResolvedValue({
        paymentId: 'pay_1',
        paymentToken: 'tok_1',
        state: 'requires_action',
        redirectUrl: approval,
      });
      await expect(approvalPay(ctx(m)).then(inEnglish)).resolves.toEqual({
        kind: 'redirect',
        url: approval,
      });
      expect(initiateMock).toHaveBeenCalledWith(
        expect.objectContaining({ paymentMethod: m, platform, paymentMethodId: null }),
      );
      expect(readPayment('pay_1')).toMatchObject({ token: 'tok_1', checkoutId: 'chk_1', platform });
    },
  );

  it('an Afterpay decline goes to the Afterpay failure screen', async () => {
    initiateMock.mockResolvedValue({
      paymentId: 'pay_1',
      paymentToken: 'tok_1',
      state: 'failed',
      error: AFTERPAY_ERROR,
    });
    await expect(approvalPay(ctx('afterpay')).then(inEnglish)).resolves.toEqual({
      kind: 'afterpay-declined',
      message: AFTERPAY_ERROR,
    });
  });

  it('a PayPal refusal reads "There was an issue authorizing with PayPal"', async () => {
    initiateMock.mockResolvedValue({ paymentId: 'p', paymentToken: 't', state: 'failed' });
    await expect(approvalPay(ctx('paypal')).then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: PAYPAL_ERROR,
    });
  });

  it("a failed payment intent reads 'Error when getting payment intent: ...'", async () => {
    initiateMock.mockRejectedValue(
      new ApiError('Initiate payment', 502, [{ code: 'x', detail: 'Provider down' }]),
    );
    await expect(approvalPay(ctx('paypal')).then(inEnglish)).resolves.toEqual({
      kind: 'submit-error',
      message: null,
      displayMessage: 'Error when getting payment intent: Provider down',
    });
  });
});

describe('sandbox wallets (Google Pay, Apple Pay)', () => {
  it.each<PaymentMethod>(['google-pay', 'apple-pay'])(
    '%s: initiate, sandbox wallet approval, then the wallet place-order call',
    async (m) => {
      initiateMock.mockResolvedValue({
        paymentId: 'pay_w',
        paymentToken: 'tok_w',
        state: 'requires_action',
        redirectUrl: approval,
      });
      walletMock.mockResolvedValue({
        paymentId: 'pay_w',
        paymentToken: 'tok_w',
        state: 'succeeded',
      });
      walletOrderMock.mockResolvedValue({
        state: 'success',
        redirectUrl: null,
        displayMessage: null,
        message: null,
      });
      await expect(sandboxWalletPay(ctx(m)).then(inEnglish)).resolves.toEqual({
        kind: 'submitted',
      });
      const payer = { payerName: 'Ada Lovelace', payerEmail: customer.email };
      expect(walletMock).toHaveBeenCalledWith({
        checkoutId: 'chk_1',
        paymentId: 'pay_w',
        paymentToken: 'tok_w',
        walletType: m,
        ...payer,
      });
      expect(walletOrderMock).toHaveBeenCalledWith(
        expect.objectContaining({
          paymentId: 'pay_w',
          paymentToken: 'tok_w',
          walletType: m,
          ...payer,
        }),
      );
    },
  );

  it('a wallet the sandbox does not approve shows its message and places no order', async () => {
    initiateMock.mockResolvedValue({ paymentId: 'p', paymentToken: 't', state: 'requires_action' });
    walletMock.mockResolvedValue({ paymentId: 'p', paymentToken: 't', state: 'failed' });
    await expect(sandboxWalletPay(ctx('google-pay')).then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: 'The wallet payment was cancelled.',
    });
    expect(walletOrderMock).not.toHaveBeenCalled();
  });
});
