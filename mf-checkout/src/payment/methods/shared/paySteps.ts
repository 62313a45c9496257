import {
  isApiError,
  type InitiatePaymentBody,
  type PaymentStarted,
  type SubmitResult,
} from '@store/shared';
import { CHECKOUT_MESSAGES } from '../../../checkout/messages';
import { ours, type StateMessage } from '../../../i18n/stateMessage';
import { PAYMENT_MESSAGES } from '../../messages';
import { paymentPlatform } from '../../paymentPlatform';
import { markPayment, savePayment } from '../../paymentTokens';
import { providerMessage } from './providerMessage';
import type { PayContext, PayOutcome } from '../types';

const STRIPE_ERROR = 'Stripe error';
const genericSubmitError = () => ours(PAYMENT_MESSAGES.genericSubmitError);

/** The first error text of an ApiError (its detail), or the error's message. */
export function apiMessage(e: unknown): string {
  if (isApiError(e)) return e.errors[0]?.detail || e.errors[0]?.title || e.message;
  return e instanceof Error ? e.message : String(e);
}

/** SPEC §8: message 'Stripe error' sets stripeError to displayMessage; others set the error. */
export function submitFailure(message: string | null, displayMessage: StateMessage) {
  return message === STRIPE_ERROR ? { stripeError: displayMessage } : { error: displayMessage };
}

/** SPEC §8 'Error when getting payment intent: ...' for a payment call that failed not as a decline. */
export function intentError(e: unknown): PayOutcome {
  return {
    kind: 'submit-error',
    message: null,
    displayMessage: ours(PAYMENT_MESSAGES.intentError, { detail: apiMessage(e) }),
  };
}

function body(ctx: PayContext, paymentMethodId: string | null, billingName: string) {
  const customer = ctx.checkout.customer;
  const b: InitiatePaymentBody = {
    // Display only: the server takes the amount from the checkout.
    amount: ctx.checkout.costs.total.value,
    platform: paymentPlatform(ctx.method),
    paymentMethod: ctx.method,
    checkoutId: ctx.checkoutId,
    paymentMethodId,
    storeSlug: ctx.storeSlug,
    customer,
    billingDetails: { name: billingName, email: customer?.email, phone: customer?.phone },
    lookupNumber: ctx.checkout.orderLookupNumber ?? null,
    storeName: ctx.storeName,
  };
  return b;
}

/**
 * initiatePayment, or updatePayment when this tab's last payment of the checkout failed (SPEC §7:
 * initiate only when no payment id exists yet; PayPal always initiates). The token is kept for the
 * submit, also across a redirect.
 */
export async function startPayment(
  ctx: PayContext,
  paymentMethodId: string | null,
  billingName: string,
  retry: { paymentId: string; token: string } | null,
): Promise<PaymentStarted> {
  const b = body(ctx, paymentMethodId, billingName);
  const p =
    retry && b.platform !== 'paypal'
      ? await ctx.api.updatePayment({ ...b, id: retry.paymentId, paymentToken: retry.token })
      : await ctx.api.initiatePayment(b);
  savePayment(p.paymentId, {
    token: p.paymentToken,
    checkoutId: ctx.checkoutId,
    platform: b.platform,
    method: ctx.method,
    state: p.state,
  });
  return p;
}

export function fromSubmitResult(result: SubmitResult | null): PayOutcome {
  if (result?.redirectUrl) return { kind: 'redirect', url: result.redirectUrl };
  if (result?.state === 'failure') {
    const shown = result.displayMessage || result.message;
    return {
      kind: 'submit-error',
      message: result.message,
      displayMessage: shown ? providerMessage(shown) : genericSubmitError(),
    };
  }
  return { kind: 'submitted' };
}

export function fromSubmitError(e: unknown): PayOutcome {
  if (isApiError(e)) {
    const first = e.errors[0];
    return {
      kind: 'submit-error',
      message: first?.title ?? first?.code ?? null,
      displayMessage: first?.detail ? providerMessage(first.detail) : genericSubmitError(),
    };
  }
  return {
    kind: 'submit-error',
    message: null,
    displayMessage: ours(CHECKOUT_MESSAGES.errorCheckingOut, { detail: apiMessage(e) }),
  };
}

/** POST /v1/checkout/submit with the payment id and its token. */
export async function submitPaid(
  args: Pick<PayContext, 'api' | 'checkoutId' | 'storeSlug' | 'returnUrl'> & {
    paymentId: string;
    paymentToken: string;
    platform: 'stripe' | 'paypal';
  },
): Promise<PayOutcome> {
  try {
    const out = fromSubmitResult(
      await args.api.submitCheckout({
        checkoutId: args.checkoutId,
        storeSlug: args.storeSlug,
        paymentToken: args.paymentToken,
        paymentId: args.paymentId,
        platform: args.platform,
        returnUrl: args.returnUrl,
      }),
    );
    // The server refused this payment for the order (refunded, declined): the next try pays anew.
    // A thrown submit (network) keeps it 'succeeded' so the retry submits instead of charging.
    if (out.kind === 'submit-error') markPayment(args.paymentId, 'submit-failed');
    return out;
  } catch (e) {
    return fromSubmitError(e);
  }
}
