import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { Button, getRuntimeConfig, type PaymentMethod } from '@store/shared';
import { checkoutActions } from '../checkout/checkoutSlice';
import { alertCss } from '../checkout/styles';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { canPlaceOrder } from './canPlaceOrder';
import { CardForm } from './CardForm';
import { PAYMENT_NOT_AUTHORIZED, toCardMessage } from './cardMessages';
import { cardFilled, cardSchema, EMPTY_CARD } from './cardSchema';
import { availablePaymentMethods, METHOD_LABELS } from './paymentMethods';
import { placeOrderLabel } from './paymentPlatform';
import type { CardDetails } from './PaymentProvider';

export function PaymentSection({ previewMode }: { previewMode: boolean }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector((st) => st.checkout);
  const config = getRuntimeConfig();
  const methods = availablePaymentMethods({
    payments: config.payments,
    flags: config.flags,
    storeRegion: s.store?.region,
  });
  const method: PaymentMethod = methods.includes(s.paymentMethod)
    ? s.paymentMethod
    : (methods[0] ?? 'card');

  const f = useFormik<CardDetails>({
    initialValues: EMPTY_CARD,
    validationSchema: cardSchema,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: (card) => {
      dispatch(checkoutActions.placeOrder({ card }));
    },
  });

  const enabled =
    method === 'card' &&
    canPlaceOrder({
      cardFilled: cardFilled(f.values),
      cardHasError: Object.keys(f.errors).length > 0,
      addressEntered: s.addressStatus === 'saved' && Boolean(s.checkout?.customer),
      hasDeliveryOptions: s.deliveryOptions.length > 0,
      previewMode,
      submitting: s.submitting,
    });
  const paymentMessage = s.cardError ?? s.stripeError;

  return (
    <form noValidate onSubmit={f.handleSubmit} aria-label="Payment">
      {methods.length > 1 ? (
        <fieldset css={{ border: 0, padding: 0, margin: '0 0 12px', display: 'flex', gap: 16 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>Payment method</legend>
          {methods.map((m) => (
            <label key={m} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="radio"
                name="paymentMethod"
                value={m}
                checked={method === m}
                onChange={() => dispatch(checkoutActions.choosePaymentMethod(m))}
              />
              {METHOD_LABELS[m]}
            </label>
          ))}
        </fieldset>
      ) : null}

      {paymentMessage ? (
        <div role="alert" css={alertCss}>
          <strong css={{ display: 'block' }}>{PAYMENT_NOT_AUTHORIZED}</strong>
          <span>{toCardMessage(paymentMessage)}</span>
        </div>
      ) : null}
      {s.error ? (
        <div role="alert" css={alertCss}>
          {s.error}
        </div>
      ) : null}

      {method === 'card' ? (
        <CardForm f={f} />
      ) : (
        <p>{METHOD_LABELS[method]} is not available yet. Please pay by card.</p>
      )}

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

      <Button type="submit" block disabled={!enabled} aria-busy={s.submitting || undefined}>
        {placeOrderLabel(method)}
      </Button>
      {previewMode ? <p>Checkout is disabled in preview mode.</p> : null}
    </form>
  );
}
