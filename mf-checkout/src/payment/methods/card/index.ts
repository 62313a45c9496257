import { lazy } from 'react';
import type { MethodDefinition } from '../types';
import { cardPay } from './cardPay';
import { SandboxCardView } from './SandboxCardView';

export const card: MethodDefinition = {
  id: 'card',
  label: 'Card',
  sandbox: { View: SandboxCardView, pay: cardPay },
  // Stripe Elements only load (with js.stripe.com) when this view renders, on the checkout page.
  live: { View: lazy(() => import('./StripeCardView')), pay: cardPay },
};
