import { useMemo, useRef } from 'react';
import { Button } from '@store/shared';
import { StoreForm, useStoreForm } from '@store/shared/form';
import { useCollector } from '../../collector';
import type { MethodViewProps } from '../types';
import { canPlaceOrder } from '../shared/readyToPay';
import { CardForm } from './CardForm';
import { cardFilled, cardSchema, EMPTY_CARD } from './cardSchema';
import { createSandboxCard, type CardDetails } from './sandboxCard';

/** Card by test number: the card stays in this form's state and goes only to the sandbox API. */
export function SandboxCardView({ label, ready, submitting, onPay }: MethodViewProps) {
  // SPEC §5 "Payment form: validates on change".
  const f = useStoreForm<CardDetails>({
    validateOn: 'change',
    initialValues: EMPTY_CARD,
    validationSchema: cardSchema,
    onSubmit: () => onPay(),
  });
  // The collector reads the latest values through a ref so it is registered once.
  const values = useRef(f.values);
  values.current = f.values;
  const collector = useMemo(
    () => ({ createPaymentMethod: () => createSandboxCard(values.current) }),
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
    <StoreForm form={f} aria-label="Card payment">
      <CardForm />
      <Button type="submit" block disabled={!enabled} aria-busy={submitting || undefined}>
        {label}
      </Button>
    </StoreForm>
  );
}
