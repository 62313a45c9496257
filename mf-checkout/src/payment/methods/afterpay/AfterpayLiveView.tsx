import { Elements, PaymentMethodMessagingElement } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { useRemoteDeps, useRemoteSelector } from '../../../store/hooks';
import { ApprovalView } from '../shared/ApprovalView';
import { getStripe } from '../shared/stripeLoader';
import type { MethodViewProps } from '../types';

/**
 * Live Afterpay (SPEC §7 "an Afterpay message element"): Stripe's messaging element states the
 * instalments for the server's total above the same approval button the sandbox uses; paying
 * redirects to Afterpay through the Stripe PaymentIntent the API confirms.
 */
export default function AfterpayLiveView(props: MethodViewProps) {
  const key = useRemoteDeps().config().payments.stripePublishableKey ?? '';
  const stripe = useMemo(() => getStripe(key), [key]);
  const total = useRemoteSelector((s) => s.checkout.checkout?.costs.total.value ?? 0);
  // Stripe wants the smallest currency unit; Afterpay here is US-only (SPEC §5), so cents.
  const amount = Math.round(total * 100);
  return (
    <Elements stripe={stripe}>
      {amount > 0 ? (
        <div css={{ marginBottom: 12 }}>
          <PaymentMethodMessagingElement
            options={{ amount, currency: 'USD', paymentMethodTypes: ['afterpay_clearpay'] }}
          />
        </div>
      ) : null}
      <ApprovalView {...props} />
    </Elements>
  );
}
