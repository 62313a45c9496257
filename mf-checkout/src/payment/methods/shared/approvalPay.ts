import { isApiError } from '@store/shared';
import { ours } from '../../../i18n/stateMessage';
import { PAYMENT_MESSAGES } from '../../messages';
import { providerMessage } from './providerMessage';
import { intentError, startPayment } from './paySteps';
import type { PayContext, PayOutcome } from '../types';

/**
 * PayPal and Afterpay by approval page: start the payment without a payment method; the provider
 * (or the sandbox approval page) takes the shopper away and `/checkout/{id}?paymentId&paymentState`
 * brings them back, where the payment epic submits with the token kept for that payment id.
 */
export async function approvalPay(ctx: PayContext): Promise<PayOutcome> {
  const name = [ctx.checkout.customer?.firstName, ctx.checkout.customer?.lastName]
    .filter(Boolean)
    .join(' ');
  try {
    const p = await startPayment(ctx, null, name, null);
    if (p.state === 'failed' || !p.redirectUrl) return declined(ctx, p.error);
    return { kind: 'redirect', url: p.redirectUrl };
  } catch (e) {
    if (isApiError(e) && e.status === 402) return declined(ctx, e.errors[0]?.detail);
    return intentError(e);
  }
}

function declined(ctx: PayContext, error: string | null | undefined): PayOutcome {
  if (ctx.method === 'afterpay')
    return { kind: 'afterpay-declined', message: ours(PAYMENT_MESSAGES.afterpayError) };
  return {
    kind: 'card-error',
    message: error ? providerMessage(error) : ours(PAYMENT_MESSAGES.paypalError),
  };
}
