import { isApiError } from '@store/shared';
import { paymentPlatform } from '../../paymentPlatform';
import { lastPayment, markPayment } from '../../paymentTokens';
import { intentError, startPayment, submitPaid } from '../shared/paySteps';
import type { PayContext, PayOutcome, PaySteps } from '../types';
import { toCardMessage } from './cardMessages';

const cardError = (e: unknown): PayOutcome =>
  isApiError(e) && e.status === 402
    ? { kind: 'card-error', message: toCardMessage(e.errors[0]?.detail) }
    : intentError(e);

/**
 * SPEC §4 step 5 for card (sandbox test numbers or Stripe Elements, whichever collector the view
 * registered): create the payment method with the card provider, confirm the payment, then submit.
 * A payment that already succeeded for this checkout (submit failed after it) is submitted again,
 * never charged again.
 */
export const cardPay: PaySteps = async (ctx) => {
  const platform = paymentPlatform(ctx.method);
  const last = lastPayment(ctx.checkoutId);
  if (last?.state === 'succeeded' && last.method === ctx.method) {
    return submitPaid({ ...ctx, paymentId: last.paymentId, paymentToken: last.token, platform });
  }
  if (!ctx.collector) return { kind: 'card-error', message: toCardMessage(null) };

  let pm: { id: string; billingName: string };
  try {
    pm = await ctx.collector.createPaymentMethod(ctx.api);
  } catch (e) {
    return isApiError(e) || e instanceof CardInputError
      ? { kind: 'card-error', message: toCardMessage(apiOrInput(e)) }
      : intentError(e);
  }

  try {
    const retry =
      last?.state === 'failed' ? { paymentId: last.paymentId, token: last.token } : null;
    const p = await startPayment(ctx, pm.id, pm.billingName, retry);
    if (p.state === 'failed') return { kind: 'card-error', message: toCardMessage(p.error) };
    // 3-D Secure (live): Stripe.js runs the challenge in the page; without it (no client secret),
    // the provider's page, then /v1/return brings the shopper back here.
    if (p.state === 'requires_action' && p.clientSecret && ctx.collector.handleNextAction) {
      return await afterChallenge(ctx, p.paymentId, p.paymentToken, p.clientSecret, platform);
    }
    if (p.redirectUrl) return { kind: 'redirect', url: p.redirectUrl };
    return submitPaid({ ...ctx, paymentId: p.paymentId, paymentToken: p.paymentToken, platform });
  } catch (e) {
    return cardError(e);
  }
};

/**
 * The challenge is done (or refused) in the page; the API asks the provider for the outcome (a
 * status read refreshes a waiting payment), and only a succeeded payment is submitted.
 */
async function afterChallenge(
  ctx: PayContext,
  paymentId: string,
  paymentToken: string,
  clientSecret: string,
  platform: 'stripe' | 'paypal',
): Promise<PayOutcome> {
  const { error } = await ctx.collector!.handleNextAction!(clientSecret);
  const after = await ctx.api.getPayment(paymentId, ctx.checkoutId);
  markPayment(paymentId, after.state);
  if (after.state === 'succeeded') {
    return submitPaid({ ...ctx, paymentId, paymentToken, platform });
  }
  return { kind: 'card-error', message: toCardMessage(after.error ?? error) };
}

/** A card the provider's own client refused (Stripe.js `error.message`), before any API call. */
export class CardInputError extends Error {
  override name = 'CardInputError';
}

function apiOrInput(e: unknown): string | undefined {
  if (isApiError(e)) return e.errors[0]?.detail;
  return e instanceof Error ? e.message : undefined;
}
