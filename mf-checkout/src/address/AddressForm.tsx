import { useMemo } from 'react';
import { useIntl } from 'react-intl';
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
import { tokensOf } from '../ui/styles';
import {
  englishFieldErrors,
  makeAddressSchema,
  trimEmail,
  type AddressFormValues,
  type AddressMessages,
} from './addressSchema';
import { fieldErrorsEvent } from './fieldErrorsEvent';
import { warmPhoneNumbers } from './phoneNumbers';
import { ADDRESS_ERROR_MESSAGES, ADDRESS_TEXT as m } from './messages';

const toOption = ({ code, name }: { code: string; name: string }): SelectOption => ({
  value: code,
  label: name,
});
const COUNTRY_OPTIONS = COUNTRIES.map(toOption);
const STATE_OPTIONS = US_STATES.map(toOption);

/**
 * The country list in the shopper's language: Intl's region names, United States first and the
 * rest by name as in English. English readers get the shared list itself.
 */
export function countryOptions(locale: string): SelectOption[] {
  if (locale === 'en' || locale.startsWith('en-') || typeof Intl.DisplayNames !== 'function')
    return COUNTRY_OPTIONS;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    return COUNTRY_OPTIONS;
  }
  const local = COUNTRIES.map(({ code, name }) => {
    const shown = names.of(code);
    return { value: code, label: shown && shown !== code ? shown : name };
  });
  const [us, ...rest] = local;
  rest.sort((a, b) => a.label.localeCompare(b.label, locale));
  return us ? [us, ...rest] : rest;
}

/** The address schema's messages in the shopper's language. */
function useAddressMessages(): AddressMessages {
  const { formatMessage } = useIntl();
  return useMemo(() => {
    const out = {} as AddressMessages;
    for (const key of Object.keys(ADDRESS_ERROR_MESSAGES) as (keyof AddressMessages)[])
      out[key] = formatMessage(ADDRESS_ERROR_MESSAGES[key]);
    return out;
  }, [formatMessage]);
}

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

/** The form's state: the schema in the shopper's language, the email trimmed on submit. */
function useAddressForm(initialValues: AddressFormValues, onSubmit: AddressFormProps['onSubmit']) {
  const errorMessages = useAddressMessages();
  const schema = useMemo(() => makeAddressSchema(errorMessages), [errorMessages]);
  return useStoreForm<AddressFormValues>({
    validateOn: 'submit',
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) => onSubmit({ ...values, email: trimEmail(values.email) }),
  });
}

/** The click validates the form as its submit will; what is still wrong is reported. */
function reportFieldErrors(form: ReturnType<typeof useAddressForm>): void {
  const { values } = form;
  void form
    .validateForm()
    .then(() => englishFieldErrors(values))
    .then((errors) => {
      const event = fieldErrorsEvent(errors);
      if (event) bus.emit('analytics:event', event);
    });
}

/** State (a list in the United States, free text elsewhere) and ZIP, side by side. */
function StateAndZip({ isUs }: { isUs: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <div css={rowCss(160)}>
      {isUs ? (
        <SelectField
          id="checkout-state"
          name="stateCode"
          label={t(m.state)}
          autoComplete="address-level1"
          placeholder={t(m.selectState)}
          options={STATE_OPTIONS}
        />
      ) : (
        <TextField
          id="checkout-state"
          name="stateCode"
          label={t(m.state)}
          autoComplete="address-level1"
        />
      )}
      <TextField id="checkout-zip" name="zip" label={t(m.zip)} autoComplete="postal-code" />
    </div>
  );
}

/** Delivery address form (SPEC §5): validates on submit; email trimmed on blur. */
export function AddressForm({
  initialValues,
  saving,
  verificationMessage,
  onSubmit,
}: AddressFormProps) {
  const { formatMessage: t, locale } = useIntl();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useAddressForm(initialValues, onSubmit);
  const isUs = form.values.countryCode === US_COUNTRY.code;

  return (
    // The phone check's library is fetched once the shopper starts on the form.
    <StoreForm form={form} aria-label={t(m.formLabel)} onFocus={warmPhoneNumbers}>
      <TextField
        id="checkout-email"
        name="email"
        label={t(m.email)}
        type="email"
        autoComplete="email"
        onBlur={(e) => void form.setFieldValue('email', trimEmail(e.target.value))}
      />
      <div css={rowCss(200)}>
        <TextField
          id="checkout-first-name"
          name="firstName"
          label={t(m.firstName)}
          autoComplete="given-name"
        />
        <TextField
          id="checkout-last-name"
          name="lastName"
          label={t(m.lastName)}
          autoComplete="family-name"
        />
      </div>
      {verificationMessage ? (
        <p role="alert" css={(th) => ({ color: tokensOf(th).danger, margin: 0, fontSize: 14 })}>
          {verificationMessage}
        </p>
      ) : null}
      <TextField
        id="checkout-address1"
        name="address1"
        label={t(m.address1)}
        autoComplete="address-line1"
      />
      <TextField
        id="checkout-address2"
        name="address2"
        label={t(m.address2)}
        autoComplete="address-line2"
      />
      <TextField id="checkout-city" name="city" label={t(m.city)} autoComplete="address-level2" />
      <StateAndZip isUs={isUs} />
      <SelectField
        id="checkout-country"
        name="countryCode"
        label={t(m.country)}
        autoComplete="country"
        options={countries}
        platformLabels
        // A state picked for one country means nothing in another.
        onChange={() => void form.setFieldValue('stateCode', '', false)}
      />
      <TextField
        id="checkout-phone"
        name="phone"
        label={t(m.phone)}
        type="tel"
        autoComplete="tel"
      />
      {!isUs ? <p data-testid="international-note">{t(m.internationalNote)}</p> : null}
      <Button
        type="submit"
        disabled={saving}
        aria-busy={saving || undefined}
        onClick={() => reportFieldErrors(form)}
      >
        {t(m.submit)}
      </Button>
    </StoreForm>
  );
}
