import {
  CardCvcElement,
  CardElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { PaymentMethod, StripeElementChangeEvent, StripeError } from '@stripe/stripe-js';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CARD_FONT_SIZE_PX, useMobileLayout } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { useCheckoutTheme } from '../../../ui/styles';
import { useCollector } from '../../../store/collector';
import { useRemoteDeps } from '../../../store/hooks';
import { canPlaceOrder } from '../shared/readyToPay';
import type { MethodViewProps } from '../types';
import { CardInputError } from './cardPay';
import { getStripe } from '../shared/stripeLoader';
import { METHOD_MESSAGES as m } from '../messages';
import { CARD_MESSAGES } from './cardMessages';

type Part = 'card' | 'number' | 'expiry' | 'cvc';
type PartEvents = Partial<Record<Part, StripeElementChangeEvent>>;

/** Live card: Stripe Elements collect the card; only the payment method id leaves this view. */
export default function StripeCardView(props: MethodViewProps) {
  const key = useRemoteDeps().config().payments.stripePublishableKey ?? '';
  const stripe = useMemo(() => getStripe(key), [key]);
  return (
    <Elements stripe={stripe}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ label, ready, submitting, onPay }: MethodViewProps) {
  const { formatMessage: t } = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const theme = useCheckoutTheme();
  // SPEC §9: one card element on a phone, separate fields above; it follows a turn or a resize.
  const single = useMobileLayout();
  // Elements of the other layout are destroyed with it: what they said no longer counts.
  const [seen, setSeen] = useState<{ single: boolean; parts: PartEvents }>({ single, parts: {} });
  const parts = seen.single === single ? seen.parts : {};
  // Only the name is the form's: the card itself stays inside Stripe's elements.
  const form = useStoreForm({
    validateOn: 'change',
    initialValues: { name: '' },
    onSubmit: () => {
      if (enabled) onPay();
    },
  });
  const name = form.values.name;
  const nameRef = useRef(name);
  nameRef.current = name;

  const collector = useMemo(
    () => ({
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement) ?? elements?.getElement(CardNumberElement);
        if (!stripe || !card) throw new CardInputError(CARD_MESSAGES[5]);
        // The provider's answer as it may come: Stripe.js types promise exactly one of the two,
        // the check below does not rely on it.
        const answer: { paymentMethod?: PaymentMethod; error?: StripeError } =
          await stripe.createPaymentMethod({
            type: 'card',
            card,
            billing_details: { name: nameRef.current.trim() },
          });
        const { paymentMethod, error } = answer;
        if (error || !paymentMethod) throw new CardInputError(error?.message);
        return { id: paymentMethod.id, billingName: nameRef.current.trim() };
      },
      async handleNextAction(clientSecret: string) {
        if (!stripe) return { error: null };
        const { error } = await stripe.handleNextAction({ clientSecret });
        return { error: error?.message ?? null };
      },
    }),
    [stripe, elements],
  );
  useCollector(collector);

  const needed: Part[] = single ? ['card'] : ['number', 'expiry', 'cvc'];
  const enabled =
    ready &&
    Boolean(stripe) &&
    canPlaceOrder({
      cardFilled: name.trim() !== '' && needed.every((p) => parts[p]?.complete),
      cardHasError: needed.some((p) => parts[p]?.error),
    });
  const onChange = (p: Part) => (e: StripeElementChangeEvent) =>
    setSeen((prev) => ({
      single,
      parts: { ...(prev.single === single ? prev.parts : {}), [p]: e },
    }));
  const options = {
    style: { base: { fontSize: `${CARD_FONT_SIZE_PX}px`, color: theme.colors.text } },
  };
  const firstError = needed.map((p) => parts[p]?.error?.message).find(Boolean);
  const box = { padding: 12, border: `1px solid ${theme.colors.secondary}`, borderRadius: 6 };

  return (
    <StoreForm form={form} aria-label={t(m.cardFormLabel)}>
      <TextField id="card-name" name="name" label={t(m.nameOnCard)} autoComplete="cc-name" />
      {single ? (
        <div css={box} aria-label={t(m.card)}>
          <CardElement options={options} onChange={onChange('card')} />
        </div>
      ) : (
        <div css={{ display: 'grid', gap: 12, gridTemplateColumns: '2fr 1fr 1fr' }}>
          <div css={box} aria-label={t(m.cardNumber)}>
            <CardNumberElement options={options} onChange={onChange('number')} />
          </div>
          <div css={box} aria-label={t(m.expiry)}>
            <CardExpiryElement options={options} onChange={onChange('expiry')} />
          </div>
          <div css={box} aria-label={t(m.cvc)}>
            <CardCvcElement options={options} onChange={onChange('cvc')} />
          </div>
        </div>
      )}
      {firstError ? <p role="alert">{firstError}</p> : null}
      <Button type="submit" block disabled={!enabled} aria-busy={submitting || undefined}>
        {label}
      </Button>
    </StoreForm>
  );
}
