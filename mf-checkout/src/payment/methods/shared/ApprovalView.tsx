import { Button } from '@store/shared';
import type { MethodViewProps } from '../types';

const NAMES: Record<string, string> = { paypal: 'PayPal', afterpay: 'Afterpay' };

/** PayPal / Afterpay in the sandbox: one button that goes to the approval page. */
export function ApprovalView({ method, label, ready, submitting, onPay }: MethodViewProps) {
  return (
    <div>
      <p>
        You will approve the payment with {NAMES[method] ?? method} and come back here to finish
        your order.
      </p>
      <Button
        type="button"
        block
        disabled={!ready}
        aria-busy={submitting || undefined}
        onClick={onPay}
      >
        {label}
      </Button>
    </div>
  );
}
