import { TextField } from '@store/shared/form';

/**
 * The sandbox card form's fields: name, number, expiry and CVC. They live inside the view's
 * StoreForm, so the card stays in that form's state.
 */
export function CardForm() {
  return (
    <div data-testid="card-form">
      <TextField id="card-name" name="name" label="Name on card" autoComplete="cc-name" />
      <TextField
        id="card-number"
        name="number"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <TextField id="card-expiry" name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" />
        <TextField id="card-cvc" name="cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" />
      </div>
    </div>
  );
}
