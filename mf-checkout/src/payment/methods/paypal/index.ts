import { lazy } from 'react';
import { approvalPay } from '../shared/approvalPay';
import { ApprovalView } from '../shared/ApprovalView';
import type { MethodDefinition } from '../types';
import { paypalButtonsPay } from './paypalButtonsPay';

export const paypal: MethodDefinition = {
  id: 'paypal',
  label: 'PayPal',
  sandbox: { View: ApprovalView, pay: approvalPay },
  // Live: PayPal's JS SDK buttons; the chunk (and PayPal's script) loads only when the view renders.
  live: { View: lazy(() => import('./PayPalButtonsView')), pay: paypalButtonsPay },
};
