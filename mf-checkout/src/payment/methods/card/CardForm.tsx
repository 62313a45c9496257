import { useIntl } from 'react-intl';
import { TextField } from '@store/shared/form';
import { METHOD_MESSAGES as m } from '../messages';

/**
 * The sandbox card form's fields: name, number, expiry and CVC. They live inside the view's
 * StoreForm, so the card stays in that form's state.
 */
export function CardForm() {
  const { formatMessage: t } = useIntl();
  return (
    <div data-testid="card-form">
      <TextField id="card-name" name="name" label={t(m.nameOnCard)} autoComplete="cc-name" />
      <TextField
        id="card-number"
        name="number"
        label={t(m.cardNumber)}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <TextField id="card-expiry" name="expiry" label={t(m.expiryMmYy)} autoComplete="cc-exp" />
        <TextField
          id="card-cvc"
          name="cvc"
          label={t(m.cvc)}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
    </div>
  );
}
