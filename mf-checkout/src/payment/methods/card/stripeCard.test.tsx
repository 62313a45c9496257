import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@store/shared';
import { loadStripe } from '@stripe/stripe-js';
import { fakeViewport } from '@store/shared/testing';
import { fakeApi } from '../../../test/fakeApi';
import { createFakeStripe } from '../../../test/fakeStripe';
import { createAppStore } from '../../../appStore';
import { inStoreWith } from '../../../test/render';
import { customer, makeCheckout, standardOption } from '../../../test/fixtures';
import { getCollector } from '../../../store/collector';
import type { PayContext } from '../types';
import { cardPay } from './cardPay';
import StripeCardView from './StripeCardView';
import { inEnglish } from '../../../test/inEnglish';

// The load boundary: loadStripe would inject https://js.stripe.com; the double stands in for it.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
const fake = createFakeStripe();
(loadStripe as jest.Mock).mockResolvedValue(fake.stripe);
const api = fakeApi();
const initiateMock = api.initiatePayment;
const submitMock = api.submitCheckout;
const getPaymentMock = api.getPayment;

const ctx = (): PayContext => ({
  method: 'card',
  checkout: makeCheckout({ customer, deliveryOption: standardOption }),
  checkoutId: 'chk_1',
  storeSlug: 'demo',
  storeName: 'Demo',
  returnUrl: 'http://localhost/checkout-complete/chk_1',
  collector: getCollector(),
  api,
});

async function renderCard(onPay = jest.fn()) {
  render(
    <StripeCardView method="card" label="Place order" ready submitting={false} onPay={onPay} />,
    { wrapper: inStoreWith(createAppStore({ api })) },
  );
  // react-stripe-js subscribes to `change` after mounting the elements.
  await waitFor(() => expect(fake.elements.cardCvc?.listening('change')).toBe(true));
  return onPay;
}

function completeCard() {
  act(() => {
    for (const t of ['cardNumber', 'cardExpiry', 'cardCvc'])
      fake.elements[t]!.emit('change', { elementType: t, complete: true, empty: false });
  });
}

beforeEach(() => {
  initiateMock.mockReset();
  submitMock.mockReset();
  getPaymentMock.mockReset();
  window.sessionStorage.clear();
  fake.willCreate({ paymentMethod: { id: 'pm_card_visa', type: 'card' } });
});

describe('live card (Stripe Elements)', () => {
  it("loads Stripe.js once, in the shopper's language", async () => {
    await renderCard();
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect((loadStripe as jest.Mock).mock.calls[0][1]).toEqual({ locale: 'en' });
  });

  it('uses separate number, expiry and CVC elements at 16 px above 767 px', async () => {
    await renderCard();
    expect(Object.keys(fake.elements).sort()).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']);
    expect(fake.elements.cardNumber?.options).toMatchObject({
      style: { base: { fontSize: '16px' } },
    });
  });

  it('on a phone uses one card element, and follows a turn or resize both ways', async () => {
    const user = userEvent.setup();
    const viewport = fakeViewport(390);
    try {
      render(
        <StripeCardView
          method="card"
          label="Place order"
          ready
          submitting={false}
          onPay={jest.fn()}
        />,
        { wrapper: inStoreWith(createAppStore({ api })) },
      );
      await waitFor(() => expect(fake.elements.card?.listening('change')).toBe(true));
      expect(Object.keys(fake.elements)).toEqual(['card']);
      expect(fake.elements.card?.options).toMatchObject({ style: { base: { fontSize: '16px' } } });
      await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
      const place = screen.getByRole('button', { name: 'Place order' });
      act(() => fake.elements.card!.emit('change', { complete: true, empty: false }));
      expect(place).toBeEnabled();

      // Wider: the single element goes, three empty ones come, and what the old one said no
      // longer counts.
      viewport.resize(1280);
      await waitFor(() => expect(fake.elements.cardCvc?.listening('change')).toBe(true));
      expect(Object.keys(fake.elements).sort()).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']);
      expect(place).toBeDisabled();
      completeCard();
      expect(place).toBeEnabled();

      viewport.resize(390);
      await waitFor(() => expect(fake.elements.card?.listening('change')).toBe(true));
      expect(Object.keys(fake.elements)).toEqual(['card']);
      expect(place).toBeDisabled();
    } finally {
      viewport.restore();
    }
  });

  it('enables Place order only with a name and complete elements without error', async () => {
    const user = userEvent.setup();
    const onPay = await renderCard();
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    completeCard();
    expect(place.disabled).toBe(true);
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    expect(place.disabled).toBe(false);
    act(() =>
      fake.elements.cardCvc!.emit('change', {
        complete: false,
        empty: false,
        error: { type: 'validation_error', message: "Your card's security code is incomplete." },
      }),
    );
    expect(place.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");
    completeCard();
    await user.click(place);
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('success: the payment method id (never the card) goes to initiatePayment, then submit', async () => {
    const user = userEvent.setup();
    await renderCard();
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    initiateMock.mockResolvedValue({
      paymentId: 'pay_1',
      paymentToken: 'tok_1',
      state: 'succeeded',
    });
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({ kind: 'submitted' });
    expect(fake.calls[0]).toEqual([
      'createPaymentMethod',
      expect.objectContaining({ type: 'card', billing_details: { name: 'Ada Lovelace' } }),
    ]);
    expect(initiateMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodId: 'pm_card_visa', platform: 'stripe' }),
    );
    expect(submitMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_1', paymentToken: 'tok_1' }),
    );
  });

  it('a Stripe.js card_error is shown as its SPEC card message, before any API call', async () => {
    await renderCard();
    fake.willCreate({
      error: {
        type: 'card_error',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      },
    });
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: 'Your card number is invalid.',
    });
    expect(initiateMock).not.toHaveBeenCalled();
  });

  it.each([
    ['insufficient_funds', 'Your card has insufficient funds.'],
    ['expired_card', 'Your card has expired.'],
    ['do_not_honor', 'Your card was declined.'],
  ])('a decline (%s) at confirmation reads "%s"', async (code, message) => {
    await renderCard();
    initiateMock.mockRejectedValue(
      new ApiError('Initiate payment', 402, [
        { code, detail: code === 'do_not_honor' ? 'Card declined: do_not_honor' : message },
      ]),
    );
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({ kind: 'card-error', message });
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('requires_action (3-D Secure): Stripe.js runs the challenge in the page, then the order is submitted', async () => {
    await renderCard();
    initiateMock.mockResolvedValue({
      paymentId: 'pay_3ds',
      paymentToken: 'tok_3ds',
      state: 'requires_action',
      redirectUrl: 'https://hooks.stripe.com/3d_secure_2/authenticate',
      clientSecret: 'pi_1_secret_abc',
    });
    fake.willHandleNextAction({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    getPaymentMock.mockResolvedValue({ paymentId: 'pay_3ds', state: 'succeeded' });
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({ kind: 'submitted' });
    expect(fake.calls).toContainEqual(['handleNextAction', { clientSecret: 'pi_1_secret_abc' }]);
    // The API, not the browser, says the challenge succeeded.
    expect(getPaymentMock).toHaveBeenCalledWith('pay_3ds', 'chk_1');
    expect(submitMock).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_3ds', paymentToken: 'tok_3ds' }),
    );
  });

  it('a failed 3-D Secure challenge reads as a decline and submits nothing', async () => {
    await renderCard();
    initiateMock.mockResolvedValue({
      paymentId: 'pay_3ds',
      paymentToken: 'tok_3ds',
      state: 'requires_action',
      redirectUrl: null,
      clientSecret: 'pi_1_secret_abc',
    });
    fake.willHandleNextAction({
      error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'x' },
    });
    getPaymentMock.mockResolvedValue({
      paymentId: 'pay_3ds',
      state: 'failed',
      error: 'Your card was declined.',
    });
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({
      kind: 'card-error',
      message: 'Your card was declined.',
    });
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('requires_action without a client secret: keeps the token and redirects to the authentication page', async () => {
    await renderCard();
    initiateMock.mockResolvedValue({
      paymentId: 'pay_3ds',
      paymentToken: 'tok_3ds',
      state: 'requires_action',
      redirectUrl: 'https://hooks.stripe.com/3d_secure_2/authenticate',
    });
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({
      kind: 'redirect',
      url: 'https://hooks.stripe.com/3d_secure_2/authenticate',
    });
    expect(
      JSON.parse(window.sessionStorage.getItem('@store/payment/pay_3ds') ?? '{}'),
    ).toMatchObject({ token: 'tok_3ds', checkoutId: 'chk_1', platform: 'stripe' });
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('a payment that already succeeded is submitted again, never charged again', async () => {
    await renderCard();
    const created = () => fake.calls.filter((c) => c[0] === 'createPaymentMethod').length;
    const before = created();
    initiateMock.mockResolvedValue({
      paymentId: 'pay_1',
      paymentToken: 'tok_1',
      state: 'succeeded',
    });
    submitMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toMatchObject({ kind: 'submit-error' });
    submitMock.mockResolvedValue({
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      message: null,
    });
    await expect(cardPay(ctx()).then(inEnglish)).resolves.toEqual({ kind: 'submitted' });
    expect(initiateMock).toHaveBeenCalledTimes(1);
    expect(created() - before).toBe(1);
    expect(submitMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ paymentId: 'pay_1', paymentToken: 'tok_1' }),
    );
  });
});
