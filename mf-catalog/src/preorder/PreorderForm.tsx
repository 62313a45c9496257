import { Banner, Button } from '@store/shared';
import {
  COUNTRIES,
  SelectField,
  StoreForm,
  TextField,
  US_STATES,
  useStoreForm,
} from '@store/shared/form';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PREORDER_FORM_MESSAGES as m } from './messages';
import { makePreorderSchema, PREORDER_INITIAL_VALUES, type PreorderValues } from './preorderSchema';
import { preorderReset, preorderSubmitted } from './preorderSlice';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.name, label: s.name }));
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/**
 * SPEC §5 Pre-order: validates on change, Submit disabled until the form is valid; sends the
 * fields with the chosen colour and size. Thanks only once the store took it.
 */
export function PreorderForm({ colorId, sizeId }: { colorId: string; sizeId: string }) {
  const dispatch = useRemoteDispatch();
  const status = useRemoteSelector((s) => s.preorder.status);
  const submitting = status === 'submitting';
  const { formatMessage: t } = useIntl();
  // The SPEC's messages in the shopper's language (en: exactly the SPEC's words).
  const schema = useMemo(
    () =>
      makePreorderSchema({
        fullname: t(m.errorFullname),
        email: t(m.errorEmail),
        street: t(m.errorStreet),
        city: t(m.errorCity),
        zip: t(m.errorZip),
        zipLength: t(m.errorZipLength),
        state: t(m.errorState),
        country: t(m.errorCountry),
      }),
    [t],
  );
  const form = useStoreForm<PreorderValues>({
    validateOn: 'change',
    validateOnMount: true,
    initialValues: PREORDER_INITIAL_VALUES,
    validationSchema: schema,
    onSubmit: (values) => {
      const clean = schema.cast(values, { stripUnknown: true });
      dispatch(preorderSubmitted({ ...clean, street2: clean.street2 ?? '', colorId, sizeId }));
    },
  });
  // Closing the modal forgets the last outcome.
  useEffect(() => () => void dispatch(preorderReset()), [dispatch]);

  if (status === 'sent') return <Banner kind="success">{t(m.sent)}</Banner>;
  return (
    <StoreForm form={form} aria-label={t(m.title)}>
      <p css={{ marginTop: 0 }}>{t(m.intro)}</p>
      {status === 'failed' ? <Banner kind="error">{t(m.failed)}</Banner> : null}
      <TextField id="preorder-fullname" name="fullname" label={t(m.fullname)} autoComplete="name" />
      <TextField
        id="preorder-email"
        name="email"
        type="email"
        label={t(m.email)}
        autoComplete="email"
      />
      <TextField
        id="preorder-street"
        name="street"
        label={t(m.street)}
        autoComplete="address-line1"
      />
      <TextField
        id="preorder-street2"
        name="street2"
        label={t(m.street2)}
        autoComplete="address-line2"
      />
      <TextField id="preorder-city" name="city" label={t(m.city)} autoComplete="address-level2" />
      <TextField
        id="preorder-zip"
        name="zip"
        label={t(m.zip)}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <SelectField
        id="preorder-state"
        name="state"
        label={t(m.state)}
        placeholder={t(m.selectState)}
        options={STATE_OPTIONS}
      />
      <SelectField
        id="preorder-country"
        name="country"
        label={t(m.country)}
        placeholder={t(m.selectCountry)}
        options={COUNTRY_OPTIONS}
      />
      <Button
        type="submit"
        block
        disabled={!form.dirty || !form.isValid || submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? t(m.submitting) : t(m.submit)}
      </Button>
    </StoreForm>
  );
}
