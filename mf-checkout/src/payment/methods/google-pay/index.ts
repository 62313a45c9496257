import { SandboxWalletView } from '../shared/SandboxWalletView';
import { sandboxWalletPay } from '../shared/walletPay';
import type { MethodDefinition } from '../types';

export const googlePay: MethodDefinition = {
  id: 'google-pay',
  label: 'Google Pay',
  sandbox: { View: SandboxWalletView, pay: sandboxWalletPay },
};
