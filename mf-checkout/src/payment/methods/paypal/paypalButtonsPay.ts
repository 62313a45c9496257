import { isApiError, type PaymentStarted } from '@store/shared';
import { lastPayment, markPayment } from '../../paymentTokens';
import { ours } from '../../../i18n/stateMessage';
import { PAYMENT_MESSAGES } from '../../messages';
import { providerMessage } from '../shared/providerMessage';
import { intentError, startPayment, submitPaid } from '../shared/paySteps';
import { PaymentCancelled, type PayContext, type PayOutcome, type PaySteps } from '../types';

const refused = (message?: string | null): PayOutcome => ({
  kind: 'card-error',
  message: message ? providerMessage(message) : ours(PAYMENT_MESSAGES.paypalError),
});

/** PayPal would not open an order for this payment: the buttons get it as createOrder's error. */
class OrderRefused extends Error {
  override name = 'OrderRefused';
}

const payerName = (ctx: PayContext) =>
  [ctx.checkout.customer?.firstName, ctx.checkout.customer?.lastName].filter(Boolean).join(' ');

/**
 * Live PayPal through its JS SDK buttons (SPEC §4: PayPal creates the payment first and finishes
 * on approval). `createOrder` → initiatePayment, whose PayPal order the buyer approves in PayPal's
 * window; `onApprove` → a status read, where the API captures the approved order; then submit.
 * Cancel or any failure reads 'There was an issue authorizing with PayPal' (SPEC §8).
 */
export const paypalButtonsPay: PaySteps = async (ctx) => {
  const approve = ctx.collector?.approveOrder;
  if (!approve) return refused();

  const last = lastPayment(ctx.checkoutId);
  if (last?.state === 'succeeded' && last.method === 'paypal') {
    // Captured before, but the submit failed: submit that capture again, never open a second order.
    approve(() => Promise.reject(new PaymentCancelled())).catch(() => undefined);
    return submitPaid({
      ...ctx,
      paymentId: last.paymentId,
      paymentToken: last.token,
      platform: 'paypal',
    });
  }

  const held: { payment: PaymentStarted | null } = { payment: null };
  try {
    await approve(async () => {
      const p = await startPayment(ctx, null, payerName(ctx), null);
      held.payment = p;
      if (p.state === 'failed' || !p.providerOrderId) throw new OrderRefused(p.error ?? '');
      return p.providerOrderId;
    });
  } catch (e) {
    if (e instanceof OrderRefused) return refused(e.message);
    if (!held.payment && !(e instanceof PaymentCancelled)) {
      return isApiError(e) && e.status === 402 ? refused(e.errors[0]?.detail) : intentError(e);
    }
    return refused();
  }

  const payment = held.payment;
  if (!payment) return refused();
  try {
    const after = await ctx.api.getPayment(payment.paymentId, ctx.checkoutId);
    markPayment(payment.paymentId, after.state);
    if (after.state !== 'succeeded') return refused(after.error);
  } catch (e) {
    return intentError(e);
  }
  return submitPaid({
    ...ctx,
    paymentId: payment.paymentId,
    paymentToken: payment.paymentToken,
    platform: 'paypal',
  });
};
