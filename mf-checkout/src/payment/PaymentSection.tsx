import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { Spinner, type PaymentMethod } from '@store/shared';
import { checkoutActions } from '../store/checkoutSlice';
import { alertCss } from '../ui/styles';
import { useStateMessage } from '../i18n/stateMessage';
import { useRemoteDeps, useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { isReadyToPay } from './methods/shared/readyToPay';
import {
  effectiveMethod,
  methodContext,
  methodDefinition,
  methodImpl,
  shownMethods,
} from './methods/registry';
import { PAYMENT_MESSAGES as m, placeOrderMessage } from './messages';
import { paymentActions } from './paymentSlice';

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
  // Card is a word; the other methods are brand names.
  const methodLabel = (id: PaymentMethod) =>
    id === 'card' ? t(m.methodCard) : (methodDefinition(id)?.label ?? id);
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
      {methods.length > 1 ? (
        <fieldset
          css={{
            border: 0,
            padding: 0,
            margin: '0 0 12px',
            display: 'flex',
            gap: 16,
            flexWrap: 'wrap',
          }}
        >
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t(m.methodLegend)}</legend>
          {methods.map((id) => (
            <label key={id} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="radio"
                name="paymentMethod"
                value={id}
                checked={method === id}
                disabled={p.submitting}
                onChange={() => dispatch(paymentActions.paymentMethodChosen(id))}
              />
              {methodLabel(id)}
            </label>
          ))}
        </fieldset>
      ) : null}

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

      <div css={{ margin: '12px 0', fontSize: 14 }}>
        <p>
          {t(m.terms, {
            terms: (chunks: ReactNode[]) => <Link to="/terms-of-use">{chunks}</Link>,
            privacy: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>,
          })}
        </p>
        <label css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <input
            type="checkbox"
            name="marketingOptIn"
            checked={Boolean(s.checkout?.marketingOptIn)}
            onChange={(e) => dispatch(checkoutActions.setMarketingOptIn(e.target.checked))}
          />
          <span>{t(m.marketingOptIn)}</span>
        </label>
        <p>{t(m.consent)}</p>
      </div>

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
