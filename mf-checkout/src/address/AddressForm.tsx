import { useFormik } from 'formik';
import { Button } from '@store/shared';
import { Field } from '../checkout/Field';
import { errorTextCss } from '../checkout/styles';
import { addressSchema, trimEmail, type AddressFormValues } from './addressSchema';
import { COUNTRIES, INTERNATIONAL_NOTE, US_COUNTRY } from './countries';
import { US_STATES } from './usStates';

export interface AddressFormProps {
  initialValues: AddressFormValues;
  saving: boolean;
  /** Address-verification message, shown above the street field. */
  verificationMessage: string | null;
  onSubmit: (values: AddressFormValues) => void;
}

/** Delivery address form (SPEC §5): validates on submit; email trimmed on blur. */
export function AddressForm({
  initialValues,
  saving,
  verificationMessage,
  onSubmit,
}: AddressFormProps) {
  const f = useFormik<AddressFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: addressSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => onSubmit({ ...values, email: trimEmail(values.email) }),
  });
  const err = (k: keyof AddressFormValues) => f.submitCount > 0 && f.errors[k];
  const isUs = f.values.countryCode === US_COUNTRY.code;
  const text =
    (k: keyof AddressFormValues, autoComplete: string, type = 'text') =>
    (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => (
      <input
        {...a11y}
        name={k}
        type={type}
        autoComplete={autoComplete}
        value={f.values[k]}
        onChange={f.handleChange}
        onBlur={f.handleBlur}
      />
    );

  return (
    <form noValidate onSubmit={f.handleSubmit} aria-label="Delivery address">
      <Field id="checkout-email" label="Email" error={err('email')}>
        {(a11y) => (
          <input
            {...a11y}
            name="email"
            type="email"
            autoComplete="email"
            value={f.values.email}
            onChange={f.handleChange}
            onBlur={(e) => {
              void f.setFieldValue('email', trimEmail(e.target.value), false);
              f.handleBlur(e);
            }}
          />
        )}
      </Field>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: 12,
        }}
      >
        <Field id="checkout-first-name" label="First name" error={err('firstName')}>
          {text('firstName', 'given-name')}
        </Field>
        <Field id="checkout-last-name" label="Last name" error={err('lastName')}>
          {text('lastName', 'family-name')}
        </Field>
      </div>
      {verificationMessage ? (
        <p role="alert" css={errorTextCss}>
          {verificationMessage}
        </p>
      ) : null}
      <Field id="checkout-address1" label="Street address" error={err('address1')}>
        {text('address1', 'address-line1')}
      </Field>
      <Field id="checkout-address2" label="Apt/suite (optional)">
        {text('address2', 'address-line2')}
      </Field>
      <Field id="checkout-city" label="City" error={err('city')}>
        {text('city', 'address-level2')}
      </Field>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          gap: 12,
        }}
      >
        <Field id="checkout-state" label="State" error={err('stateCode')}>
          {(a11y) =>
            isUs ? (
              <select
                {...a11y}
                name="stateCode"
                autoComplete="address-level1"
                value={f.values.stateCode}
                onChange={f.handleChange}
                onBlur={f.handleBlur}
              >
                <option value="">Select a state</option>
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            ) : (
              text('stateCode', 'address-level1')(a11y)
            )
          }
        </Field>
        <Field id="checkout-zip" label="Zip code" error={err('zip')}>
          {text('zip', 'postal-code')}
        </Field>
      </div>
      <Field id="checkout-country" label="Country" error={err('countryCode')}>
        {(a11y) => (
          <select
            {...a11y}
            name="countryCode"
            autoComplete="country"
            value={f.values.countryCode}
            onChange={(e) => {
              f.handleChange(e);
              void f.setFieldValue('stateCode', '', false);
            }}
            onBlur={f.handleBlur}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="checkout-phone" label="Phone" error={err('phone')}>
        {text('phone', 'tel', 'tel')}
      </Field>
      {!isUs ? <p data-testid="international-note">{INTERNATIONAL_NOTE}</p> : null}
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        Deliver to this address
      </Button>
    </form>
  );
}
