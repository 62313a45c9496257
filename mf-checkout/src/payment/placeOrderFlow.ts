import {
  initiatePayment,
  isApiError,
  submitCheckout,
  type Checkout,
  type PaymentMethod,
} from '@store/shared';
import { toCardMessage } from './cardMessages';
import { paymentPlatform } from './paymentPlatform';
import type { CardDetails, PaymentProvider } from './PaymentProvider';

export type PlaceOrderOutcome =
  | { kind: 'card-error'; message: string }
  | { kind: 'submit-error'; message: string | null; displayMessage: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'submitted' };

export interface PlaceOrderInput {
  provider: PaymentProvider;
  card: CardDetails;
  checkout: Checkout | null;
  checkoutId: string;
  storeSlug: string;
  storeName: string | null;
  paymentMethod: PaymentMethod;
  returnUrl: string;
}

const STRIPE_ERROR = 'Stripe error';
const GENERIC_SUBMIT_ERROR = 'Error checking out! Please try again.';

/** The first error text of an ApiError (its detail), or the error's message. */
function apiMessage(e: unknown): string {
  if (isApiError(e)) return e.errors[0]?.detail || e.errors[0]?.title || e.message;
  return e instanceof Error ? e.message : String(e);
}

/** SPEC §8: message 'Stripe error' sets stripeError to displayMessage; others set the error. */
export function submitFailure(message: string | null, displayMessage: string) {
  return message === STRIPE_ERROR ? { stripeError: displayMessage } : { error: displayMessage };
}

/**
 * Card path of SPEC §4 step 5: create the payment method with the card provider, initiate and
 * confirm the payment, then submit the checkout. Card errors (ApiError from the payment calls)
 * come back mapped to a SPEC card message; nothing here throws.
 */
export async function placeOrderFlow(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { provider, card, checkout, checkoutId, storeSlug } = input;
  const platform = paymentPlatform(input.paymentMethod);
  const cardError = (e: unknown): PlaceOrderOutcome =>
    isApiError(e)
      ? { kind: 'card-error', message: toCardMessage(apiMessage(e)) }
      : {
          kind: 'submit-error',
          message: null,
          displayMessage: `Error checking out: ${apiMessage(e)}`,
        };

  let paymentMethodId: string;
  try {
    paymentMethodId = (await provider.createPaymentMethod(card)).id;
  } catch (e) {
    return cardError(e);
  }

  let paymentId: string;
  let paymentToken: string;
  try {
    const customer = checkout?.customer ?? null;
    const payment = await initiatePayment({
      // Display only: the server takes the amount from the checkout.
      amount: checkout?.costs?.total?.value ?? 0,
      platform,
      paymentMethod: input.paymentMethod,
      checkoutId,
      paymentMethodId,
      storeSlug,
      customer,
      billingDetails: {
        name: card.name.trim(),
        email: customer?.email,
        phone: customer?.phone,
      },
      lookupNumber: checkout?.orderLookupNumber ?? null,
      storeName: input.storeName,
    });
    if (payment.state === 'failed')
      return { kind: 'card-error', message: toCardMessage(payment.error) };
    if (payment.redirectUrl) return { kind: 'redirect', url: payment.redirectUrl };
    paymentId = payment.paymentId;
    paymentToken = payment.paymentToken;
    const confirmed = await provider.confirm({ paymentToken, paymentMethodId });
    if (!confirmed.ok) return { kind: 'card-error', message: toCardMessage(confirmed.error) };
  } catch (e) {
    return cardError(e);
  }

  try {
    const result = await submitCheckout({
      checkoutId,
      storeSlug,
      paymentToken,
      paymentId,
      platform,
      returnUrl: input.returnUrl,
    });
    if (result?.redirectUrl) return { kind: 'redirect', url: result.redirectUrl };
    if (result?.state === 'failure') {
      return {
        kind: 'submit-error',
        message: result.message,
        displayMessage: result.displayMessage || result.message || GENERIC_SUBMIT_ERROR,
      };
    }
    return { kind: 'submitted' };
  } catch (e) {
    if (isApiError(e)) {
      const first = e.errors[0];
      return {
        kind: 'submit-error',
        message: first?.title ?? first?.code ?? null,
        displayMessage: first?.detail || GENERIC_SUBMIT_ERROR,
      };
    }
    return {
      kind: 'submit-error',
      message: null,
      displayMessage: `Error checking out: ${apiMessage(e)}`,
    };
  }
}
