import { approvalPay } from '../shared/approvalPay';
import { ApprovalView } from '../shared/ApprovalView';
import type { MethodDefinition } from '../types';

// Live: the API confirms an afterpay_clearpay PaymentIntent and answers Stripe's redirect URL, so
// the same steps work in both modes.
const impl = { View: ApprovalView, pay: approvalPay };

export const afterpay: MethodDefinition = {
  id: 'afterpay',
  label: 'Afterpay',
  sandbox: impl,
  live: impl,
  // SPEC §5: Afterpay is offered only when the store's region is usa.
  offered: (ctx) => (ctx.storeRegion ?? '').toLowerCase() === 'usa',
};
