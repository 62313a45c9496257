import { lazy } from 'react';
import { SandboxWalletView } from '../shared/SandboxWalletView';
import { stripeWalletPay } from '../shared/stripeWalletPay';
import { sandboxWalletPay } from '../shared/walletPay';
import type { MethodDefinition } from '../types';

export const applePay: MethodDefinition = {
  id: 'apple-pay',
  label: 'Apple Pay',
  sandbox: { View: SandboxWalletView, pay: sandboxWalletPay },
  // Stripe payment request; the chunk (and Stripe.js) loads only when the view renders.
  live: { View: lazy(() => import('../shared/StripeWalletView')), pay: stripeWalletPay },
};
