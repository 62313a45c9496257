import { bus, Button } from '@store/shared';
import {
  COUNTRIES,
  SelectField,
  StoreForm,
  TextField,
  US_COUNTRY,
  US_STATES,
  useStoreForm,
  type SelectOption,
} from '@store/shared/form';
import { tokensOf } from '../checkout/styles';
import { addressSchema, trimEmail, type AddressFormValues } from './addressSchema';
import { INTERNATIONAL_NOTE } from './countries';
import { fieldErrorsEvent } from './fieldErrorsEvent';

const toOption = ({ code, name }: { code: string; name: string }): SelectOption => ({
  value: code,
  label: name,
});
const COUNTRY_OPTIONS = COUNTRIES.map(toOption);
const STATE_OPTIONS = US_STATES.map(toOption);

const rowCss = (min: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))`,
  gap: 12,
});

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
  const form = useStoreForm<AddressFormValues>({
    validateOn: 'submit',
    initialValues,
    enableReinitialize: true,
    validationSchema: addressSchema,
    onSubmit: (values) => onSubmit({ ...values, email: trimEmail(values.email) }),
  });
  const isUs = form.values.countryCode === US_COUNTRY.code;

  return (
    <StoreForm form={form} aria-label="Delivery address">
      <TextField
        id="checkout-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        onBlur={(e) => void form.setFieldValue('email', trimEmail(e.target.value))}
      />
      <div css={rowCss(200)}>
        <TextField
          id="checkout-first-name"
          name="firstName"
          label="First name"
          autoComplete="given-name"
        />
        <TextField
          id="checkout-last-name"
          name="lastName"
          label="Last name"
          autoComplete="family-name"
        />
      </div>
      {verificationMessage ? (
        <p role="alert" css={(t) => ({ color: tokensOf(t).danger, margin: 0, fontSize: 14 })}>
          {verificationMessage}
        </p>
      ) : null}
      <TextField
        id="checkout-address1"
        name="address1"
        label="Street address"
        autoComplete="address-line1"
      />
      <TextField
        id="checkout-address2"
        name="address2"
        label="Apt/suite (optional)"
        autoComplete="address-line2"
      />
      <TextField id="checkout-city" name="city" label="City" autoComplete="address-level2" />
      <div css={rowCss(160)}>
        {isUs ? (
          <SelectField
            id="checkout-state"
            name="stateCode"
            label="State"
            autoComplete="address-level1"
            placeholder="Select a state"
            options={STATE_OPTIONS}
          />
        ) : (
          <TextField
            id="checkout-state"
            name="stateCode"
            label="State"
            autoComplete="address-level1"
          />
        )}
        <TextField id="checkout-zip" name="zip" label="Zip code" autoComplete="postal-code" />
      </div>
      <SelectField
        id="checkout-country"
        name="countryCode"
        label="Country"
        autoComplete="country"
        options={COUNTRY_OPTIONS}
        // A state picked for one country means nothing in another.
        onChange={() => void form.setFieldValue('stateCode', '', false)}
      />
      <TextField id="checkout-phone" name="phone" label="Phone" type="tel" autoComplete="tel" />
      {!isUs ? <p data-testid="international-note">{INTERNATIONAL_NOTE}</p> : null}
      <Button
        type="submit"
        disabled={saving}
        aria-busy={saving || undefined}
        onClick={() => {
          // The click validates the form as its submit will; what is still wrong is reported.
          void form.validateForm().then((errors) => {
            const event = fieldErrorsEvent(errors);
            if (event) bus.emit('analytics:event', event);
          });
        }}
      >
        Deliver to this address
      </Button>
    </StoreForm>
  );
}
