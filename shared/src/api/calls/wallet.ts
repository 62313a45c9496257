import type { PaymentStarted } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';

/** placeWalletOrder (the wallet place-order call) is in ./support. */
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
