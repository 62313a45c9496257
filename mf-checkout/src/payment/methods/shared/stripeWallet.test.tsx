import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared';
import { loadStripe } from '@stripe/stripe-js';
import { initialCheckoutState } from '../../../store/checkoutSlice';
import { createAppStore } from '../../../appStore';
import { fakeApi } from '../../../test/fakeApi';
import { createFakeStripe } from '../../../test/fakeStripe';
import { CheckoutIntl } from '../../../test/render';
import { customer, makeCheckout, standardOption } from '../../../test/fixtures';
import { getCollector } from '../../../store/collector';
import type { PayContext } from '../types';
import { stripeWalletPay } from './stripeWalletPay';
import StripeWalletView from './StripeWalletView';
import { inEnglish } from '../../../test/inEnglish';

// The load boundary: loadStripe would inject https://js.stripe.com; the double stands in for it.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
const fake = createFakeStripe();
(loadStripe as jest.Mock).mockResolvedValue(fake.stripe);
const api = fakeApi();
const initiateMock = api.initiatePayment;
const walletOrderMock = api.placeWalletOrder;
const checkout = makeCheckout({ customer, deliveryOption: standardOption });

const ctx = (): PayContext => ({
  method: 'google-pay',
  checkout,
  checkoutId: 'chk_1',
  storeSlug: 'demo',
  storeName: 'Demo',
  returnUrl: 'http://localhost/checkout-complete/chk_1',
  collector: getCollector(),
  api,
});

async function renderWallet(
  method: 'google-pay' | 'apple-pay' = 'google-pay',
  c: typeof checkout = checkout,
) {
  setRuntimeConfig({
    ...DEFAULT_RUNTIME_CONFIG,
    payments: { provider: 'live', stripePublishableKey: 'pk_test_x', paypalClientId: null },
  });
  const store = createAppStore({ api }, { checkout: { ...initialCheckoutState, checkout: c } });
  const onPay = jest.fn();
  render(
    <Provider store={store}>
      <StripeWalletView method={method} label="Pay" ready submitting={false} onPay={onPay} />
    </Provider>,
    { wrapper: CheckoutIntl },
  );
  return onPay;
}

const sheet = (complete = jest.fn()) => ({
  paymentMethod: { id: 'pm_wallet' },
  payerName: 'Ada Lovelace',
  payerEmail: 'ada@example.com',
  complete,
});

beforeEach(() => {
  fake.requests.length = 0;
  initiateMock.mockReset();
  walletOrderMock.mockReset();
  window.sessionStorage.clear();
});

describe('live wallets (Stripe payment request)', () => {
  it("asks for US, payer name and email, 'Total cost' at the server total", async () => {
    await renderWallet();
    await screen.findByRole('button', { name: 'Pay with Google Pay' });
    expect(fake.requests[0]?.options).toEqual({
      country: 'US',
      currency: 'usd',
      total: { label: 'Total cost', amount: 5548 },
      requestPayerName: true,
      requestPayerEmail: true,
    });
  });

  it('asks in the checkout’s currency when the server priced it in EUR', async () => {
    await renderWallet('google-pay', {
      ...checkout,
      costs: { ...checkout.costs, total: { value: 51.04, currency: 'EUR' } },
    });
    await screen.findByRole('button', { name: 'Pay with Google Pay' });
    expect(fake.requests[0]?.options).toMatchObject({
      currency: 'eur',
      total: { label: 'Total cost', amount: 5104 },
    });
  });

  it('says so when the browser has no such wallet', async () => {
    await renderWallet('apple-pay');
    await screen.findByText('Apple Pay is not available in this browser.');
  });

  it('success: the sheet payment method pays, the sheet closes with success, the order is placed', async () => {
    const user = userEvent.setup();
    const onPay = await renderWallet();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(fake.requests[0]?.shown).toBe(1);
    expect(onPay).toHaveBeenCalled();
    initiateMock.mockResolvedValue({
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
    const outcome = stripeWalletPay(ctx());
    const complete = jest.fn();
    act(() => fake.requests[0]!.emit('paymentmethod', sheet(complete)));
    await expect(outcome.then(inEnglish)).resolves.toEqual({ kind: 'submitted' });
    expect(initiateMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'google-pay', paymentMethodId: 'pm_wallet' }),
    );
    expect(complete).toHaveBeenCalledWith('success');
    expect(walletOrderMock).toHaveBeenCalledWith(
      expect.objectContaining({
        walletType: 'google-pay',
        payerName: 'Ada Lovelace',
        payerEmail: 'ada@example.com',
      }),
    );
  });

  it('a decline closes the sheet with fail and shows the card message', async () => {
    await renderWallet();
    await screen.findByRole('button', { name: 'Pay with Google Pay' });
    initiateMock.mockResolvedValue({
      paymentId: 'p',
      paymentToken: 't',
      state: 'failed',
      error: 'Your card has insufficient funds.',
    });
    const outcome = stripeWalletPay(ctx());
    const complete = jest.fn();
    act(() => fake.requests[0]!.emit('paymentmethod', sheet(complete)));
    await expect(outcome.then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: 'Your card has insufficient funds.',
    });
    expect(complete).toHaveBeenCalledWith('fail');
    expect(walletOrderMock).not.toHaveBeenCalled();
  });

  it('closing the sheet (cancel) ends quietly with no payment', async () => {
    await renderWallet();
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    await screen.findByRole('button', { name: 'Pay with Google Pay' });
    const outcome = stripeWalletPay(ctx());
    act(() => fake.requests[0]!.emit('cancel', {}));
    await expect(outcome.then(inEnglish)).resolves.toEqual({ kind: 'cancelled' });
    expect(initiateMock).not.toHaveBeenCalled();
  });
});
