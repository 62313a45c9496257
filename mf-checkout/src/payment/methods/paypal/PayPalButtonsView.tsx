import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type PayPalButtonsComponentProps,
} from '@paypal/react-paypal-js';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useShopperLocale } from '@store/shared';
import { paypalLocale } from '../shared/providerLocale';
import { useCollector } from '../../../store/collector';
import { useRemoteDeps, useRemoteSelector } from '../../../store/hooks';
import { METHOD_MESSAGES as m } from '../messages';
import { PaymentCancelled, type MethodViewProps, type PaymentCollector } from '../types';

/** SPEC §9: the payment buttons are 55 px tall. PayPal's own button follows its style options. */
const BUTTON_STYLE = { layout: 'vertical', shape: 'rect', label: 'paypal', height: 55 } as const;

export { PAYPAL_LOAD_ERROR } from '../messages';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** One click on PayPal's button: the order id it waits for, and the buyer's answer. */
interface Attempt {
  order: Deferred<string>;
  approval: Deferred<void>;
}

function ScriptState() {
  const { formatMessage: t } = useIntl();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <p role="alert">{t(m.paypalLoadError)}</p>;
  if (isPending) return <p role="status">{t(m.paypalLoading)}</p>;
  return null;
}

/**
 * Live PayPal: the JS SDK's buttons (loaded only here, on the checkout page). Their callbacks
 * meet the pay steps through the collector: `createOrder` starts a placeOrder and waits for the
 * order the steps create; `onApprove` / `onCancel` / `onError` settle the steps' approval.
 */
export default function PayPalButtonsView({ ready, submitting, onPay }: MethodViewProps) {
  const { formatMessage: t } = useIntl();
  const clientId = useRemoteDeps().config().payments.paypalClientId ?? '';
  // PayPal's SDK must load in the currency the server priced the checkout in.
  const currency = useRemoteSelector((s) => s.checkout.checkout?.costs.total.currency ?? 'USD');
  const locale = useShopperLocale();
  const attempt = useRef<Attempt | null>(null);
  const readyRef = useRef(ready);
  readyRef.current = ready;

  const collector = useMemo<PaymentCollector>(
    () => ({
      createPaymentMethod: () => Promise.reject(new Error('PayPal pays through its own buttons.')),
      async approveOrder(create) {
        const a = attempt.current;
        if (!a) throw new Error('PayPal is not waiting for an order.');
        try {
          a.order.resolve(await create());
        } catch (e) {
          a.order.reject(e);
          throw e;
        }
        return a.approval.promise;
      },
    }),
    [],
  );
  useCollector(collector);

  const callbacks = useMemo<PayPalButtonsComponentProps>(
    () => ({
      // Not ready (no address yet, preview, a payment in flight): PayPal's window does not open.
      onClick: (_data, actions) => (readyRef.current ? actions.resolve() : actions.reject()),
      createOrder: () => {
        const a: Attempt = { order: deferred<string>(), approval: deferred<void>() };
        // The steps may already have ended (order refused) when the SDK reports it as an error.
        a.approval.promise.catch(() => undefined);
        attempt.current = a;
        onPay();
        return a.order.promise;
      },
      onApprove: async () => attempt.current?.approval.resolve(),
      onCancel: () => attempt.current?.approval.reject(new PaymentCancelled()),
      onError: (err) =>
        attempt.current?.approval.reject(err instanceof Error ? err : new Error(String(err))),
    }),
    [onPay],
  );

  return (
    <PayPalScriptProvider
      options={{
        clientId,
        currency,
        intent: 'capture',
        components: 'buttons',
        locale: paypalLocale(locale),
      }}
    >
      <div aria-busy={submitting || undefined}>
        <p>{t(m.paypalIntro)}</p>
        <ScriptState />
        <PayPalButtons
          {...callbacks}
          fundingSource="paypal"
          style={BUTTON_STYLE}
          disabled={!ready}
        />
        {submitting ? <p role="status">{t(m.paypalConfirming)}</p> : null}
      </div>
    </PayPalScriptProvider>
  );
}
