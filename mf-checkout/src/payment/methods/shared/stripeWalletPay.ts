import { isApiError, type WalletType } from '@store/shared';
import { toCardMessage } from '../card/cardMessages';
import { PaymentCancelled, type CollectedPaymentMethod, type PaySteps } from '../types';
import { fromSubmitError, fromSubmitResult, intentError, startPayment } from './paySteps';

/**
 * Live Google Pay / Apple Pay (Stripe payment request): the sheet gives a payment method and the
 * payer; the API confirms the payment for the server total, the sheet is closed with the outcome
 * (as Stripe documents: `ev.complete('success' | 'fail')`), then the order is placed with the
 * wallet details.
 */
export const stripeWalletPay: PaySteps = async (ctx) => {
  let pm: CollectedPaymentMethod;
  try {
    if (!ctx.collector) throw new PaymentCancelled();
    pm = await ctx.collector.createPaymentMethod(ctx.api);
  } catch (e) {
    if (e instanceof PaymentCancelled) return { kind: 'cancelled' };
    return intentError(e);
  }
  const wallet = pm.wallet;
  if (!wallet) return { kind: 'cancelled' };
  let paymentId: string;
  let paymentToken: string;
  try {
    const p = await startPayment(ctx, pm.id, wallet.payer.payerName, null);
    if (p.state !== 'succeeded') {
      wallet.complete(false);
      return { kind: 'card-error', message: toCardMessage(p.error) };
    }
    wallet.complete(true);
    paymentId = p.paymentId;
    paymentToken = p.paymentToken;
  } catch (e) {
    wallet.complete(false);
    return isApiError(e) && e.status === 402
      ? { kind: 'card-error', message: toCardMessage(e.errors[0]?.detail) }
      : intentError(e);
  }
  try {
    return fromSubmitResult(
      await ctx.api.placeWalletOrder({
        checkoutId: ctx.checkoutId,
        storeSlug: ctx.storeSlug,
        paymentId,
        paymentToken,
        walletType: ctx.method as WalletType,
        ...wallet.payer,
      }),
    );
  } catch (e) {
    return fromSubmitError(e);
  }
};
