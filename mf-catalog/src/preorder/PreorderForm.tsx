import { Banner, Button } from '@store/shared';
import {
  COUNTRIES,
  SelectField,
  StoreForm,
  TextField,
  US_STATES,
  useStoreForm,
} from '@store/shared/form';
import { useEffect } from 'react';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PREORDER_INITIAL_VALUES, preorderSchema, type PreorderValues } from './preorderSchema';
import { PREORDER_TEXT } from './preorderText';
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
  const form = useStoreForm<PreorderValues>({
    validateOn: 'change',
    validateOnMount: true,
    initialValues: PREORDER_INITIAL_VALUES,
    validationSchema: preorderSchema,
    onSubmit: (values) => {
      const clean = preorderSchema.cast(values, { stripUnknown: true });
      dispatch(preorderSubmitted({ ...clean, street2: clean.street2 ?? '', colorId, sizeId }));
    },
  });
  // Closing the modal forgets the last outcome.
  useEffect(() => () => void dispatch(preorderReset()), [dispatch]);

  if (status === 'sent') return <Banner kind="success">{PREORDER_TEXT.sent}</Banner>;
  return (
    <StoreForm form={form} aria-label={PREORDER_TEXT.title}>
      <p css={{ marginTop: 0 }}>{PREORDER_TEXT.intro}</p>
      {status === 'failed' ? <Banner kind="error">{PREORDER_TEXT.failed}</Banner> : null}
      <TextField id="preorder-fullname" name="fullname" label="Full name" autoComplete="name" />
      <TextField id="preorder-email" name="email" type="email" label="Email" autoComplete="email" />
      <TextField
        id="preorder-street"
        name="street"
        label="Street address"
        autoComplete="address-line1"
      />
      <TextField
        id="preorder-street2"
        name="street2"
        label="Apt, suite (optional)"
        autoComplete="address-line2"
      />
      <TextField id="preorder-city" name="city" label="City" autoComplete="address-level2" />
      <TextField
        id="preorder-zip"
        name="zip"
        label="Zipcode"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <SelectField
        id="preorder-state"
        name="state"
        label="State"
        placeholder="Select a state"
        options={STATE_OPTIONS}
      />
      <SelectField
        id="preorder-country"
        name="country"
        label="Country"
        placeholder="Select a country"
        options={COUNTRY_OPTIONS}
      />
      <Button
        type="submit"
        block
        disabled={!form.dirty || !form.isValid || submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? PREORDER_TEXT.submitting : PREORDER_TEXT.submit}
      </Button>
    </StoreForm>
  );
}
