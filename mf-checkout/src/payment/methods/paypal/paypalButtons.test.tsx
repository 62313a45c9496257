import { act, render, screen, waitFor } from '@testing-library/react';
import { inShopperLocale } from '@store/shared/testing';
import { ApiError, DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared';
import { fakeApi } from '../../../test/fakeApi';
import { createFakePaypal } from '../../../test/fakePaypal';
import { CheckoutIntl } from '../../../test/render';
import { customer, makeCheckout, standardOption } from '../../../test/fixtures';
import { getCollector } from '../../../store/collector';
import { savePayment } from '../../paymentTokens';
import { PAYPAL_ERROR } from '../../messages';
import type { PayContext, PayOutcome } from '../types';
import PayPalButtonsView, { PAYPAL_LOAD_ERROR } from './PayPalButtonsView';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import type { Checkout } from '@store/shared';
import { initialCheckoutState } from '../../../store/checkoutSlice';
import { createAppStore } from '../../../appStore';
import { paypalButtonsPay } from './paypalButtonsPay';
import { inEnglish } from '../../../test/inEnglish';

const api = fakeApi();
const initiateMock = api.initiatePayment;
const getPaymentMock = api.getPayment;
const submitMock = api.submitCheckout;
const checkout = makeCheckout({ customer, deliveryOption: standardOption });
const ORDER = '5O190127TN364715T';

const ctx = (): PayContext => ({
  method: 'paypal',
  checkout,
  checkoutId: 'chk_1',
  storeSlug: 'demo',
  storeName: 'Demo',
  returnUrl: 'http://localhost/checkout-complete/chk_1',
  collector: getCollector(),
  api,
});

let paypal: ReturnType<typeof createFakePaypal>;
let uninstall: () => void;

/** The view reads the checkout's currency from the remote's store. */
const withCheckout = (ui: ReactElement, c: Checkout = checkout) => (
  <Provider store={createAppStore({ api }, { checkout: { ...initialCheckoutState, checkout: c } })}>
    {ui}
  </Provider>
);

/** Lets the script "load" and the buttons render, all inside act. */
async function settleScript() {
  const settled = () =>
    paypal.loading === 0 && (paypal.buttons.some((b) => b.rendered) || paypal.failed);
  for (let i = 0; i < 50 && !settled(); i++) await act(async () => undefined);
}

/** Renders the live view; its onPay runs the pay steps, as the placeOrder epic does. */
async function renderButtons(ready = true, c: Checkout = checkout) {
  setRuntimeConfig({
    ...DEFAULT_RUNTIME_CONFIG,
    payments: { provider: 'live', stripePublishableKey: null, paypalClientId: 'pp-client' },
  });
  let outcome: Promise<PayOutcome> | null = null;
  const onPay = jest.fn(() => {
    outcome = paypalButtonsPay(ctx());
  });
  render(
    withCheckout(
      <PayPalButtonsView
        method="paypal"
        label="PayPal"
        ready={ready}
        submitting={false}
        onPay={onPay}
      />,
      c,
    ),
    { wrapper: CheckoutIntl },
  );
  await settleScript();
  screen.getByRole('button', { name: 'PayPal' });
  return { onPay, outcome: () => outcome! };
}

const started = {
  paymentId: 'pay_pp',
  paymentToken: 'tok_pp',
  state: 'requires_action',
  redirectUrl: `https://www.paypal.com/checkoutnow?token=${ORDER}`,
  providerOrderId: ORDER,
};

beforeEach(() => {
  paypal = createFakePaypal();
  uninstall = paypal.install();
  initiateMock.mockReset();
  getPaymentMock.mockReset();
  submitMock.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => uninstall());

describe('live PayPal (JS SDK buttons)', () => {
  it('loads PayPal’s script for this client id, in USD with capture, only when the view renders', async () => {
    expect(paypal.scripts).toEqual([]);
    await renderButtons();
    const url = new URL(paypal.scripts[0]!);
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'client-id': 'pp-client',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
    });
    expect(paypal.buttons[0]?.options).toMatchObject({
      fundingSource: 'paypal',
      style: { layout: 'vertical', label: 'paypal', height: 55 },
    });
  });

  it('create → approve → capture through the API → submit: the order is placed', async () => {
    const { onPay, outcome } = await renderButtons();
    initiateMock.mockResolvedValue(started);
    getPaymentMock.mockResolvedValue({ paymentId: 'pay_pp', state: 'succeeded' });
    submitMock.mockResolvedValue({
      state: 'success',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });

    const orderId = await act(() => paypal.click());
    expect(orderId).toBe(ORDER);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(initiateMock).toHaveBeenCalledWith(
      expect.objectContaining({
        platform: 'paypal',
        paymentMethod: 'paypal',
        paymentMethodId: null,
        checkoutId: 'chk_1',
      }),
    );
    // Nothing is captured or submitted before the buyer approves.
    expect(getPaymentMock).not.toHaveBeenCalled();
    await act(async () => void (await paypal.approve(ORDER)));
    await expect(outcome().then(inEnglish)).resolves.toEqual({ kind: 'submitted' });
    expect(getPaymentMock).toHaveBeenCalledWith('pay_pp', 'chk_1');
    expect(submitMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_pp', paymentToken: 'tok_pp', platform: 'paypal' }),
    );
  });

  it.each([
    ['closing PayPal’s window', () => paypal.cancel(ORDER)],
    ['an SDK error', () => paypal.error(new Error('popup blocked'))],
  ])('%s shows the SPEC PayPal message; nothing is captured', async (_name, settle) => {
    const { outcome } = await renderButtons();
    initiateMock.mockResolvedValue(started);
    await act(() => paypal.click());
    await act(async () => void (await settle()));
    await expect(outcome().then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: PAYPAL_ERROR,
    });
    expect(getPaymentMock).not.toHaveBeenCalled();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('a capture PayPal declines reads its message and places no order', async () => {
    const { outcome } = await renderButtons();
    initiateMock.mockResolvedValue(started);
    getPaymentMock.mockResolvedValue({ paymentId: 'pay_pp', state: 'failed', error: PAYPAL_ERROR });
    await act(() => paypal.click());
    await act(async () => void (await paypal.approve(ORDER)));
    await expect(outcome().then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: PAYPAL_ERROR,
    });
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('an order PayPal refuses closes its window (createOrder fails) with the PayPal message', async () => {
    const { outcome } = await renderButtons();
    initiateMock.mockRejectedValue(
      new ApiError('Initiate payment', 402, [{ code: 'declined', detail: PAYPAL_ERROR }]),
    );
    await expect(act(() => paypal.click())).resolves.toBeNull();
    await expect(outcome().then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: PAYPAL_ERROR,
    });
  });

  it('an unreachable payments API reads as a payment intent error', async () => {
    const { outcome } = await renderButtons();
    initiateMock.mockRejectedValue(
      new ApiError('Initiate payment', 502, [
        { code: 'payment_provider_unavailable', detail: 'We couldn’t reach the payment provider.' },
      ]),
    );
    await act(() => paypal.click());
    await expect(outcome().then(inEnglish)).resolves.toEqual({
      kind: 'submit-error',
      message: null,
      displayMessage: 'Error when getting payment intent: We couldn’t reach the payment provider.',
    });
  });

  it('not ready (no address, preview, a payment in flight): PayPal’s window stays shut', async () => {
    const { onPay } = await renderButtons(false);
    await waitFor(() => expect(paypal.buttons[0]?.disabled).toBe(true));
    await expect(act(() => paypal.click())).resolves.toBeNull();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a capture whose submit failed is submitted again, never a second PayPal order', async () => {
    savePayment('pay_done', {
      token: 'tok_done',
      checkoutId: 'chk_1',
      platform: 'paypal',
      method: 'paypal',
      state: 'succeeded',
    });
    const { outcome } = await renderButtons();
    submitMock.mockResolvedValue({
      state: 'success',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    await expect(act(() => paypal.click())).resolves.toBeNull();
    await expect(outcome().then(inEnglish)).resolves.toEqual({ kind: 'submitted' });
    expect(initiateMock).not.toHaveBeenCalled();
    expect(submitMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_done', paymentToken: 'tok_done' }),
    );
  });

  it("loads PayPal's buttons in the shopper's language (de → de_DE)", async () => {
    await inShopperLocale('de', async () => {
      await renderButtons();
      expect(new URL(paypal.scripts[0]!).searchParams.get('locale')).toBe('de_DE');
    });
  });

  it('loads the SDK in the currency the server priced the checkout in (EUR)', async () => {
    const eur = makeCheckout({ customer, deliveryOption: standardOption });
    eur.costs.total = { value: 51.04, currency: 'EUR' };
    await renderButtons(true, eur);
    expect(new URL(paypal.scripts[0]!).searchParams.get('currency')).toBe('EUR');
  });

  it('a PayPal script that cannot load says so instead of an empty box', async () => {
    paypal.failNextLoad();
    // react-paypal-js reports the failed script on the console as well.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRuntimeConfig({
      ...DEFAULT_RUNTIME_CONFIG,
      payments: { provider: 'live', stripePublishableKey: null, paypalClientId: 'pp-client' },
    });
    render(
      withCheckout(
        <PayPalButtonsView
          method="paypal"
          label="PayPal"
          ready
          submitting={false}
          onPay={jest.fn()}
        />,
      ),
      { wrapper: CheckoutIntl },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading PayPal…');
    await settleScript();
    expect(screen.getByRole('alert').textContent).toBe(PAYPAL_LOAD_ERROR);
    expect(screen.queryByText('Loading PayPal…')).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
