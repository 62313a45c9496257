import type { FormikProps } from 'formik';
import { Field } from '../../../checkout/Field';
import type { CardDetails } from './sandboxCard';

/** The sandbox card form: name, number, expiry and CVC (validated on change). */
export function CardForm({ f }: { f: FormikProps<CardDetails> }) {
  const err = (k: keyof CardDetails) => (f.touched[k] || f.values[k] !== '') && f.errors[k];
  const input =
    (k: keyof CardDetails, autoComplete: string, inputMode?: 'numeric') =>
    (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => (
      <input
        {...a11y}
        name={k}
        type="text"
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={f.values[k]}
        onChange={f.handleChange}
        onBlur={f.handleBlur}
      />
    );
  return (
    <div data-testid="card-form">
      <Field id="card-name" label="Name on card" error={err('name')}>
        {input('name', 'cc-name')}
      </Field>
      <Field id="card-number" label="Card number" error={err('number')}>
        {input('number', 'cc-number', 'numeric')}
      </Field>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Field id="card-expiry" label="Expiry (MM/YY)" error={err('expiry')}>
          {input('expiry', 'cc-exp')}
        </Field>
        <Field id="card-cvc" label="CVC" error={err('cvc')}>
          {input('cvc', 'cc-csc', 'numeric')}
        </Field>
      </div>
    </div>
  );
}
