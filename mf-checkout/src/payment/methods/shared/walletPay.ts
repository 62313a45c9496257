import type { WalletType } from '@store/shared';
import { ours } from '../../../i18n/stateMessage';
import { PAYMENT_MESSAGES } from '../../messages';
import { providerMessage } from './providerMessage';
import { fromSubmitError, fromSubmitResult, intentError, startPayment } from './paySteps';
import type { PayContext, PayOutcome } from '../types';

export interface WalletPayer {
  payerName: string;
  payerEmail: string;
  payerPhone?: string;
}

/** The sandbox wallet "sheet": the payer is the checkout's customer. */
export function sandboxPayer(ctx: PayContext): WalletPayer {
  const c = ctx.checkout.customer;
  return {
    payerName: [c?.firstName, c?.lastName].filter(Boolean).join(' '),
    payerEmail: c?.email ?? '',
  };
}

/**
 * Google Pay / Apple Pay in the sandbox: start the wallet payment, let the sandbox wallet approve
 * it, then place the order with the wallet details (the server sets the customer and submits).
 */
export async function sandboxWalletPay(ctx: PayContext): Promise<PayOutcome> {
  const walletType = ctx.method as WalletType;
  const payer = sandboxPayer(ctx);
  let paymentId: string;
  let paymentToken: string;
  try {
    const p = await startPayment(ctx, null, payer.payerName, null);
    paymentId = p.paymentId;
    paymentToken = p.paymentToken;
    const approved = await ctx.api.approveSandboxWallet({
      checkoutId: ctx.checkoutId,
      paymentId,
      paymentToken,
      walletType,
      ...payer,
    });
    if (approved.state !== 'succeeded')
      return {
        kind: 'card-error',
        message: approved.error
          ? providerMessage(approved.error)
          : ours(PAYMENT_MESSAGES.walletError),
      };
  } catch (e) {
    return intentError(e);
  }
  try {
    return fromSubmitResult(
      await ctx.api.placeWalletOrder({
        checkoutId: ctx.checkoutId,
        storeSlug: ctx.storeSlug,
        paymentId,
        paymentToken,
        walletType,
        ...payer,
      }),
    );
  } catch (e) {
    return fromSubmitError(e);
  }
}
