import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Spinner, getRuntimeConfig } from '@store/shared';
import { checkoutActions } from '../checkout/checkoutSlice';
import { alertCss } from '../checkout/styles';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PAYMENT_NOT_AUTHORIZED } from './methods/card/cardMessages';
import { isReadyToPay } from './methods/shared/readyToPay';
import {
  effectiveMethod,
  methodContext,
  methodDefinition,
  methodImpl,
  shownMethods,
} from './methods/registry';
import { placeOrderLabel } from './paymentPlatform';
import { paymentActions } from './paymentSlice';

export function PaymentSection({ previewMode }: { previewMode: boolean }) {
  const dispatch = useRemoteDispatch();
  const s = useRemoteSelector((st) => st.checkout);
  const address = useRemoteSelector((st) => st.address);
  const delivery = useRemoteSelector((st) => st.delivery);
  const hasDeliveryOptions = delivery.options.length > 0;
  const p = useRemoteSelector((st) => st.payment);
  const config = getRuntimeConfig();
  const ctx = methodContext(
    config.payments,
    config.flags,
    s.store?.region,
    s.checkout?.costs?.total?.currency,
  );
  const methods = shownMethods(ctx);
  const method = effectiveMethod(p.method, methods);
  const impl = method ? methodImpl(method, ctx.mode) : null;

  const ready = isReadyToPay({
    addressEntered: address.status === 'saved' && Boolean(s.checkout?.customer),
    hasDeliveryOptions,
    previewMode,
    submitting: p.submitting,
    totalZero: s.checkout?.costs?.total?.value === 0,
    loading: s.status === 'loading' || delivery.loading || Boolean(delivery.pendingOptionId),
  });
  const paymentMessage = p.cardError ?? p.stripeError;
  const checkoutError = p.error ?? address.error;

  if (p.afterpayFailure) {
    return (
      <div role="alert" css={alertCss}>
        <strong css={{ display: 'block' }}>{p.afterpayFailure}</strong>
        <span>Taking you to secure card or PayPal checkout…</span>
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
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>Payment method</legend>
          {methods.map((m) => (
            <label key={m} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="radio"
                name="paymentMethod"
                value={m}
                checked={method === m}
                disabled={p.submitting}
                onChange={() => dispatch(paymentActions.paymentMethodChosen(m))}
              />
              {methodDefinition(m)?.label ?? m}
            </label>
          ))}
        </fieldset>
      ) : null}

      {paymentMessage ? (
        <div role="alert" css={alertCss}>
          <strong css={{ display: 'block' }}>{PAYMENT_NOT_AUTHORIZED}</strong>
          <span>{paymentMessage}</span>
        </div>
      ) : null}
      {checkoutError ? (
        <div role="alert" css={alertCss}>
          {checkoutError}
        </div>
      ) : null}

      <div css={{ margin: '12px 0', fontSize: 14 }}>
        <p>
          By placing your order you agree to our <Link to="/terms-of-use">Terms of Use</Link> and
          acknowledge our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <label css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <input
            type="checkbox"
            name="marketingOptIn"
            checked={Boolean(s.checkout?.marketingOptIn)}
            onChange={(e) => dispatch(checkoutActions.setMarketingOptIn(e.target.checked))}
          />
          <span>Email me news and offers from this store. You can unsubscribe at any time.</span>
        </label>
        <p>Consent to marketing is not a condition of purchase.</p>
      </div>

      {method && impl ? (
        <Suspense fallback={<Spinner label="Loading payment" />}>
          <impl.View
            key={method}
            method={method}
            label={placeOrderLabel(method)}
            ready={ready}
            submitting={p.submitting}
            onPay={() => dispatch(paymentActions.placeOrder({ method }))}
          />
        </Suspense>
      ) : (
        <p>No payment method is available for this store.</p>
      )}
      {previewMode ? <p>Checkout is disabled in preview mode.</p> : null}
    </div>
  );
}
