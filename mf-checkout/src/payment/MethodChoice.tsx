import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@store/shared';
import { useRemoteDispatch } from '../store/hooks';
import { methodDefinition } from './methods/registry';
import { PAYMENT_MESSAGES as m } from './messages';
import { paymentActions } from './paymentSlice';

export interface MethodChoiceProps {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | null;
  disabled: boolean;
}

/** The payment method radios, shown when there is more than one method to choose from. */
export function MethodChoice({ methods, chosen, disabled }: MethodChoiceProps) {
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  // Card is a word; the other methods are brand names.
  const methodLabel = (id: PaymentMethod) =>
    id === 'card' ? t(m.methodCard) : (methodDefinition(id)?.label ?? id);
  if (methods.length < 2) return null;
  return (
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
            checked={chosen === id}
            disabled={disabled}
            onChange={() => dispatch(paymentActions.paymentMethodChosen(id))}
          />
          {methodLabel(id)}
        </label>
      ))}
    </fieldset>
  );
}
