import { useIntl } from 'react-intl';
import { PAYMENT_REQUEST_BUTTON_HEIGHT_PX } from '@store/shared';
import { useCheckoutTheme } from '../../../ui/styles';
import { METHOD_MESSAGES as m } from '../messages';
import type { MethodViewProps } from '../types';

const NAMES: Record<string, string> = { 'google-pay': 'Google Pay', 'apple-pay': 'Apple Pay' };

/**
 * The sandbox's stand-in for the wallet's payment request button (SPEC §9: 55 px high), labelled
 * as a sandbox so nobody mistakes it for the real sheet.
 */
export function SandboxWalletView({ method, ready, submitting, onPay }: MethodViewProps) {
  const theme = useCheckoutTheme();
  const { formatMessage: t } = useIntl();
  const name = NAMES[method] ?? method;
  return (
    <div>
      <button
        type="button"
        disabled={!ready}
        aria-busy={submitting || undefined}
        onClick={onPay}
        css={{
          display: 'block',
          width: '100%',
          height: PAYMENT_REQUEST_BUTTON_HEIGHT_PX,
          border: 'none',
          borderRadius: theme.buttons.radius,
          background: theme.colors.text,
          color: theme.colors.background,
          fontSize: 16,
          fontWeight: 600,
          cursor: 'pointer',
          '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        }}
      >
        {t(m.sandboxWalletButton, { wallet: name })}
      </button>
      <p css={{ fontSize: 14 }}>{t(m.sandboxWalletNote, { wallet: name })}</p>
    </div>
  );
}
