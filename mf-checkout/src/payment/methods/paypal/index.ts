import { approvalPay } from '../shared/approvalPay';
import { ApprovalView } from '../shared/ApprovalView';
import type { MethodDefinition } from '../types';

export const paypal: MethodDefinition = {
  id: 'paypal',
  label: 'PayPal',
  sandbox: { View: ApprovalView, pay: approvalPay },
  // Live: the API creates the PayPal order and answers PayPal's payer-action URL (redirect flow).
  live: { View: ApprovalView, pay: approvalPay },
};
