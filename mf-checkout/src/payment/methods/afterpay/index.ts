import { lazy } from 'react';
import { approvalPay } from '../shared/approvalPay';
import { ApprovalView } from '../shared/ApprovalView';
import type { MethodDefinition } from '../types';

// Live: the API confirms an afterpay_clearpay PaymentIntent and answers Stripe's redirect URL, so
// the same pay steps work in both modes; only the view adds Stripe's Afterpay message.
export const afterpay: MethodDefinition = {
  id: 'afterpay',
  label: 'Afterpay',
  sandbox: { View: ApprovalView, pay: approvalPay },
  live: { View: lazy(() => import('./AfterpayLiveView')), pay: approvalPay },
  // SPEC §5: Afterpay is offered only when the store's region is usa; the US service pays in
  // US dollars, so a checkout the shopper priced in another currency does not offer it.
  offered: (ctx) =>
    (ctx.storeRegion ?? '').toLowerCase() === 'usa' && (ctx.currency ?? 'USD') === 'USD',
};
