import { useTheme } from '@emotion/react';
import { PAYMENT_REQUEST_BUTTON_HEIGHT_PX } from '@store/shared';
import type { MethodViewProps } from '../types';

const NAMES: Record<string, string> = { 'google-pay': 'Google Pay', 'apple-pay': 'Apple Pay' };

/**
 * The sandbox's stand-in for the wallet's payment request button (SPEC §9: 55 px high), labelled
 * as a sandbox so nobody mistakes it for the real sheet.
 */
export function SandboxWalletView({ method, ready, submitting, onPay }: MethodViewProps) {
  const theme = useTheme();
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
          borderRadius: theme.buttons?.radius,
          background: theme.colors?.text,
          color: theme.colors?.background,
          fontSize: 16,
          fontWeight: 600,
          cursor: 'pointer',
          '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        }}
      >
        Pay with {name} (sandbox)
      </button>
      <p css={{ fontSize: 14 }}>Sandbox wallet: approves at once, no real {name} sheet.</p>
    </div>
  );
}
