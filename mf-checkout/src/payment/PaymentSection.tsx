import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@store/shared';
import { alertCss } from '../ui/styles';
import { useStateMessage } from '../i18n/stateMessage';
import { useRemoteDeps, useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { isReadyToPay } from './methods/shared/readyToPay';
import { effectiveMethod, methodContext, methodImpl, shownMethods } from './methods/registry';
import { MethodChoice } from './MethodChoice';
import { PAYMENT_MESSAGES as m, placeOrderMessage } from './messages';
import { paymentActions } from './paymentSlice';
import { TermsAndOptIn } from './TermsAndOptIn';

export function PaymentSection({ previewMode }: { previewMode: boolean }) {
  const { formatMessage: t } = useIntl();
  const said = useStateMessage();
  const dispatch = useRemoteDispatch();
  const s = useRemoteSelector((st) => st.checkout);
  const address = useRemoteSelector((st) => st.address);
  const delivery = useRemoteSelector((st) => st.delivery);
  const hasDeliveryOptions = delivery.options.length > 0;
  const p = useRemoteSelector((st) => st.payment);
  const config = useRemoteDeps().config();
  const ctx = methodContext(
    config.payments,
    config.flags,
    s.store?.region,
    s.checkout?.costs.total.currency,
  );
  const methods = shownMethods(ctx);
  const method = effectiveMethod(p.method, methods);
  const impl = method ? methodImpl(method, ctx.mode) : null;

  const ready = isReadyToPay({
    addressEntered: address.status === 'saved' && Boolean(s.checkout?.customer),
    hasDeliveryOptions,
    previewMode,
    submitting: p.submitting,
    totalZero: s.checkout?.costs.total.value === 0,
    loading: s.status === 'loading' || delivery.loading || Boolean(delivery.pendingOptionId),
  });
  const paymentMessage = p.cardError ?? p.stripeError;
  const checkoutError = p.error ?? address.error;

  if (p.afterpayFailure) {
    return (
      <div role="alert" css={alertCss}>
        <strong css={{ display: 'block' }}>{said(p.afterpayFailure)}</strong>
        <span>{t(m.afterpayRedirecting)}</span>
      </div>
    );
  }

  return (
    <div>
      <MethodChoice methods={methods} chosen={method} disabled={p.submitting} />

      {paymentMessage ? (
        <div role="alert" css={alertCss}>
          <strong css={{ display: 'block' }}>{t(m.notAuthorized)}</strong>
          <span>{said(paymentMessage)}</span>
        </div>
      ) : null}
      {checkoutError ? (
        <div role="alert" css={alertCss}>
          {said(checkoutError)}
        </div>
      ) : null}

      <TermsAndOptIn />

      {method && impl ? (
        <Suspense fallback={<Spinner label={t(m.loading)} />}>
          <impl.View
            key={method}
            method={method}
            label={t(placeOrderMessage(method))}
            ready={ready}
            submitting={p.submitting}
            onPay={() => dispatch(paymentActions.placeOrder({ method }))}
          />
        </Suspense>
      ) : (
        <p>{t(m.noMethod)}</p>
      )}
      {previewMode ? <p>{t(m.previewDisabled)}</p> : null}
    </div>
  );
}
