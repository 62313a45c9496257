import type { PaymentRequest, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import {
  PAYMENT_REQUEST_BUTTON_HEIGHT_PX,
  WALLET_FALLBACK_TOTAL,
  WALLET_TOTAL_LABEL,
} from '@store/shared';
import { useCheckoutTheme } from '../../../ui/styles';
import { useRemoteDeps, useRemoteSelector } from '../../../store/hooks';
import { useCollector } from '../../../store/collector';
import { PaymentCancelled, type CollectedPaymentMethod, type MethodViewProps } from '../types';
import { METHOD_MESSAGES as m } from '../messages';
import { getStripe } from './stripeLoader';

const NAMES: Record<string, string> = { 'google-pay': 'Google Pay', 'apple-pay': 'Apple Pay' };

type Pending = {
  resolve: (pm: CollectedPaymentMethod) => void;
  reject: (e: Error) => void;
};

/**
 * The Stripe payment request for a wallet, made once per method and currency (later amounts are
 * sent to it as they change), and whether the browser offers that wallet; its `paymentmethod`
 * and `cancel` events settle the pay steps' pending request.
 */
function usePaymentRequest(
  method: string,
  currency: string,
  amount: number,
  pending: MutableRefObject<Pending | null>,
): { request: PaymentRequest | null; available: boolean | null } {
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const [available, setAvailable] = useState<boolean | null>(null);
  // The request is made once per method and currency, with the amount of that render; later
  // amounts are sent by the update below.
  const key = useRemoteDeps().config().payments.stripePublishableKey ?? '';
  const amountRef = useRef(amount);
  amountRef.current = amount;

  useEffect(() => {
    let live = true;
    void getStripe(key).then(async (stripe) => {
      if (!stripe || !live) return;
      const pr = stripe.paymentRequest({
        country: 'US',
        currency,
        total: { label: WALLET_TOTAL_LABEL, amount: amountRef.current },
        requestPayerName: true,
        requestPayerEmail: true,
      });
      pr.on('paymentmethod', (ev: PaymentRequestPaymentMethodEvent) => {
        pending.current?.resolve({
          id: ev.paymentMethod.id,
          billingName: ev.payerName ?? '',
          wallet: {
            payer: {
              payerName: ev.payerName ?? '',
              payerEmail: ev.payerEmail ?? '',
              ...(ev.payerPhone ? { payerPhone: ev.payerPhone } : {}),
            },
            complete: (ok) => ev.complete(ok ? 'success' : 'fail'),
          },
        });
        pending.current = null;
      });
      pr.on('cancel', () => {
        pending.current?.reject(new PaymentCancelled());
        pending.current = null;
      });
      const can = await pr.canMakePayment();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the cleanup below sets `live` to false while canMakePayment() is awaited; TS keeps the narrowing from the check above
      if (!live) return;
      setRequest(pr);
      setAvailable(Boolean(method === 'apple-pay' ? can?.applePay : can?.googlePay));
    });
    return () => {
      live = false;
    };
  }, [key, method, currency, pending]);

  useEffect(() => {
    request?.update({ total: { label: WALLET_TOTAL_LABEL, amount } });
  }, [request, amount]);
  return { request, available };
}

/**
 * Live wallet button: a Stripe payment request (SPEC §7: country US, payer name and email; §9:
 * label 'Total cost', fallback total 1, 55 px). The sheet opens on the click (a user gesture, as
 * browsers require); its `paymentmethod` event answers the pay steps' collector.
 */
export default function StripeWalletView({ method, ready, submitting, onPay }: MethodViewProps) {
  const theme = useCheckoutTheme();
  const { formatMessage: t } = useIntl();
  const total = useRemoteSelector((s) => s.checkout.checkout?.costs.total.value);
  // The server's currency for this checkout; Stripe wants it lower-case (SPEC default USD).
  const currency = useRemoteSelector(
    (s) => s.checkout.checkout?.costs.total.currency ?? 'USD',
  ).toLowerCase();
  const pending = useRef<Pending | null>(null);
  const name = NAMES[method] ?? method;
  const amount = total ? Math.round(total * 100) : WALLET_FALLBACK_TOTAL;
  const { request, available } = usePaymentRequest(method, currency, amount, pending);

  const collector = useMemo(
    () => ({
      createPaymentMethod: () =>
        new Promise<CollectedPaymentMethod>((resolve, reject) => {
          pending.current = { resolve, reject };
        }),
    }),
    [],
  );
  useCollector(collector);

  if (available === false) return <p>{t(m.walletUnavailable, { wallet: name })}</p>;
  return (
    <button
      type="button"
      disabled={!ready || !request}
      aria-busy={submitting || undefined}
      onClick={() => {
        request?.show();
        onPay();
      }}
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
      {t(m.payWith, { wallet: name })}
    </button>
  );
}
