import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, useMobileLayout } from '@store/shared';
import { StoreForm, useStoreForm } from '@store/shared/form';
import type { CheckoutApi } from '../../../store/deps';
import { useCollector } from '../../../store/collector';
import type { MethodViewProps } from '../types';
import { canPlaceOrder } from '../shared/readyToPay';
import { CardForm } from './CardForm';
import { CARD_ERROR_MESSAGES, METHOD_MESSAGES as m } from '../messages';
import { cardFilled, EMPTY_CARD, makeCardSchema, type CardFormMessages } from './cardSchema';
import { createSandboxCard, type CardDetails } from './sandboxCard';

/** Card by test number: the card stays in this form's state and goes only to the sandbox API. */
export function SandboxCardView({ label, ready, submitting, onPay }: MethodViewProps) {
  const { formatMessage: t } = useIntl();
  const single = useMobileLayout();
  const schema = useMemo(() => {
    const messages = {} as CardFormMessages;
    for (const key of Object.keys(CARD_ERROR_MESSAGES) as (keyof CardFormMessages)[])
      messages[key] = t(CARD_ERROR_MESSAGES[key]);
    return makeCardSchema(messages);
  }, [t]);
  // SPEC §5 "Payment form: validates on change".
  const f = useStoreForm<CardDetails>({
    validateOn: 'change',
    initialValues: EMPTY_CARD,
    validationSchema: schema,
    onSubmit: () => onPay(),
  });
  // The collector reads the latest values through a ref so it is registered once.
  const values = useRef(f.values);
  values.current = f.values;
  const collector = useMemo(
    () => ({ createPaymentMethod: (api: CheckoutApi) => createSandboxCard(api, values.current) }),
    [],
  );
  useCollector(collector);

  const enabled =
    ready &&
    canPlaceOrder({
      cardFilled: cardFilled(f.values),
      cardHasError: Object.keys(f.errors).length > 0,
    });
  return (
    <StoreForm form={f} aria-label={t(m.cardFormLabel)}>
      <CardForm single={single} />
      <Button type="submit" block disabled={!enabled} aria-busy={submitting || undefined}>
        {label}
      </Button>
    </StoreForm>
  );
}
