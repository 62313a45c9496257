import type { PaymentStarted, SubmitResult } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';

export type WalletType = 'google-pay' | 'apple-pay';

/**
 * POST {payments}/v1/sandbox/wallet (path chosen by us): the sandbox stand-in for the wallet sheet;
 * approves a pending wallet payment at once.
 */
export function approveSandboxWallet(body: {
  checkoutId: string;
  paymentId: string;
  paymentToken: string;
  walletType: WalletType;
  payerName: string;
  payerEmail: string;
}): Promise<PaymentStarted> {
  return fetchJson('Sandbox wallet', `${getRuntimeConfig().hosts.payments}/v1/sandbox/wallet`, {
    method: 'POST',
    body,
    retries: 0,
  });
}

export interface WalletOrderBody {
  checkoutId: string;
  storeSlug: string;
  paymentId: string;
  paymentToken: string;
  walletType: WalletType;
  payerName: string;
  payerEmail: string;
  payerPhone?: string;
  deliveryOption?: string;
}

/** POST {checkout}/v1/checkout/wallet — place order with wallet details (path chosen by us). */
export function placeWalletOrder(body: WalletOrderBody): Promise<SubmitResult> {
  return fetchJson(
    'Place wallet order',
    `${getRuntimeConfig().hosts.checkout}/v1/checkout/wallet`,
    {
      method: 'POST',
      body,
      retries: 0,
    },
  );
}
