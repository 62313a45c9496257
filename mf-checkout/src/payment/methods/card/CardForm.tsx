import { useIntl } from 'react-intl';
import { CompoundField, TextField } from '@store/shared/form';
import { METHOD_MESSAGES as m } from '../messages';

/**
 * The sandbox card form's fields: name, then the card as SPEC §9 lays it out: one card element on
 * a phone (number, expiry and CVC on one line, as the provider's single card element), separate
 * number, expiry and CVC fields on larger screens. Both layouts edit the same values of the view's
 * StoreForm, so the card stays in that form's state and survives a turn of the phone.
 */
export function CardForm({ single }: { single: boolean }) {
  const { formatMessage: t } = useIntl();
  const number = {
    name: 'number',
    label: t(m.cardNumber),
    autoComplete: 'cc-number',
    inputMode: 'numeric',
  } as const;
  const expiry = { name: 'expiry', autoComplete: 'cc-exp' } as const;
  const cvc = {
    name: 'cvc',
    label: t(m.cvc),
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
  } as const;
  return (
    <div data-testid="card-form" data-layout={single ? 'single' : 'separate'}>
      <TextField id="card-name" name="name" label={t(m.nameOnCard)} autoComplete="cc-name" />
      {single ? (
        <CompoundField
          label={t(m.card)}
          parts={[
            { ...number, flex: '1 1 auto', placeholder: '1234 1234 1234 1234' },
            { ...expiry, label: t(m.expiryMmYy), flex: '0 0 4.5em', placeholder: 'MM / YY' },
            { ...cvc, flex: '0 0 3.5em', placeholder: t(m.cvc) },
          ]}
        />
      ) : (
        <>
          <TextField id="card-number" {...number} />
          <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
            <TextField id="card-expiry" {...expiry} label={t(m.expiryMmYy)} />
            <TextField id="card-cvc" {...cvc} />
          </div>
        </>
      )}
    </div>
  );
}
