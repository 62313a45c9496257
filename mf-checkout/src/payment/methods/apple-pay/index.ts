import { SandboxWalletView } from '../shared/SandboxWalletView';
import { sandboxWalletPay } from '../shared/walletPay';
import type { MethodDefinition } from '../types';

export const applePay: MethodDefinition = {
  id: 'apple-pay',
  label: 'Apple Pay',
  sandbox: { View: SandboxWalletView, pay: sandboxWalletPay },
};
