import { useIntl } from 'react-intl';
import { Button } from '@store/shared';
import { METHOD_MESSAGES as m } from '../messages';
import type { MethodViewProps } from '../types';

const NAMES: Record<string, string> = { paypal: 'PayPal', afterpay: 'Afterpay' };

/** PayPal / Afterpay in the sandbox: one button that goes to the approval page. */
export function ApprovalView({ method, label, ready, submitting, onPay }: MethodViewProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <p>{t(m.approvalIntro, { provider: NAMES[method] ?? method })}</p>
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
