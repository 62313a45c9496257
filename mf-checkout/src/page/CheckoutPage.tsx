import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from '@store/shared/router';
import {
  fixedPageHead,
  needsScriptWhen,
  PageHead,
  Spinner,
  useHeadWords,
  useRemote,
} from '@store/shared';
import { DeliveryOptionsList } from '../delivery/DeliveryOptionsList';
import { deliveryActions } from '../delivery/deliverySlice';
import { PaymentSection } from '../payment/PaymentSection';
import { PromoCode } from '../promo/PromoCode';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { CHECKOUT_MESSAGES as m } from '../checkout/messages';
import { checkoutGridCss } from '../ui/styles';
import { Section } from '../ui/Section';
import { CustomerStep } from './CustomerStep';
import { OrderSummary } from './OrderSummary';
import { StepDialogs } from './StepDialogs';
import { useCheckoutLoad } from './useCheckoutLoad';
import { useOnToThankYou } from './useOnToThankYou';
import { goesToThankYou } from '../checkout/checkoutLink';

export function CheckoutPage() {
  const { checkoutId = '' } = useParams();
  const [query] = useSearchParams();
  const link = query.get('id');
  const { previewMode } = useRemote();
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const s = useRemoteSelector((st) => st.checkout);
  const delivery = useRemoteSelector((st) => st.delivery);
  useCheckoutLoad(checkoutId, link);
  useOnToThankYou();

  // SPEC §2's 'Checkout | {store name}' in every state of the page; a shopper's own checkout is
  // no page for search engines (noindex).
  const { name: title, ...checkoutHead } = fixedPageHead('checkout', useHeadWords());
  const head = <PageHead {...checkoutHead} />;
  const backLink = <Link to="/cart">{t(m.backToCart)}</Link>;

  if (s.status === 'failed') {
    // Asked again at once by the browser: a failure while the server rendered may be passing.
    return (
      <div css={{ padding: 16 }} {...needsScriptWhen(true)}>
        {head}
        {backLink}
        <h1>{title}</h1>
        <p role="alert">{t(m.loadFailed)}</p>
        <Link to="/cart">{t(m.returnToCart)}</Link>
      </div>
    );
  }
  if (s.status !== 'loaded' || !s.checkout || s.id !== checkoutId) {
    return (
      <div css={{ padding: 16, textAlign: 'center' }} {...needsScriptWhen(true)}>
        {head}
        <Spinner label={t(m.loading)} />
      </div>
    );
  }

  const checkout = s.checkout;
  const hasOptions = delivery.options.length > 0;
  const selectedOptionId = delivery.pendingOptionId ?? checkout.deliveryOption?.id ?? null;
  // The page's scripts wait for the shopper's first touch while it only asks for the customer's
  // details (a form the store server answers). Delivery options and payment methods (widgets
  // that mount from script), a return from a payment page and a finished checkout act untouched.
  const needsScript =
    hasOptions || delivery.loading || query.has('paymentId') || goesToThankYou(checkout, s.linked);

  return (
    <div css={{ padding: 16, maxWidth: 1100, margin: '0 auto' }} {...needsScriptWhen(needsScript)}>
      {head}
      <div css={{ marginBottom: 12 }}>{backLink}</div>
      <h1>{title}</h1>
      <div css={checkoutGridCss}>
        <OrderSummary checkout={checkout}>
          <PromoCode />
        </OrderSummary>
        <div css={{ gridArea: 'steps', minWidth: 0 }}>
          <Section step={1} title={t(m.stepCustomer)} active>
            <CustomerStep checkout={checkout} />
          </Section>
          <Section step={2} title={t(m.stepDelivery)} active={hasOptions || delivery.loading}>
            <DeliveryOptionsList
              options={delivery.options}
              loading={delivery.loading}
              selectedId={selectedOptionId}
              currency={checkout.costs.total.currency}
              onSelect={(id) => dispatch(deliveryActions.selectDeliveryOption(id))}
            />
          </Section>
          <Section step={3} title={t(m.stepPayment)} active={hasOptions}>
            <PaymentSection previewMode={previewMode} />
          </Section>
        </div>
      </div>
      <StepDialogs />
    </div>
  );
}
