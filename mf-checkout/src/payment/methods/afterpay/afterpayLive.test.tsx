import { act, screen, waitFor } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js';
import { checkoutActions } from '../../../store/checkoutSlice';
import { createAppStore } from '../../../appStore';
import { createFakeStripe } from '../../../test/fakeStripe';
import { customer, makeCheckout } from '../../../test/fixtures';
import { renderWithStore } from '../../../test/render';
import AfterpayLiveView from './AfterpayLiveView';

// The load boundary: loadStripe would inject https://js.stripe.com; the double stands in for it.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
const fake = createFakeStripe();
(loadStripe as jest.Mock).mockResolvedValue(fake.stripe);

function renderView(total: number) {
  const store = createAppStore();
  store.dispatch(
    checkoutActions.checkoutLoaded(
      makeCheckout({
        customer,
        costs: { ...makeCheckout().costs, total: { value: total, currency: 'USD' } },
      }),
    ),
  );
  const onPay = jest.fn();
  renderWithStore(
    <AfterpayLiveView
      method="afterpay"
      label="Pay now with afterpay"
      ready
      submitting={false}
      onPay={onPay}
    />,
    { store, path: '/checkout/chk_1' },
  );
  return onPay;
}

describe('live Afterpay view (Stripe messaging element)', () => {
  it("states the instalments for the server's total in cents, USD, Afterpay only", async () => {
    renderView(55.48);
    await waitFor(() => expect(fake.elements.paymentMethodMessaging).toBeDefined());
    expect(fake.elements.paymentMethodMessaging?.options).toEqual({
      amount: 5548,
      currency: 'USD',
      paymentMethodTypes: ['afterpay_clearpay'],
    });
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now with afterpay' }).disabled,
    ).toBe(false);
  });

  it('shows no message for a zero total (nothing to split)', async () => {
    delete fake.elements.paymentMethodMessaging;
    renderView(0);
    await screen.findByRole('button', { name: 'Pay now with afterpay' });
    // Let Stripe.js resolve and Elements mount whatever it was given.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(fake.elements.paymentMethodMessaging).toBeUndefined();
  });
});
